import { describe, expect, it } from 'vitest';
import { helpBody, registerUser } from '../test/users';
import { useTestApp } from '../test/use-test-app';

const NUL_ANSWER = {
  error: 'Forespørgslen indeholder et ugyldigt tegn (NUL)',
  code: 'NUL_CHARACTER',
};

describe('a NUL character in a request', () => {
  const t = useTestApp();

  it('is refused with the same 400 on either database, wherever it hides', async () => {
    await t.start();
    const user = await registerUser(t, 'nulproeve');
    const call = helpBody({ description: 'Motoren er gået i stå' });
    const refused = [
      await t.call('GET', '/api/help/%00', user),
      await t.call('GET', '/api/help/ended?before=2026-01-01%00', user),
      await t.call('POST', '/api/help', user, { ...call, description: 'Motor\u0000stop' }),
      await t.call('POST', '/api/help', user, {
        ...call,
        position: { ...call.position, 'lng\u0000': 1 },
      }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(NUL_ANSWER);
    }
    expect((await t.call('GET', '/api/help')).json().count).toBe(0);
    expect((await t.call('POST', '/api/help', user, call)).statusCode).toBe(200);
  });
});
