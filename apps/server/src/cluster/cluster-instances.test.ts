import { liveTopics } from '@havhjaelp/common/live';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { callApi } from '../test/test-app';
import { useTestCluster, type TestInstance } from '../test/use-test-cluster';
import { acceptedHelp, createHelp, registerUser } from '../test/users';

const topics = liveTopics('havhjaelp');
// One clock for both instances, still: the password slowdown's waits do not run out mid-test.
const NOW = new Date('2026-11-21T12:00:00.000Z');

function loginFrom(instance: TestInstance, address: string, login: string, password: string) {
  return instance.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
    remoteAddress: address,
  });
}

describe('two app instances sharing PostgreSQL and Redis', () => {
  const t = useTestCluster({ deps: () => ({ now: () => NOW }) });

  it('share the database: an account registered on A has a session B accepts', async () => {
    const user = await registerUser(t.a, 'tvilling');
    const me = await callApi(t.b, 'GET', '/api/auth/me', user.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'tvilling' });
  });

  it('a request created through A reaches a live subscriber on B', async () => {
    const owner = await registerUser(t.a, 'ejer_a', { boatName: 'Havørnen' });
    const onB = await t.live(t.b, undefined, topics.helpNew);
    const id = await createHelp(t.a, owner);
    const message = await onB.waitFor((m) => m.event.data.id === id, 5_000);
    expect(message.event).toMatchObject({
      action: 'new_help_request',
      data: { id, vesselName: 'Havørnen', status: 'active' },
    });
  });

  it('a chat line posted on B reaches the owner subscribed on A', async () => {
    const owner = await registerUser(t.a, 'ejer_chat');
    const helper = await registerUser(t.b, 'hjaelper_chat');
    const id = await acceptedHelp(t.a, owner, helper);
    const ownerOnA = await t.live(t.a, owner, topics.helpChat(id));
    const posted = await callApi(t.b, 'POST', `/api/help/${id}/chat`, helper.token, {
      message: 'Vi er der om ti minutter',
    });
    expect(posted.statusCode).toBe(200);
    const line = await ownerOnA.waitFor((m) => m.event.action === 'chat_message', 5_000);
    expect(line.event.data).toMatchObject({ message: 'Vi er der om ti minutter' });
  });

  it('count a client address’s logins together: the 11th in a minute is refused on either', async () => {
    const address = '10.200.0.1';
    // A new name each time, so the per-account slowdown does not answer first.
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? t.a : t.b;
      expect((await loginFrom(instance, address, `ukendt${i}`, 'Forkert-kode!')).statusCode).toBe(
        401,
      );
    }
    for (const instance of [t.a, t.b]) {
      const limited = await loginFrom(instance, address, 'ukendt_sidste', 'Forkert-kode!');
      expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    }
  });

  it('share the per-account password slowdown: guesses on A and B add up', async () => {
    const user = await registerUser(t.a, 'gaettet');
    const guesser = '10.200.0.2';
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? t.a : t.b;
      const guess = await loginFrom(instance, guesser, user.username, `Forkert-kode-${i}!`);
      expect(guess.statusCode).toBe(401);
    }
    // The sixth try waits, even with the right password, on whichever instance it lands.
    for (const instance of [t.a, t.b]) {
      const waiting = await loginFrom(instance, guesser, user.username, ACCOUNT_PASSWORD);
      expect([waiting.statusCode, waiting.json().code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    }
  });

  it('show a status change made on A in B’s help list at once, though B had the list cached', async () => {
    const owner = await registerUser(t.a, 'ejer_liste');
    const id = await createHelp(t.a, owner);
    // Over a real connection, as a browser's next read would reach B through a balancer.
    const statusOnB = async () => {
      const list = (await (await fetch(`${t.b.url}/api/help`)).json()) as {
        requests: { id: string; status: string }[];
      };
      return list.requests.find((request) => request.id === id)?.status;
    };
    expect(await statusOnB()).toBe('active');
    expect(await statusOnB()).toBe('active');
    const changed = await callApi(t.a, 'PUT', `/api/help/${id}`, owner.token, {
      status: 'cancelled',
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOnB()).toBe('cancelled');
  });

  it('close a user’s live connection on B when the user logs out on A', async () => {
    const user = await registerUser(t.a, 'logger_ud');
    const onB = await t.live(t.b, user, topics.userMessages(user.id));
    const loggedOut = await callApi(t.a, 'POST', '/api/auth/logout', user.token, {});
    expect(loggedOut.statusCode).toBe(200);
    await onB.waitForClose(5_000);
  });
});
