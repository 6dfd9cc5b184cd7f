import { randomUUID } from 'node:crypto';
import { LIMITS } from '@havhjaelp/common/limits';
import { fetchPost, registerAccount } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { useTestCluster, type TestInstance } from '../../test/use-test-cluster';
import { helpBody } from '../../test/users';

/** Each round makes one call; the owner may make this many an hour. */
const ROUNDS = LIMITS.posting.callsPerHour;
const SENDS_PER_INSTANCE = 3;

/**
 * A call that waited for coverage may be sent by the page and by its service worker at once, and
 * a balancer may hand the two sends to two instances: they share PostgreSQL, and one call is made.
 */
describe('a call sent with one client key to two instances at once', () => {
  const two = useTestCluster();

  function send(instance: TestInstance, token: string, clientKey: string) {
    return fetch(`${instance.url}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...helpBody(), clientKey }),
    });
  }

  it(`makes one call, answered to every send, ${ROUNDS} rounds`, async () => {
    const owner = await registerAccount(fetchPost(two.a.url));
    for (let round = 0; round < ROUNDS; round++) {
      const key = randomUUID();
      const sends = [two.a, two.b].flatMap((instance) =>
        Array.from({ length: SENDS_PER_INSTANCE }, () => send(instance, owner.token, key)),
      );
      const answers = await Promise.all(
        sends.map(async (sent) => {
          const answer = await sent;
          return { status: answer.status, body: await answer.text() };
        }),
      );
      for (const answer of answers) expect(answer.status, answer.body).toBe(200);
      const ids = new Set(answers.map((answer) => (JSON.parse(answer.body) as { id: string }).id));
      expect(ids.size, `round ${round}`).toBe(1);
      const rows = await two.cluster.db
        .selectFrom('help_requests')
        .select('id')
        .where('client_key', '=', key)
        .execute();
      expect(rows.map((row) => row.id)).toEqual([...ids]);
      // Ended, so the next round's call is not held back by the open calls' limit.
      const cancelled = await fetch(`${two.b.url}/api/help/${rows[0]!.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ status: 'cancelled' }),
      });
      expect(cancelled.status).toBe(200);
    }
  });
});
