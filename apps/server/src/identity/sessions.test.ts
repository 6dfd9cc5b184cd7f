import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { registerUser } from '../test/users';
import { createIdentity } from './sessions';

describe('the identity', () => {
  const t = useTestApp();

  it('tells the member behind a live session, without the password hash', async () => {
    await t.start();
    const user = await registerUser(t, 'identitet');
    const identity = createIdentity(t.db, () => t.clock.now());
    const member = await identity.memberForToken(user.token);
    expect(member).toMatchObject({ id: user.id, username: user.username });
    expect(member).not.toHaveProperty('password_hash');
  });

  it('knows nobody behind an unknown or ended session', async () => {
    await t.start();
    const user = await registerUser(t, 'udlogget');
    const identity = createIdentity(t.db, () => t.clock.now());
    expect(await identity.memberForToken('x'.repeat(43))).toBeUndefined();
    const out = await t.call('POST', '/api/auth/logout', user);
    expect(out.statusCode, out.body).toBe(200);
    expect(await identity.memberForToken(user.token)).toBeUndefined();
  });
});
