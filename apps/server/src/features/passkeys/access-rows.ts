import {
  actor,
  everyone,
  members,
  type AccessRow,
  type Role,
  type Scene,
} from '../../test/access/access-table';

/** Only the owner reaches the owner's passkey; to anyone else it does not exist. */
const OWNERS_PASSKEY = { anonymous: 401, other: 404, owner: 200, helper: 404, admin: 404 } as const;
const ownersPasskey = (scene: Scene) => ({ id: scene.passkeys.ownerPasskeyId });

/**
 * Passkeys: a member manages their own; the login's steps are public, the authority being the
 * e-mail's account (answered alike when it has none) and the passkey's signature.
 */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'POST', route: '/api/passkey/register/options', expect: members(200) },
  {
    method: 'POST',
    route: '/api/passkey/register/verify',
    call: async (scene, as: Role) => ({
      body: await scene.passkeys.registration(actor(scene, as)),
    }),
    expect: members(200),
  },
  { method: 'GET', route: '/api/passkey/list', expect: members(200) },
  {
    method: 'PUT',
    route: '/api/passkey/:id',
    call: (scene) => ({ params: ownersPasskey(scene), body: { deviceName: 'Ny' } }),
    expect: OWNERS_PASSKEY,
  },
  {
    method: 'DELETE',
    route: '/api/passkey/:id',
    call: (scene) => ({ params: ownersPasskey(scene) }),
    expect: OWNERS_PASSKEY,
  },
  {
    method: 'POST',
    route: '/api/passkey/list-by-email',
    call: (scene) => ({ body: { email: scene.users.owner.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/passkey/login/options',
    call: (scene) => ({ body: { email: scene.users.owner.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/passkey/login/verify',
    call: async (scene) => ({ body: await scene.passkeys.login() }),
    expect: everyone(200),
  },
];
