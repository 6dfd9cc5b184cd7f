import { members, PARTICIPANTS, type AccessRow } from '../../test/access/access-table';

/** Chats: one's own list; a chat's lines only for its participants. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/chats', expect: members(200) },
  {
    method: 'GET',
    route: '/api/help/:id/chat',
    call: (scene) => ({ params: { id: scene.accepted.id } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'POST',
    route: '/api/help/:id/chat',
    call: (scene) => ({ params: { id: scene.accepted.id }, body: { message: 'Vi ses' } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'PUT',
    route: '/api/chats/help/:requestId/read',
    call: (scene) => ({
      params: { requestId: scene.accepted.id },
      body: { messageId: scene.accepted.lineId },
    }),
    expect: PARTICIPANTS,
  },
];
