// @vitest-environment jsdom
import { ROUTES } from '@havhjaelp/common/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { CATEGORY, forumServer, topic } from './forum-test-server';
import { CategoryPage, ForumPage, SearchPage } from './pages';

// A busy machine runs several test files at once: a first render may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const NOW = new Date('2026-06-01T12:00:00.000Z');

/** Where the app is, for the tests to read after a navigation. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search + location.hash}</div>;
}

function show(path: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={ROUTES.forum} element={<ForumPage />} />
          <Route path={ROUTES.forumCategory} element={<CategoryPage />} />
          <Route path={ROUTES.forumSearch} element={<SearchPage />} />
          <Route path={ROUTES.forumTopic} element={<p>Emnesiden</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('the forum’s lists', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    startSession({ token: 'tok', user: TEST_USER });
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the categories with their counts and latest activity, and searches from there', async () => {
    forumServer({
      'GET /api/forum/categories': () => ({
        categories: [
          CATEGORY,
          {
            ...CATEGORY,
            id: 'generelt',
            name: 'Generelt',
            icon: 'no-such-icon',
            topic_count: 1,
            post_count: 0,
            last_activity: null,
          },
        ],
      }),
    });
    show('/forum');
    const list = await screen.findByRole('list', { name: 'Kategorier' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Udstyr og vedligehold',
      'Generelt',
    ]);
    expect(rows[0]!.textContent).toContain('2 emner');
    expect(rows[0]!.textContent).toContain('3 svar');
    expect(rows[0]!.textContent).toContain('Seneste aktivitet for 5 minutter siden');
    expect(rows[1]!.textContent).toContain('1 emne');
    expect(rows[1]!.textContent).toContain('Ingen indlæg endnu');
    // Each its own icon, an unknown name the fallback: never nothing.
    expect(rows.map((row) => row.querySelectorAll('svg').length)).toEqual([1, 1]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/forum/category/udstyr-og-vedligehold',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Søg i forummet' }), {
      target: { value: '  bådene ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Søg' }));
    expect(where()).toBe('/forum/search?q=b%C3%A5dene');
  });

  it('lists a category’s topics with their markers and counts, and the next page on request', async () => {
    const calls = forumServer({
      'GET /api/forum/categories/udstyr-og-vedligehold/topics': ({ query }) =>
        query.cursor === 'side-2'
          ? {
              category: CATEGORY,
              topics: [
                topic({
                  id: 't3',
                  title: 'Gammelt emne',
                  last_activity: '2026-05-01T08:00:00.000Z',
                }),
              ],
              next: null,
            }
          : {
              category: CATEGORY,
              topics: [
                topic({ id: 't1', title: 'Læs først', is_pinned: true, is_locked: true }),
                topic({
                  id: 't2',
                  title: 'Motoren hoster',
                  reply_count: 5,
                  like_count: 2,
                  solution_post_id: 'p9',
                  last_activity: '2026-06-01T09:00:00.000Z',
                }),
              ],
              next: 'side-2',
            },
    });
    show('/forum/category/udstyr-og-vedligehold');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Udstyr og vedligehold' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Emner' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()[0]!.textContent).toContain('Fastgjort');
    expect(rows()[0]!.textContent).toContain('Låst');
    expect(rows()[0]!.textContent).not.toContain('Løst');
    expect(rows()[1]!.textContent).toContain('Løst');
    expect(rows()[1]!.textContent).not.toContain('Låst');
    expect(rows()[1]!.textContent).toContain('5 svar');
    expect(rows()[1]!.textContent).toContain('2 synes godt om');
    expect(rows()[1]!.textContent).toContain('for 3 timer siden');
    expect(
      within(rows()[1]!).getByRole('link', { name: 'Motoren hoster' }).getAttribute('href'),
    ).toBe('/forum/topic/t2');

    fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]!.textContent).toContain('1. maj 2026');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(calls.map((call) => call.query.cursor)).toEqual([undefined, 'side-2']);
  });

  it('says so when the category does not exist', async () => {
    forumServer({
      'GET /api/forum/categories/findes-ikke/topics': () => [
        404,
        { error: 'Kategorien findes ikke', code: 'FORUM_CATEGORY_NOT_FOUND' },
      ],
    });
    show('/forum/category/findes-ikke');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kategorien findes ikke' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbage til forummet' })).toBeTruthy();
  });

  it('checks a new topic by the shared schema, counts the title, sends once and opens the topic', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = forumServer({
      'GET /api/forum/categories/udstyr-og-vedligehold/topics': () => ({
        category: CATEGORY,
        topics: [],
        next: null,
      }),
      'POST /api/forum/topics': () => new Promise((resolve) => (answer = resolve)),
    });
    show('/forum/category/udstyr-og-vedligehold');
    expect(
      await screen.findByText('Der er ingen emner i kategorien endnu. Start det første!'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nyt emne' }));
    const form = screen.getByRole('form', { name: 'Nyt emne' });
    const title = within(form).getByLabelText('Titel');
    expect(within(form).getByText('0/255 tegn')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Opret emne' }));
    expect(within(form).getByText('Titel er påkrævet')).toBeTruthy();
    expect(within(form).getByText('Skriv et indlæg')).toBeTruthy();
    expect(document.activeElement).toBe(title);

    fireEvent.change(title, { target: { value: 'x'.repeat(256) } });
    expect(within(form).getByText('256/255 tegn')).toBeTruthy();
    expect(within(form).getByText('Titlen må højst være 255 tegn')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(title, { target: { value: '  Sejlet er flænget  ' } });
    fireEvent.change(within(form).getByLabelText('Indlæg'), {
      target: { value: 'Hvem syr sejl i Svendborg?' },
    });
    const send = within(form).getByRole('button', { name: 'Opret emne' });
    fireEvent.click(send);
    fireEvent.click(send);
    const posts = () => calls.filter((call) => call.method === 'POST');
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(within(form).getByRole('button', { name: 'Opretter...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/forum/topics',
        query: {},
        body: {
          category_id: 'udstyr-og-vedligehold',
          title: '  Sejlet er flænget  ',
          content: 'Hvem syr sejl i Svendborg?',
        },
      },
    ]);
    answer({ id: 'nyt-emne' });
    await vi.waitFor(() => expect(where()).toBe('/forum/topic/nyt-emne'));
    expect(posts()).toHaveLength(1);
  });

  it('shows search hits with the words found marked, as text, linking to the post in its topic', async () => {
    const calls = forumServer({
      'GET /api/forum/search': () => ({
        results: [
          {
            topic_id: 't1',
            post_id: 'p7',
            title: [{ text: 'Motoren vil ikke starte', match: false }],
            excerpt: [
              { text: 'Jeg skiftede filteret på ', match: false },
              { text: 'motoren', match: true },
              { text: ' <img src=x onerror=alert(1)>', match: false },
            ],
            author_name: 'bo',
            created_at: '2026-06-01T11:00:00.000Z',
            category_name: CATEGORY.name,
            category_color: CATEGORY.color,
          },
          {
            topic_id: 't2',
            post_id: null,
            title: [
              { text: 'To ', match: false },
              { text: 'motorer', match: true },
            ],
            excerpt: [{ text: 'Hvilken er bedst?', match: false }],
            author_name: 'ane',
            created_at: '2026-05-01T11:00:00.000Z',
            category_name: CATEGORY.name,
            category_color: CATEGORY.color,
          },
        ],
      }),
    });
    show('/forum/search?q=motor');
    const hits = await screen.findByRole('list', { name: 'Søgeresultater' });
    expect(screen.getByRole('searchbox', { name: 'Søg i forummet' })).toHaveProperty(
      'value',
      'motor',
    );
    expect(calls.find((call) => call.path === '/api/forum/search')?.query).toEqual({ q: 'motor' });
    const rows = within(hits).getAllByRole('listitem');
    expect(Array.from(hits.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual([
      'motoren',
      'motorer',
    ]);
    expect(hits.querySelectorAll('img')).toHaveLength(0);
    expect(rows[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/forum/topic/t1#post-p7');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/forum/topic/t2');
    expect(rows[0]!.textContent).toContain('Svar af bo');
    expect(rows[1]!.textContent).toContain('Emne af ane');
    expect(screen.getByRole('status').textContent).toBe('2 resultater for »motor«');
  });

  it('asks for two characters before searching, and says when nothing matched', async () => {
    const calls = forumServer({ 'GET /api/forum/search': () => ({ results: [] }) });
    show('/forum/search?q=m');
    expect(screen.getByRole('status').textContent).toBe('Skriv mindst 2 tegn for at søge');
    expect(calls.filter((call) => call.path === '/api/forum/search')).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ankerkæde' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('Ingen indlæg matcher »ankerkæde«.')).toBeTruthy();
  });
});
