import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPasskey,
  authenticatorFor,
  loginOptionsFor,
  newAddress,
  postFrom,
} from '../../test/passkeys';
import { useTestApp } from '../../test/use-test-app';
import { expectOk, registerUser } from '../../test/users';

/**
 * The same answer sent twice at the same moment (on PostgreSQL the two truly run side by side):
 * one spends the challenge, the other gets a clear refusal, never a 5xx or a second session.
 */
describe('passkey ceremonies at the same moment', () => {
  const t = useTestApp();
  let count = 0;

  beforeAll(async () => {
    await t.start();
  });

  const person = () => registerUser(t, `samtidig${(count += 1)}`);

  it('verifies one registration answer once, however many times it is sent at once', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await person();
      const options = await expectOk(
        'options',
        await t.call('POST', '/api/passkey/register/options', user),
      );
      const credential = authenticatorFor(t).register(options);
      const answers = await Promise.all(
        [1, 2].map(() =>
          t.call('POST', '/api/passkey/register/verify', user, {
            credential,
            deviceName: 'Desktop',
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((r) => r.statusCode === 400)!.json().code).toBe('PASSKEY_CHALLENGE_GONE');
      expect((await t.call('GET', '/api/passkey/list', user)).json().passkeys).toHaveLength(1);
    }
  });

  it('logs in once with one login answer sent twice at once', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await person();
      const phone = authenticatorFor(t);
      await addPasskey(t, user, phone);
      const options = await loginOptionsFor(t, { email: user.email });
      const credential = phone.login(options);
      const answers = await Promise.all(
        [newAddress(), newAddress()].map((address) =>
          postFrom(t, address, '/api/passkey/login/verify', { credential }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((r) => r.statusCode === 400)!.json().code).toBe('PASSKEY_CHALLENGE_GONE');
      const history = await t.db
        .selectFrom('login_history')
        .select('success')
        .where('user_id', '=', user.id)
        .execute();
      expect(history).toEqual([{ success: 1 }]);
    }
  });

  it('records one counter when two logins with one passkey meet', async () => {
    const user = await person();
    const phone = authenticatorFor(t);
    await addPasskey(t, user, phone);
    // Two ceremonies signed one after the other (counters 1 and 2), verified at the same moment.
    const credentials = [];
    for (let i = 0; i < 2; i++) credentials.push(phone.login(await loginOptionsFor(t, {})));
    const answers = await Promise.all(
      credentials.map((credential) =>
        postFrom(t, newAddress(), '/api/passkey/login/verify', { credential }),
      ),
    );
    for (const answer of answers) {
      expect([200, 400], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().code).toBe('PASSKEY_VERIFICATION_FAILED');
    }
    const accepted = [1, 2].filter((_, i) => answers[i]!.statusCode === 200);
    expect(accepted.length).toBeGreaterThan(0);
    const { counter } = await t.db
      .selectFrom('passkeys')
      .select('counter')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(counter).toBe(Math.max(...accepted));
  });
});
