import type {
  ForumCategory,
  ForumPost,
  ForumTopic,
  ForumViewer,
  TopicPage,
} from '@havhjaelp/common/forum';
import { vi } from 'vitest';
import { TEST_USER } from '../../lib/test-user';

// The forum's endpoints as a server in a given state would answer them, for the screens' tests.

export const CATEGORY: ForumCategory = {
  id: 'udstyr-og-vedligehold',
  name: 'Udstyr og vedligehold',
  description: 'Motor, sejl, elektronik og alt det, der skal passes på båden.',
  color: '#b45309',
  icon: 'wrench',
  topic_count: 2,
  post_count: 3,
  last_activity: '2026-06-01T11:55:00.000Z',
};

export const topic = (extra: Partial<ForumTopic> = {}): ForumTopic => ({
  id: 't1',
  category_id: CATEGORY.id,
  title: 'Motoren vil ikke starte',
  content: 'Den hoster og dør.\nHvad gør jeg?',
  author_id: TEST_USER.id,
  author_name: TEST_USER.username,
  author_vessel: 'Havørnen',
  created_at: '2026-06-01T10:00:00.000Z',
  last_activity: '2026-06-01T11:55:00.000Z',
  view_count: 4,
  reply_count: 2,
  like_count: 1,
  is_pinned: false,
  is_locked: false,
  category_name: CATEGORY.name,
  category_color: CATEGORY.color,
  solution_post_id: null,
  liked: false,
  ...extra,
});

export const reply = (id: string, extra: Partial<ForumPost> = {}): ForumPost => ({
  id,
  topic_id: 't1',
  content: `Svar ${id}`,
  author_id: 'u2',
  author_name: 'bo',
  author_vessel: 'Mågen',
  created_at: '2026-06-01T11:00:00.000Z',
  like_count: 0,
  is_solution: false,
  is_hidden: false,
  liked: false,
  ...extra,
});

export const topicPage = (
  posts: ForumPost[],
  extra: { topic?: Partial<ForumTopic>; viewer?: Partial<ForumViewer>; next?: string } = {},
): TopicPage => ({
  topic: topic(extra.topic),
  posts,
  next: extra.next ?? null,
  viewer: { moderator: false, author: true, ...extra.viewer },
});

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer: a body for 200, or `[status, body]`; a promise holds the answer back. */
type Answer = unknown;
type Route = (call: Call) => Answer | Promise<Answer>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with `routes` ("GET /api/forum/categories" → answer); every call is kept. An
 * unknown route answers 404, as the server does.
 */
export function forumServer(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (!route) return json(404, { error: 'Ikke fundet', code: 'NOT_FOUND' });
      const answer = await route(call);
      return Array.isArray(answer) && typeof answer[0] === 'number'
        ? json(answer[0], answer[1])
        : json(200, answer);
    }),
  );
  return calls;
}
