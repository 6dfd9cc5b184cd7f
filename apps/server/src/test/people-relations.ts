import type { FeaturePlug } from '../feature';
import { FEATURES } from '../feature-list';
import { PEOPLE_RELATIONS } from '../features/positions';
import { offer } from '../slots';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/**
 * Friends and blocks as the friends feature keeps them (its tables), offered to the positions
 * feature's slot by a plug of the test's own while the friends feature is not part of the app.
 */
const testRelationsPlug: FeaturePlug = ({ db }) => ({
  name: 'test-relations',
  offers: [
    offer(PEOPLE_RELATIONS, {
      async friendsOf(userId) {
        const rows = await db
          .selectFrom('friendships')
          .select(['user_a', 'user_b'])
          .where((pair) => pair.or([pair('user_a', '=', userId), pair('user_b', '=', userId)]))
          .execute();
        return rows.map((row) => (row.user_a === userId ? row.user_b : row.user_a));
      },
      async blockedWith(userId) {
        const rows = await db
          .selectFrom('user_blocks')
          .select(['blocker_id', 'blocked_id'])
          .where((pair) =>
            pair.or([pair('blocker_id', '=', userId), pair('blocked_id', '=', userId)]),
          )
          .execute();
        return rows.map((row) => (row.blocker_id === userId ? row.blocked_id : row.blocker_id));
      },
    }),
  ],
});

/** The app's features and the test's relations. */
export const WITH_RELATIONS: readonly FeaturePlug[] = [...FEATURES, testRelationsPlug];

/** Makes `a` and `b` friends, as an accepted request leaves them. */
export async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  const [userA, userB] = [a.id, b.id].sort() as [string, string];
  await t.db
    .insertInto('friendships')
    .values({ user_a: userA, user_b: userB, created_at: new Date().toISOString() })
    .execute();
}

/** `blocker` blocks `blocked`. */
export async function block(t: TestApp, blocker: TestUser, blocked: TestUser): Promise<void> {
  await t.db
    .insertInto('user_blocks')
    .values({
      blocker_id: blocker.id,
      blocked_id: blocked.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}
