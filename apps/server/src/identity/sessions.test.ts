import { describe, expect, it } from 'vitest';
import { localBus } from '../cluster/bus';
import { useTestApp } from '../test/use-test-app';
import { registerUser } from '../test/users';
import { createIdentity } from './sessions';
import { hashToken } from './session-tokens';

describe('the identity', () => {
  const t = useTestApp();

  it('tells the member behind a live session, without the password hash', async () => {
    await t.start();
    const user = await registerUser(t, 'identitet');
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus());
    const member = await identity.memberForToken(user.token);
    expect(member).toMatchObject({ id: user.id, username: user.username });
    expect(member).not.toHaveProperty('password_hash');
  });

  it('knows nobody behind an unknown or ended session', async () => {
    await t.start();
    const user = await registerUser(t, 'udlogget');
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus());
    expect(await identity.memberForToken('x'.repeat(43))).toBeUndefined();
    const out = await t.call('POST', '/api/auth/logout', user);
    expect(out.statusCode, out.body).toBe(200);
    expect(await identity.memberForToken(user.token)).toBeUndefined();
  });

  it('answers a known session from memory for its lifetime, and asks again after it', async () => {
    await t.start();
    const user = await registerUser(t, 'husket');
    const lifetimeMs = 300;
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus(), {
      maxSessions: 10,
      lifetimeMs,
    });
    expect(await identity.memberForToken(user.token)).toMatchObject({ id: user.id });
    // Ended behind the app's back, as nothing in it ever does: only the lifetime ends the copy.
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect(await identity.memberForToken(user.token)).toMatchObject({ id: user.id });
    await new Promise((resolve) => setTimeout(resolve, lifetimeMs + 50));
    expect(await identity.memberForToken(user.token)).toBeUndefined();
  });

  it('drops every kept session of a user it is told to forget, and only theirs', async () => {
    await t.start();
    const user = await registerUser(t, 'glemt');
    const other = await registerUser(t, 'husket2');
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus());
    await identity.memberForToken(user.token);
    await identity.memberForToken(other.token);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('token_hash', 'in', [hashToken(user.token), hashToken(other.token)])
      .execute();
    await identity.forget(user.id);
    expect(await identity.memberForToken(user.token)).toBeUndefined();
    expect(await identity.memberForToken(other.token)).toMatchObject({ id: other.id });
  });

  it('keeps no more sessions than its bound', async () => {
    await t.start();
    const users = [
      await registerUser(t, 'foerste'),
      await registerUser(t, 'anden'),
      await registerUser(t, 'tredje'),
    ];
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus(), {
      maxSessions: 2,
      lifetimeMs: 60_000,
    });
    for (const user of users) await identity.memberForToken(user.token);
    await t.db.updateTable('sessions').set({ revoked_at: t.clock.now().toISOString() }).execute();
    // The least recently used went when the third came, so it is read again and found ended.
    expect(await identity.memberForToken(users[0]!.token)).toBeUndefined();
    expect(await identity.memberForToken(users[2]!.token)).toMatchObject({ id: users[2]!.id });
  });

  it('ends a kept session at its expiry', async () => {
    await t.start();
    const user = await registerUser(t, 'udloebet');
    const identity = await createIdentity(t.db, () => t.clock.now(), localBus());
    expect(await identity.memberForToken(user.token)).toMatchObject({ id: user.id });
    const { expires_at } = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(user.token))
      .executeTakeFirstOrThrow();
    t.clock.set(new Date(Date.parse(expires_at) + 1000));
    expect(await identity.memberForToken(user.token)).toBeUndefined();
  });
});
