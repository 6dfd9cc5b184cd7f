import { describe, expect, it } from 'vitest';
import { createHelp, offerHelp, registerUser } from '../../test/users';
import { useTestApp } from '../../test/use-test-app';

describe('accepting a helper while other accepts are in flight', () => {
  const t = useTestApp();

  it('accepts exactly one of five offers accepted at the same moment', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const id = await createHelp(t, owner);
    const offers: string[] = [];
    for (const name of ['en', 'to', 'tre', 'fire', 'fem']) {
      offers.push(await offerHelp(t, id, await registerUser(t, `hjaelper${name}`)));
    }

    const answers = await Promise.all(
      offers.map((offer) => t.call('POST', `/api/help/${id}/accept/${offer}`, owner)),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const chosen = answers.find((answer) => answer.statusCode === 200)?.json().helperId;
    const responses = (await t.call('GET', `/api/help/${id}/responses`, owner)).json().responses;
    const accepted = responses.filter((r: { status: string }) => r.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0].userId).toBe(chosen);
    expect((await t.call('GET', `/api/help/${id}`, owner)).json()).toMatchObject({
      status: 'accepted',
      helperId: chosen,
    });
  });
});
