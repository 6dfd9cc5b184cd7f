// @vitest-environment jsdom
import type { LiveEvent } from '@havhjaelp/common/live';
import { ROUTES } from '@havhjaelp/common/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../components/ui/toasts';
import { liveClient } from '../../lib/live-client';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { forumServer, reply, topic, topicPage, type Call } from './forum-test-server';
import { TopicPage } from './pages';

// A busy machine runs several test files at once: a first render may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

/** What the topic page follows live, and a way to send an event on it. */
function liveTopics() {
  const handlers = new Map<string, (event: LiveEvent) => void>();
  vi.spyOn(liveClient, 'subscribe').mockImplementation((topic, handler) => {
    handlers.set(topic, handler);
    return () => handlers.delete(topic);
  });
  return {
    followed: () => [...handlers.keys()],
    send: (topic: string, event: LiveEvent) => act(() => handlers.get(topic)?.(event)),
  };
}

function show(path = '/forum/topic/t1') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={ROUTES.forumTopic} element={<TopicPage />} />
          <Route path={ROUTES.forumCategory} element={<p>Kategorisiden</p>} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}

const replies = () => within(screen.getByRole('list', { name: 'Svar' })).getAllByRole('article');
const replyBy = (text: string) => replies().find((post) => post.textContent?.includes(text))!;
const posted = (calls: Call[], method: string) => calls.filter((call) => call.method === method);

describe('a topic', () => {
  beforeEach(() => {
    startSession({ token: 'tok', user: TEST_USER });
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the topic, its replies oldest first as text, and the solution at the top and in place', async () => {
    forumServer({
      'GET /api/forum/topics/t1': () =>
        topicPage(
          [
            reply('p1', { content: 'Tjek brændstoffilteret.\nDet var det hos mig.' }),
            reply('p2', {
              author_name: 'cai',
              content: 'Se https://motor.example.dk <script>alert(1)</script>',
              is_solution: true,
            }),
            reply('p3', { is_hidden: true, content: '' }),
          ],
          { topic: { solution_post_id: 'p2', reply_count: 3 } },
        ),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Motoren vil ikke starte' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Forumsti' }).textContent).toContain(
      'Udstyr og vedligehold',
    );
    expect(screen.getByText(/Den hoster og dør/).textContent).toBe(
      'Den hoster og dør.\nHvad gør jeg?',
    );
    expect(screen.getByRole('heading', { name: '3 svar' })).toBeTruthy();
    expect(replies().map((post) => post.id)).toEqual(['post-p1', 'post-p2', 'post-p3']);

    const box = screen.getByRole('complementary', { name: 'Løsning' });
    expect(box.textContent).toContain('cai: Se https://motor.example.dk');
    expect(within(box).getByRole('link', { name: 'Gå til løsningen' }).getAttribute('href')).toBe(
      '/forum/topic/t1#post-p2',
    );
    const solution = replyBy('cai');
    expect(within(solution).getByText('Løsning')).toBeTruthy();
    expect(within(solution).getByRole('button', { name: 'Fjern som løsning' })).toBeTruthy();
    expect(solution.querySelectorAll('script')).toHaveLength(0);
    const link = within(solution).getByRole('link', { name: 'https://motor.example.dk' });
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');

    const hidden = replies()[2]!;
    expect(hidden.textContent).toContain('Indlægget er skjult af en moderator');
    expect(within(hidden).queryByRole('button', { name: /Synes godt om/ })).toBeNull();
    // Not a moderator: no menu anywhere.
    expect(screen.queryByRole('button', { name: /^Moderér/ })).toBeNull();
  });

  it('likes at once, keeps the server’s count, and puts a refused like back with a message', async () => {
    const answers: ((answer: unknown) => void)[] = [];
    const calls = forumServer({
      'GET /api/forum/topics/t1': () => topicPage([reply('p1', { like_count: 2 })]),
      'POST /api/forum/like': () => new Promise((resolve) => answers.push(resolve)),
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    const like = () => within(replies()[0]!).getByRole('button', { name: /Synes godt om/ });
    expect(like().textContent).toBe('Synes godt om: 2');
    expect(like().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(like());
    fireEvent.click(like());
    // Shown before the server has answered; the second click, while the first was on its way,
    // was let go.
    await vi.waitFor(() => expect(like().textContent).toBe('Synes godt om: 3'));
    expect(like().getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ like_count: 7, liked: true });
    await vi.waitFor(() => expect(like().textContent).toBe('Synes godt om: 7'));
    expect(posted(calls, 'POST').map((call) => call.body)).toEqual([{ post_id: 'p1' }]);

    fireEvent.click(like());
    await vi.waitFor(() => expect(like().textContent).toBe('Synes godt om: 6'));
    expect(like().getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([500, { error: 'Der opstod en fejl på serveren', code: 'INTERNAL' }]);
    await vi.waitFor(() => expect(like().textContent).toBe('Synes godt om: 7'));
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Der opstod en fejl på serveren')).toBeTruthy();
  });

  it('sends a reply once however often it is clicked, and shows it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = forumServer({
      'GET /api/forum/topics/t1': () => topicPage([reply('p1')], { topic: { reply_count: 1 } }),
      'POST /api/forum/posts': () => new Promise((resolve) => (answer = resolve)),
    });
    show();
    const form = await screen.findByRole('form', { name: 'Skriv et svar' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send svar' }));
    expect(within(form).getByText('Skriv et svar', { selector: '.field-error' })).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Dit svar'), {
      target: { value: 'Prøv at lufte brændstofsystemet.' },
    });
    const send = within(form).getByRole('button', { name: 'Send svar' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(posted(calls, 'POST')).toHaveLength(1));
    expect(within(form).getByRole('button', { name: 'Sender...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer({
      post: reply('p2', {
        author_id: TEST_USER.id,
        author_name: TEST_USER.username,
        content: 'Prøv at lufte brændstofsystemet.',
      }),
    });
    await vi.waitFor(() => expect(replies()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: '2 svar' })).toBeTruthy();
    expect(within(form).getByLabelText('Dit svar')).toHaveProperty('value', '');
    expect(posted(calls, 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/forum/posts',
        query: {},
        body: { topic_id: 't1', content: 'Prøv at lufte brændstofsystemet.' },
      },
    ]);
  });

  it('shows a locked topic’s notice and no form', async () => {
    forumServer({
      'GET /api/forum/topics/t1': () => topicPage([], { topic: { is_locked: true } }),
    });
    show();
    expect(
      await screen.findByText('Emnet er låst, så der kan ikke skrives nye svar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Skriv et svar' })).toBeNull();
    expect(screen.getByText('Låst')).toBeTruthy();
  });

  it('says ‘Emne ikke fundet’ for a topic that does not exist', async () => {
    forumServer({
      'GET /api/forum/topics/findes-ikke': () => [
        404,
        { error: 'Emne ikke fundet', code: 'FORUM_TOPIC_NOT_FOUND' },
      ],
    });
    show('/forum/topic/findes-ikke');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emne ikke fundet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbage til forummet' }).getAttribute('href')).toBe(
      '/forum',
    );
  });

  it('lets the author mark and unmark the solution, and only the author', async () => {
    const calls = forumServer({
      'GET /api/forum/topics/t1': () => topicPage([reply('p1')]),
      'PUT /api/forum/topics/t1/solution': () => ({ solution_post_id: 'p1' }),
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    fireEvent.click(within(replies()[0]!).getByRole('button', { name: 'Markér som løsning' }));
    await vi.waitFor(() =>
      expect(posted(calls, 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/api/forum/topics/t1/solution',
          query: {},
          body: { post_id: 'p1' },
        },
      ]),
    );
    cleanup();
    forumServer({
      'GET /api/forum/topics/t1': () =>
        topicPage([reply('p1')], { topic: { author_id: 'u2' }, viewer: { author: false } }),
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    expect(screen.queryByRole('button', { name: 'Markér som løsning' })).toBeNull();
  });

  it('gives a moderator a menu to pin, lock and hide', async () => {
    const calls = forumServer({
      'GET /api/forum/topics/t1': () =>
        topicPage([reply('p1')], {
          topic: { author_id: 'u2' },
          viewer: { moderator: true, author: false },
        }),
      'PUT /api/forum/topics/t1/moderation': () => ({ topic: topic({ is_locked: true }) }),
      'PUT /api/forum/posts/p1/hidden': () => ({ post: reply('p1', { is_hidden: true }) }),
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Moderér emnet' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Fastgør emnet', 'Lås emnet']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Lås emnet' }));
    await vi.waitFor(() =>
      expect(posted(calls, 'PUT').map((call) => [call.path, call.body])).toEqual([
        ['/api/forum/topics/t1/moderation', { is_locked: true }],
      ]),
    );

    fireEvent.keyDown(screen.getByRole('button', { name: 'Moderér svaret fra bo' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Skjul svaret' }));
    await vi.waitFor(() =>
      expect(posted(calls, 'PUT').map((call) => [call.path, call.body])).toContainEqual([
        '/api/forum/posts/p1/hidden',
        { hidden: true },
      ]),
    );
  });

  it('deletes my own reply only after asking', async () => {
    const calls = forumServer({
      'GET /api/forum/topics/t1': () =>
        topicPage([reply('p1'), reply('p2', { author_id: TEST_USER.id, author_name: 'ole' })]),
      'DELETE /api/forum/posts/p2': () => ({ success: true }),
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    // Only on my own reply; and my topic, answered by others, cannot be deleted.
    expect(within(replies()[0]!).queryByRole('button', { name: 'Slet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Slet emne' })).toBeNull();
    fireEvent.click(within(replies()[1]!).getByRole('button', { name: 'Slet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Slet dit svar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(posted(calls, 'DELETE')).toEqual([]);
    fireEvent.click(within(replies()[1]!).getByRole('button', { name: 'Slet' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Slet svar' }),
    );
    await vi.waitFor(() =>
      expect(posted(calls, 'DELETE').map((call) => call.path)).toEqual(['/api/forum/posts/p2']),
    );
  });

  it('follows the topic live: another’s reply appears with a notice, a change reads the topic again', async () => {
    const live = liveTopics();
    let reads = 0;
    forumServer({
      'GET /api/forum/topics/t1': () => {
        reads += 1;
        return topicPage([reply('p1')], { topic: { reply_count: 1, is_locked: reads > 1 } });
      },
    });
    show();
    await screen.findByRole('list', { name: 'Svar' });
    const topicName = 'havhjaelp/forum/topic/t1';
    expect(live.followed()).toContain(topicName);

    live.send(topicName, {
      action: 'forum_post',
      data: {
        topic_id: 't1',
        post: reply('p9', { author_name: 'dag', content: 'Jeg har en reservepumpe.' }),
      },
    });
    await vi.waitFor(() => expect(replies()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: '2 svar' })).toBeTruthy();
    const notice = screen.getByText('Nyt svar fra dag').parentElement!;
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(replyBy('reservepumpe')).getByText('Nyt')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Vis' }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('post-p9'));
    expect(screen.queryByText('Nyt svar fra dag')).toBeNull();

    // My own reply from another tab: shown, without a notice.
    live.send(topicName, {
      action: 'forum_post',
      data: { topic_id: 't1', post: reply('p10', { author_id: TEST_USER.id, content: 'Tak!' }) },
    });
    await vi.waitFor(() => expect(replies()).toHaveLength(3));
    expect(screen.queryByText(/Nyt svar/)).toBeNull();

    live.send(topicName, { action: 'forum_topic_changed', data: { topic_id: 't1' } });
    expect(
      await screen.findByText('Emnet er låst, så der kan ikke skrives nye svar.'),
    ).toBeTruthy();
  });

  it('scrolls to the reply the address names, loading its page first', async () => {
    const calls = forumServer({
      'GET /api/forum/topics/t1': ({ query }) =>
        query.cursor === 'side-2'
          ? topicPage([reply('p2')])
          : topicPage([reply('p1')], { next: 'side-2' }),
    });
    show('/forum/topic/t1#post-p2');
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('post-p2'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(replies().map((post) => post.id)).toEqual(['post-p1', 'post-p2']);
    expect(replyBy('Svar p2').getAttribute('data-targeted')).toBe('true');
    const reads = calls.filter((call) => call.path === '/api/forum/topics/t1');
    expect(reads.map((call) => call.query.cursor)).toEqual([undefined, 'side-2']);
  });
});
