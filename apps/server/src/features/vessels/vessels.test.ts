import { INSURANCE_FIELDS, VESSEL_LIMITS, VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { createVessel, vesselBody } from '../../test/vessels';

const t = useTestApp({ clock: new Date('2026-06-01T12:00:00Z') });
let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await t.start();
  owner = await registerUser(t, 'ejer', {
    firstName: 'Karen',
    lastName: 'Skipper',
    phone: '20304050',
  });
  other = await registerUser(t, 'anden');
});

describe('a vessel from create to delete', () => {
  it('stores every field of SPEC.md section 3 and answers it to its owner', async () => {
    const created = await t.call('POST', '/api/vessels', owner, vesselBody());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      ...vesselBody({ call_sign: 'OZ1234' }),
      owner_username: 'ejer',
      owner_display_name: 'ejer',
      owner_profile_image: null,
      is_own: true,
      created_at: '2026-06-01T12:00:00.000Z',
    });
    const id = created.json().id;

    const mine = await t.call('GET', '/api/vessels/my/vessels', owner);
    expect(mine.json().vessels.map((v: { id: string }) => v.id)).toEqual([id]);

    t.clock.advance(60_000);
    const changed = await t.call('PUT', `/api/vessels/${id}`, owner, vesselBody({ name: 'Måge' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Måge', updated_at: '2026-06-01T12:01:00.000Z' });

    expect((await t.call('DELETE', `/api/vessels/${id}`, owner)).json()).toEqual({ success: true });
    expect((await t.call('GET', `/api/vessels/${id}`, owner)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/vessels/my/vessels', owner)).json().vessels).toEqual([]);
  });

  it('rewrites a share link to the direct image on the server too', async () => {
    const id = await createVessel(t, owner, {
      vessel_image: 'https://drive.google.com/file/d/abc123/view?usp=sharing',
    });
    expect((await t.call('GET', `/api/vessels/${id}`, owner)).json().vessel_image).toBe(
      'https://drive.google.com/thumbnail?id=abc123&sz=w2000',
    );
  });

  it.each([
    [{ name: '  ' }, VESSEL_MESSAGES.nameRequired],
    [{ vessel_image: 'javascript:alert(1)' }, 'Ugyldigt billede URL'],
    [{ vessel_image: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'Ugyldigt billede URL'],
    [{ mmsi: '12345' }, VESSEL_MESSAGES.mmsiFormat],
    [{ length: 600 }, VESSEL_MESSAGES.lengthRange],
    [{ vessel_type: 'ubåd' }, VESSEL_MESSAGES.typeUnknown],
  ])('refuses %o with a Danish 400 and stores nothing', async (bad, message) => {
    const response = await t.call('POST', '/api/vessels', owner, vesselBody(bad as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION' });
    expect(await t.db.selectFrom('vessels').selectAll().execute()).toEqual([]);
  });

  it(`keeps one owner to ${VESSEL_LIMITS.perOwnerMax} vessels`, async () => {
    for (let i = 0; i < VESSEL_LIMITS.perOwnerMax; i += 1) await createVessel(t, owner);
    const response = await t.call('POST', '/api/vessels', owner, vesselBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: VESSEL_MESSAGES.tooMany, code: 'VESSEL_TOO_MANY' });
  });
});

describe('what others may do and see', () => {
  it('refuses another member changing or deleting it, and changes nothing', async () => {
    const id = await createVessel(t, owner);
    const before = await t.db.selectFrom('vessels').selectAll().execute();
    const put = await t.call('PUT', `/api/vessels/${id}`, other, vesselBody({ name: 'Stjålet' }));
    const del = await t.call('DELETE', `/api/vessels/${id}`, other);
    for (const refused of [put, del]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: VESSEL_MESSAGES.ownerOnly,
        code: 'VESSEL_OWNER_ONLY',
      });
    }
    expect(await t.db.selectFrom('vessels').selectAll().execute()).toEqual(before);
  });

  it('never shows the insurance to anyone but the owner', async () => {
    const id = await createVessel(t, owner);
    const seen = [
      (await t.call('GET', `/api/vessels/${id}`, other)).json(),
      (await t.call('GET', '/api/vessels', other)).json().vessels[0],
      (await t.call('GET', '/api/vessels')).json().vessels[0],
    ];
    for (const vessel of seen) {
      expect(vessel.id).toBe(id);
      expect(vessel.is_own).toBe(false);
      for (const field of INSURANCE_FIELDS) expect(vessel).not.toHaveProperty(field);
      expect(JSON.stringify(vessel)).not.toMatch(/Pantaenius|P-998877/);
    }
    const own = (await t.call('GET', `/api/vessels/${id}`, owner)).json();
    expect(own).toMatchObject({ insurance_company: 'Pantaenius', is_own: true });
  });

  it('names the owner by username only, to members, visitors and the owner alike', async () => {
    const id = await createVessel(t, owner);
    const answers = {
      memberList: (await t.call('GET', '/api/vessels', other)).json().vessels[0],
      memberProfile: (await t.call('GET', `/api/vessels/${id}`, other)).json(),
      memberByMmsi: (await t.call('GET', '/api/vessels?mmsi=219000001', other)).json().vessels[0],
      visitorList: (await t.call('GET', '/api/vessels')).json().vessels[0],
      ownProfile: (await t.call('GET', `/api/vessels/${id}`, owner)).json(),
      ownList: (await t.call('GET', '/api/vessels/my/vessels', owner)).json().vessels[0],
    };
    for (const [seen, vessel] of Object.entries(answers)) {
      expect(vessel, seen).toMatchObject({
        id,
        owner_username: 'ejer',
        owner_display_name: 'ejer',
      });
      // Neither name, nor anything else of the account, anywhere in the answer.
      expect(JSON.stringify(vessel), seen).not.toMatch(/Karen|Skipper|20304050|@example/);
    }
  });

  it('keeps a private vessel 404 to others and out of their lists', async () => {
    const id = await createVessel(t, owner, { public_profile: false, name: 'Hemmelig' });
    const profile = await t.call('GET', `/api/vessels/${id}`, other);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ error: 'Skibet blev ikke fundet', code: 'VESSEL_NOT_FOUND' });
    // Changing it tells no more than reading it.
    expect((await t.call('PUT', `/api/vessels/${id}`, other, vesselBody())).statusCode).toBe(404);
    expect((await t.call('GET', '/api/vessels', other)).json()).toEqual({ vessels: [], total: 0 });
    expect((await t.call('GET', '/api/vessels')).json()).toEqual({ vessels: [], total: 0 });
    // The owner sees it everywhere.
    expect((await t.call('GET', `/api/vessels/${id}`, owner)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/vessels', owner)).json().total).toBe(1);
  });

  it('needs a login for a profile and for the own list, not for the list', async () => {
    const id = await createVessel(t, owner);
    expect((await t.call('GET', `/api/vessels/${id}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/vessels/my/vessels')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/vessels', undefined, vesselBody())).statusCode).toBe(401);
    expect((await t.call('GET', '/api/vessels')).statusCode).toBe(200);
  });
});
