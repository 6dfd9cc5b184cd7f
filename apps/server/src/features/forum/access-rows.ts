import { members, type AccessRow } from '../../test/access/access-table';
import type { LiveRow } from '../../test/access/live-table';

/**
 * The forum (SPEC.md section 6): everything needs a login. In the scene the owner wrote a topic
 * that the helper and then the owner answered, and the admin is the forum's moderator: the owner
 * marks the solution, the helper deletes the helper's reply, and only the moderator pins, locks,
 * hides, and deletes a topic others have answered.
 */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/forum/categories', expect: members(200) },
  {
    method: 'GET',
    route: '/api/forum/categories/:id/topics',
    call: () => ({ params: { id: 'generelt' } }),
    expect: members(200),
  },
  {
    method: 'GET',
    route: '/api/forum/topics/:id',
    // A later page, so the read counts no view and changes nothing.
    call: (scene) => ({
      params: { id: scene.forum.topicId },
      query: { cursor: scene.forum.cursor, limit: '1' },
    }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/forum/topics',
    call: () => ({ body: { category_id: 'generelt', title: 'Nyt emne', content: 'Tekst' } }),
    expect: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/forum/topics/:id',
    call: (scene) => ({ params: { id: scene.forum.topicId } }),
    // The owner wrote it, but the helper answered it.
    expect: { anonymous: 401, other: 403, owner: 409, helper: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/forum/posts',
    call: (scene) => ({ body: { topic_id: scene.forum.topicId, content: 'Et svar' } }),
    expect: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/forum/posts/:id',
    call: (scene) => ({ params: { id: scene.forum.postId } }),
    expect: { anonymous: 401, other: 403, owner: 403, helper: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/forum/like',
    call: (scene) => ({ body: { topic_id: scene.forum.topicId } }),
    expect: members(200),
  },
  {
    method: 'PUT',
    route: '/api/forum/topics/:id/solution',
    call: (scene) => ({
      params: { id: scene.forum.topicId },
      body: { post_id: scene.forum.postId },
    }),
    expect: { anonymous: 401, other: 403, owner: 200, helper: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/api/forum/topics/:id/moderation',
    call: (scene) => ({ params: { id: scene.forum.topicId }, body: { is_locked: true } }),
    expect: { anonymous: 401, other: 403, owner: 403, helper: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/forum/posts/:id/hidden',
    call: (scene) => ({ params: { id: scene.forum.postId }, body: { hidden: true } }),
    expect: { anonymous: 401, other: 403, owner: 403, helper: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/forum/search',
    call: () => ({ query: { q: 'motor' } }),
    expect: members(200),
  },
];

/** Everyone logged in may follow a topic's replies and changes; no client may publish on it. */
export const LIVE_ROWS: readonly LiveRow[] = [
  {
    path: 'forum/topic/{id}',
    fills: 'forum-topic',
    may: { anonymous: 'refused', member: 'subscribe' },
  },
];
