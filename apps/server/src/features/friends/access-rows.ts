import {
  members,
  PARTICIPANTS,
  type AccessRow,
  type Role,
  type Scene,
} from '../../test/access/access-table';

/**
 * Friends (SPEC.md section 2): everything needs a login and acts on the caller's own relations.
 * In the scene the owner and the helper are friends (with one direct message), the other user's
 * request to the owner waits, and the admin has blocked the other user. Most rows aim at the
 * owner; a direct chat is named by each friend after the other.
 */
const friendOfOwner = (scene: Scene, as: Role) =>
  as === 'owner' ? scene.users.helper.id : scene.users.owner.id;

export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/friends', expect: members(200) },
  { method: 'GET', route: '/api/friends/requests', expect: members(200) },
  {
    method: 'GET',
    route: '/api/friends/directory',
    call: () => ({ query: { limit: '10' } }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/friends/search',
    call: () => ({ body: { query: 'ej' } }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/friends/request',
    call: (scene) => ({ body: { receiverId: scene.users.owner.id } }),
    // The other's request waits already, the helper is a friend, the owner is oneself.
    expect: { anonymous: 401, other: 409, owner: 400, helper: 409, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/friends/accept/:id',
    call: (scene) => ({ params: { id: scene.friends.requestId } }),
    // Only the receiver; the sender is told so, anyone else finds no such request.
    expect: { anonymous: 401, other: 403, owner: 200, helper: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/friends/reject/:id',
    call: (scene) => ({ params: { id: scene.friends.requestId } }),
    // The receiver rejects, the sender cancels.
    expect: { anonymous: 401, other: 200, owner: 200, helper: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/friends/:friendId',
    call: (scene) => ({ params: { friendId: scene.users.owner.id } }),
    expect: { anonymous: 401, other: 404, owner: 404, helper: 200, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/friends/block',
    call: (scene) => ({ body: { userId: scene.users.owner.id } }),
    expect: { anonymous: 401, other: 200, owner: 400, helper: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/friends/block/:userId',
    call: (scene) => ({ params: { userId: scene.users.other.id } }),
    expect: { anonymous: 401, other: 404, owner: 404, helper: 404, admin: 200 },
  },
  { method: 'GET', route: '/api/friends/blocked', expect: members(200) },
  {
    method: 'GET',
    route: '/api/friends/messages/:id',
    call: (scene, as) => ({ params: { id: friendOfOwner(scene, as) } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'POST',
    route: '/api/friends/messages/:id',
    call: (scene, as) => ({ params: { id: friendOfOwner(scene, as) }, body: { message: 'Hej' } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'PUT',
    route: '/api/chats/direct/:requestId/read',
    call: (scene, as) => ({
      params: { requestId: friendOfOwner(scene, as) },
      body: { messageId: scene.friends.directLineId },
    }),
    expect: PARTICIPANTS,
  },
];
