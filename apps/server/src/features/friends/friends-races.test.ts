import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestFriend } from '../../test/friends';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

/**
 * Changes of one pair sent at the same moment (on PostgreSQL they truly run side by side): every
 * answer is a clear one, never a 5xx, and what is stored afterwards is one consistent relation.
 */
describe('changes of one pair at the same moment', () => {
  const t = useTestApp();
  const { call } = t;
  let count = 0;

  beforeAll(async () => {
    await t.start();
  });

  /** `n` pairs of new users. */
  const pairs = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const pair = (count += 1);
        return [
          await registerUser(t, `venstre${pair}`),
          await registerUser(t, `hoejre${pair}`),
        ] as const;
      }),
    );
  const ask = (from: TestUser, to: TestUser) =>
    call('POST', '/api/friends/request', from, { receiverId: to.id });

  /** Where the pair stands, read from both sides. */
  async function stored(a: TestUser, b: TestUser) {
    const friendIds = async (user: TestUser) =>
      (await call('GET', '/api/friends', user))
        .json()
        .friends.map((f: { friend_id: string }) => f.friend_id);
    const requests = async (user: TestUser) => {
      const { received, sent } = (await call('GET', '/api/friends/requests', user)).json();
      return received.length + sent.length;
    };
    const [aFriends, bFriends] = [await friendIds(a), await friendIds(b)];
    expect(aFriends.includes(b.id)).toBe(bFriends.includes(a.id));
    const blocked = (await call('GET', '/api/friends/blocked', a)).json().blocked.length;
    return { friends: aFriends.includes(b.id), requests: await requests(a), blocked };
  }

  it('two requests crossing make one friendship: one is sent, the other befriends', async () => {
    for (const [a, b] of await pairs(4)) {
      const answers = await Promise.all([ask(a, b), ask(b, a)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json().relation.state).sort()).toEqual(['friend', 'sent']);
      expect(await stored(a, b)).toEqual({ friends: true, requests: 0, blocked: 0 });
    }
  });

  it('the same request five times at once is sent once', async () => {
    const [[a, b]] = (await pairs(1)) as [[TestUser, TestUser]];
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(a, b)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stored(a, b)).toEqual({ friends: false, requests: 1, blocked: 0 });
  });

  it('an accept and a cancel of one request: exactly one applies, and the pair agrees', async () => {
    for (const [a, b] of await pairs(4)) {
      const id = await requestFriend(t, a, b);
      const [accept, cancel] = await Promise.all([
        call('POST', `/api/friends/accept/${id}`, b),
        call('POST', `/api/friends/reject/${id}`, a),
      ]);
      expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 404]);
      const loser = accept.statusCode === 200 ? cancel : accept;
      expect(loser.json().code).toBe('FRIEND_REQUEST_NOT_FOUND');
      expect(await stored(a, b)).toEqual({
        friends: accept.statusCode === 200,
        requests: 0,
        blocked: 0,
      });
    }
  });

  it('a block during an accept leaves the pair blocked and not friends', async () => {
    for (const [a, b] of await pairs(4)) {
      const id = await requestFriend(t, a, b);
      const [accept, block] = await Promise.all([
        call('POST', `/api/friends/accept/${id}`, b),
        call('POST', '/api/friends/block', a, { userId: b.id }),
      ]);
      expect(block.statusCode).toBe(200);
      expect([200, 404]).toContain(accept.statusCode);
      expect(await stored(a, b)).toEqual({ friends: false, requests: 0, blocked: 1 });
    }
  });

  it('requests to an account while it is deleted are answered, and none outlives it', async () => {
    const [[gone, ...askers]] = [
      await Promise.all(
        ['forsvinder', 'spoerger1', 'spoerger2', 'spoerger3'].map((n) => registerUser(t, n)),
      ),
    ] as [[TestUser, ...TestUser[]]];
    let deleted = false;
    const deletion = call('DELETE', '/api/auth/account', gone, {
      confirmPassword: ACCOUNT_PASSWORD,
    }).finally(() => {
      deleted = true;
    });
    const statuses = new Set<number>();
    // Ask and take back until the deletion is done, so a request is being written throughout.
    while (!deleted) {
      await Promise.all(
        askers.map(async (asker) => {
          const asked = await ask(asker, gone);
          statuses.add(asked.statusCode);
          if (asked.statusCode !== 200) return;
          const taken = await call(
            'POST',
            `/api/friends/reject/${asked.json().relation.requestId}`,
            asker,
          );
          statuses.add(taken.statusCode);
        }),
      );
    }
    expect((await deletion).statusCode).toBe(200);
    expect([...statuses].filter((status) => status !== 200 && status !== 404)).toEqual([]);
    const left = await t.db
      .selectFrom('friend_requests')
      .select('id')
      .where((eb) => eb.or([eb('sender_id', '=', gone.id), eb('receiver_id', '=', gone.id)]))
      .execute();
    expect(left).toEqual([]);
    for (const asker of askers) {
      expect((await ask(asker, gone)).json().code).toBe('FRIEND_USER_NOT_FOUND');
    }
  });
});
