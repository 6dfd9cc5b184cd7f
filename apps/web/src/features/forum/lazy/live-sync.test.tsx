// @vitest-environment jsdom
import type { LiveEvent } from '@havhjaelp/common/live';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toasts';
import { liveClient } from '../../../lib/live-client';
import { endSession, startSession } from '../../../lib/session';
import { TEST_USER } from '../../../lib/test-user';
import { categoriesQuery } from '../api';
import { forumServer } from '../forum-test-server';
import { ForumLiveSync } from './live-sync';

// A busy machine runs several test files at once: a first render may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const REPLY: LiveEvent = {
  action: 'forum_reply',
  data: {
    topic_id: 't1',
    topic_title: 'Motoren vil ikke starte',
    post_id: 'p9',
    author_name: 'bo',
  },
};

function Where() {
  const { pathname, hash } = useLocation();
  return <div data-testid="where">{pathname + hash}</div>;
}

/** A forum list somewhere on screen, to see it read again. */
function Categories() {
  return useQuery(categoriesQuery(TEST_USER.id)).isSuccess && <p>Kategorierne er læst</p>;
}

function show(path: string) {
  const handlers = new Map<string, (event: LiveEvent) => void>();
  vi.spyOn(liveClient, 'subscribe').mockImplementation((topic, handler) => {
    handlers.set(topic, handler);
    return () => handlers.delete(topic);
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ForumLiveSync />
        <Categories />
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return (event: LiveEvent) =>
    act(() => handlers.get(`havhjaelp/user/${TEST_USER.id}/messages`)?.(event));
}

describe('answers to my topics, live', () => {
  beforeEach(() => startSession({ token: 'tok', user: TEST_USER }));
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the forum again and tells me, with a way to the reply', async () => {
    const calls = forumServer({ 'GET /api/forum/categories': () => ({ categories: [] }) });
    const send = show('/');
    const reads = () => calls.filter((call) => call.path === '/api/forum/categories').length;
    await screen.findByText('Kategorierne er læst');
    expect(reads()).toBe(1);
    send(REPLY);
    await vi.waitFor(() => expect(reads()).toBe(2));
    const toast = (await screen.findByText('bo har svaret på »Motoren vil ikke starte«.')).closest(
      '[role="status"], [role="alert"], li',
    ) as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Se svaret' }));
    expect(screen.getByTestId('where').textContent).toBe('/forum/topic/t1#post-p9');
  });

  it('says nothing while I am reading that topic, where the reply shows up by itself', async () => {
    const calls = forumServer({ 'GET /api/forum/categories': () => ({ categories: [] }) });
    const send = show('/forum/topic/t1');
    const reads = () => calls.filter((call) => call.path === '/api/forum/categories').length;
    await screen.findByText('Kategorierne er læst');
    expect(reads()).toBe(1);
    send(REPLY);
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(screen.queryByText(/har svaret på/)).toBeNull();
  });
});
