import type { LiveRow } from '../../test/access/live-table';
import { endedCursor } from '@havhjaelp/common/help';
import {
  everyone,
  members,
  PARTICIPANTS,
  OWNER,
  type AccessRow,
} from '../../test/access/access-table';
import { helpBody } from '../../test/users';

/** Help: the list is public (members see more); a request's details and offers need a login. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/help', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/help/ended',
    call: () => ({
      query: { before: endedCursor({ timestamp: '2100-01-01T00:00:00.000Z', id: 'z' }) },
    }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/help/testimonials', expect: everyone(200) },
  // Each member their own; nobody else's can be asked for.
  { method: 'GET', route: '/api/help/me/response-time', expect: members(200) },
  { method: 'POST', route: '/api/help', call: () => ({ body: helpBody() }), expect: members(200) },
  {
    method: 'GET',
    route: '/api/help/:id',
    call: (scene) => ({ params: { id: scene.accepted.id } }),
    expect: members(200),
  },
  {
    method: 'PUT',
    route: '/api/help/:id',
    // Each participant with the move its role may make; anyone else tries the owner's.
    call: (scene, as) => ({
      params: { id: scene.accepted.id },
      body: { status: as === 'helper' ? 'on_way' : 'resolved' },
    }),
    expect: PARTICIPANTS,
  },
  {
    method: 'POST',
    route: '/api/help/:id/respond',
    call: (scene) => ({
      params: { id: scene.offered.id },
      body: { message: 'Jeg kan komme', estimatedArrival: '20 min' },
    }),
    // Not on one's own request, and once per helper.
    expect: { anonymous: 401, other: 200, owner: 400, helper: 409, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/help/:id/responses',
    // Every member may ask; only the owner sees other people's offers.
    call: (scene) => ({ params: { id: scene.offered.id } }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/help/:id/accept/:responseId',
    call: (scene) => ({ params: { id: scene.offered.id, responseId: scene.offered.offerId } }),
    expect: OWNER,
  },
  {
    method: 'POST',
    route: '/api/help/:id/close',
    call: (scene) => ({ params: { id: scene.accepted.id }, body: {} }),
    expect: OWNER,
  },
];

/** Who may follow help's live topics; no client may publish on any of them. */
export const LIVE_ROWS: readonly LiveRow[] = [
  { path: 'help/new', fills: 'nothing', may: { anonymous: 'subscribe', member: 'subscribe' } },
  { path: 'help/update', fills: 'nothing', may: { anonymous: 'subscribe', member: 'subscribe' } },
  { path: 'help/response', fills: 'nothing', may: { anonymous: 'refused', member: 'subscribe' } },
  {
    path: 'help/{id}/chat',
    fills: 'chat',
    may: { anonymous: 'refused', member: 'refused', participant: 'subscribe' },
  },
];
