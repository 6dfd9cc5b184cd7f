import { passkeysContract } from '@havhjaelp/common/contracts/passkeys';
import type { Feature, FeaturePlug } from '../../feature';
import * as repo from './repository';
import { passkeysRoutes } from './routes';
import { relyingPartyOf } from './rules';
import type { PasskeysDeps } from './service';

const PRUNE_CHALLENGES_MS = 10 * 60 * 1000;

/**
 * Passkeys (SPEC.md sections 2 to 8): registering and managing an account's WebAuthn
 * credentials, and logging in with one, by e-mail or discoverable. A login ends in auth's own
 * session start (`loginByProof`), so it is a login as any other.
 */
export function passkeysFeature(deps: PasskeysDeps): Feature {
  return {
    name: 'passkeys',
    contract: passkeysContract,
    routes: (app) => passkeysRoutes(app, deps),
    account: {
      async onDelete(trx, user) {
        await repo.deleteUserPasskeys(trx, user.id);
        return undefined;
      },
      // What each passkey is and when it was used; never its key or its credential id.
      export: async (db, userId) => ({
        passkeys: (await repo.passkeysOf(db, userId)).map((row) => ({
          device_name: row.device_name,
          device_type: row.device_type,
          created_at: row.created_at,
          last_used_at: row.last_used_at,
        })),
      }),
    },
    jobs: [
      {
        // Challenges nobody answered within their five minutes.
        name: 'passkey-challenges',
        everyMs: PRUNE_CHALLENGES_MS,
        run: () => repo.pruneChallenges(deps.db, deps.now().toISOString()),
      },
    ],
  };
}

export const passkeysPlug: FeaturePlug = ({ db, now, log, config }) =>
  passkeysFeature({ db, now, log, rp: relyingPartyOf(config.publicUrl) });
