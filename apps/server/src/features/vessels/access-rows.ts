import { vesselBody } from '../../test/vessels';
import { everyone, type AccessRow } from '../../test/access/access-table';
import { imageKey } from './images';

const members = { anonymous: 401, other: 200, owner: 200, helper: 200, admin: 200 } as const;
const ownerOnly = { anonymous: 401, other: 403, owner: 200, helper: 403, admin: 403 } as const;

/**
 * Vessels (SPEC.md section 6): the list is open to all (the screen locks it for visitors), a
 * profile needs a login, and only the owner changes a vessel. The scene's owner has a public and
 * a private vessel; the private one is as unknown to others as a missing one. A picture is for
 * whoever holds its address (made from the link, which only those who see the vessel get); the
 * test app fetches nothing from the internet, so the seeded link's picture is refused (422) to all,
 * after the route found the vessel and its link, while a preview needs a login first.
 */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'GET',
    route: '/api/vessels',
    call: () => ({ query: { search: 'aero', limit: '5' } }),
    expect: { ...members, anonymous: 200 },
  },
  { method: 'GET', route: '/api/vessels/my/vessels', expect: members },
  {
    method: 'GET',
    route: '/api/vessels/:id',
    call: (scene) => ({ params: { id: scene.vessels.private } }),
    expect: { anonymous: 401, other: 404, owner: 200, helper: 404, admin: 404 },
  },
  { method: 'POST', route: '/api/vessels', call: () => ({ body: vesselBody() }), expect: members },
  {
    method: 'PUT',
    route: '/api/vessels/:id',
    call: (scene) => ({ params: { id: scene.vessels.public }, body: vesselBody({ name: 'Ny' }) }),
    expect: ownerOnly,
  },
  {
    method: 'GET',
    route: '/img/vessels/:id/:key',
    call: (scene) => ({
      params: { id: scene.vessels.private, key: imageKey(vesselBody().vessel_image!) },
    }),
    expect: everyone(422),
  },
  {
    method: 'GET',
    route: '/api/vessels/image-preview',
    call: () => ({ query: { url: 'https://billeder.example.dk/baad.jpg' } }),
    expect: { anonymous: 401, other: 422, owner: 422, helper: 422, admin: 422 },
  },
  {
    method: 'DELETE',
    route: '/api/vessels/:id',
    call: (scene) => ({ params: { id: scene.vessels.public } }),
    expect: ownerOnly,
  },
];
