import { describe, expect, it } from 'vitest';
import { callApi } from '../test/test-app';
import { useTestCluster } from '../test/use-test-cluster';
import { registerUser } from '../test/users';

describe('two app instances sharing PostgreSQL and Redis', () => {
  const t = useTestCluster();

  it('share the database: an account registered on A has a session B accepts', async () => {
    const user = await registerUser(t.a, 'tvilling');
    const me = await callApi(t.b, 'GET', '/api/auth/me', user.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'tvilling' });
  });
});
