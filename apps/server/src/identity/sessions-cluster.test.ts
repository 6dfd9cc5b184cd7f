import {
  ACCOUNT_PASSWORD,
  fetchPost,
  registerAccount,
  type Account,
} from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { useTestCluster, type TestInstance } from '../test/use-test-cluster';

/**
 * Each instance keeps the sessions it has seen, so it need not read the database per request;
 * a session ended on one instance is refused on both right after the ending request answered.
 */
describe('kept sessions across two instances', () => {
  const two = useTestCluster();

  function call(
    instance: TestInstance,
    method: string,
    path: string,
    token: string,
    body?: object,
  ) {
    return fetch(`${instance.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  /** A fresh account whose session both instances have answered, so both keep it. */
  async function knownOnBoth(): Promise<Account> {
    const user = await registerAccount(fetchPost(two.a.url));
    for (const instance of [two.a, two.b]) {
      expect((await call(instance, 'GET', '/api/auth/me', user.token)).status).toBe(200);
    }
    return user;
  }

  async function refusedOnBoth(token: string) {
    for (const instance of [two.a, two.b]) {
      const me = await call(instance, 'GET', '/api/auth/me', token);
      expect(me.status, `instance ${instance.name}`).toBe(401);
    }
  }

  it('refuses a session on every instance right after its logout', async () => {
    const user = await knownOnBoth();
    const out = await call(two.a, 'POST', '/api/auth/logout', user.token);
    expect(out.status).toBe(200);
    await refusedOnBoth(user.token);
  });

  it('refuses the other sessions on every instance right after a new password', async () => {
    const user = await knownOnBoth();
    const login = await fetch(`${two.b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: user.username, password: ACCOUNT_PASSWORD }),
    });
    const { token: second } = (await login.json()) as { token: string };
    for (const instance of [two.a, two.b]) {
      expect((await call(instance, 'GET', '/api/auth/me', second)).status).toBe(200);
    }
    const changed = await call(two.b, 'POST', '/api/auth/change-password', second, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: 'Nyt-Sejl-2025!',
    });
    expect(changed.status, await changed.text()).toBe(200);
    await refusedOnBoth(user.token);
    // The session that changed it goes on, with the new password's time on both.
    for (const instance of [two.a, two.b]) {
      expect((await call(instance, 'GET', '/api/auth/me', second)).status).toBe(200);
    }
  });

  it('refuses every session on every instance right after the account is deleted', async () => {
    const user = await knownOnBoth();
    const gone = await call(two.b, 'DELETE', '/api/auth/account', user.token, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(gone.status, await gone.text()).toBe(200);
    await refusedOnBoth(user.token);
  });

  it('shows a changed profile on every instance right after the change', async () => {
    const user = await knownOnBoth();
    const changed = await call(two.a, 'PUT', '/api/auth/profile', user.token, {
      boatName: 'Nyt Navn',
    });
    expect(changed.status, await changed.text()).toBe(200);
    for (const instance of [two.a, two.b]) {
      const profile = await call(instance, 'GET', '/api/auth/profile', user.token);
      expect(await profile.json(), `instance ${instance.name}`).toMatchObject({
        profile: { boat_name: 'Nyt Navn' },
      });
    }
  });
});
