import { forumContract } from '@havhjaelp/common/contracts/forum';
import type { Db } from '../../db/database';
import type { Feature, FeaturePlug } from '../../feature';
import { forumExport } from './export';
import * as repo from './repository';
import { forumRoutes } from './routes';
import type { ForumDeps } from './service';

/**
 * Makes the user a forum moderator (pins, locks, hides and deletes) or takes the role back: the
 * operator's `npm run admin -- moderator grant|revoke <username>`, and the tests'.
 */
export async function setForumModerator(db: Db, userId: string, moderator: boolean) {
  await repo.setModerator(db, userId, moderator, new Date().toISOString());
}

/**
 * The forum (SPEC.md section 7 "Forum"): categories, topics and replies with their counts, likes,
 * views, the solution, moderation, and the search over it all. New replies reach everyone viewing
 * the topic and the topic's author live.
 */
export function forumFeature(deps: ForumDeps): Feature {
  return {
    name: 'forum',
    contract: forumContract,
    routes: (app) => forumRoutes(app, deps),
    account: {
      // The user's topics and replies stay, with no author; likes, views and the role go.
      async onDelete(trx, user) {
        await repo.holdAccountDeletion(trx, user.id);
        await repo.forgetUser(trx, user.id);
        return undefined;
      },
      export: (db, userId) => forumExport(db, userId),
    },
  };
}

export const forumPlug: FeaturePlug = ({ db, now, live }) => forumFeature({ db, now, live });
