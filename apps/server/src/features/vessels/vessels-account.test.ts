import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { AivdmFramer } from '@havhjaelp/aivdm';
import { DEFAULT_AIS_CLIENT_KEY } from '@havhjaelp/common/ais';
import { LIMITS } from '@havhjaelp/common/limits';
import { describe, expect, it } from 'vitest';
import { aisPlug, aisPlugWith, createAisFeature } from '../ais';
import { replacePlug } from '../../test/replace-plug';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';
import { createVessel } from '../../test/vessels';

const t = useTestApp({ clock: new Date('2026-06-01T12:00:00Z') });

describe('the account hooks', () => {
  it('puts every field of the owner’s vessels, insurance included, in the data export', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    const id = await createVessel(t, owner);
    await createVessel(t, other, { name: 'Fremmed' });
    const data = (await t.call('GET', '/api/auth/export-data', owner)).json();
    expect(data.vessels).toEqual([
      expect.objectContaining({
        id,
        name: 'Havørnen',
        home_port: 'Ærøskøbing',
        insurance_company: 'Pantaenius',
        insurance_policy_number: 'P-998877',
        insurance_expiry_date: '2026-04-30',
      }),
    ]);
  });

  it('deletes the owner’s vessels with the account, and no one else’s', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    await createVessel(t, owner);
    await createVessel(t, owner, { public_profile: false });
    const kept = await createVessel(t, other);
    const gone = await t.call('DELETE', '/api/auth/account', owner, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await t.db.selectFrom('vessels').select(['id', 'user_id']).execute();
    expect(left).toEqual([{ id: kept, user_id: other.id }]);
    expect((await t.call('GET', '/api/vessels')).json().total).toBe(1);
  });
});

describe('vessels meet AIS', () => {
  it('carries the live position of a vessel whose MMSI the ship store sees now', async () => {
    const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
    const ais = createAisFeature({
      // No source: the test hands the pipeline its messages itself.
      source: { kind: 'off', start() {}, stop: async () => {}, state: () => 'off' },
      now: () => clock.now,
      clientKey: DEFAULT_AIS_CLIENT_KEY,
    });
    await t.start({}, { features: replacePlug(aisPlug, aisPlugWith({ ais })) });
    const owner = await registerUser(t, 'ejer');
    const viewer = await registerUser(t, 'anden');
    const seen = await createVessel(t, owner, { mmsi: '219000001' });
    const unseen = await createVessel(t, owner, { mmsi: '219000002' });
    const none = await createVessel(t, owner, { mmsi: '' });
    // As a receiver hears it: a Class A position report in AIVDM.
    const report = { type: 1, mmsi: 219_000_001, lat: 55.7, lon: 12.6, speed: 6.4 } as const;
    for (const line of new AivdmFramer().lines({ ...report, course: 90, heading: 91 })) {
      ais.pipeline.line(line);
    }

    const profile = async (id: string) =>
      (await t.call('GET', `/api/vessels/${id}`, viewer)).json().live;
    expect(await profile(seen)).toEqual({
      lat: 55.7,
      lon: 12.6,
      speed: 6.4,
      course: 90,
      heading: 91,
      last_update: '2026-06-01T12:00:00.000Z',
    });
    expect(await profile(unseen)).toBeNull();
    expect(await profile(none)).toBeNull();
    // The list stays light: no live data in it.
    const listed = (await t.call('GET', '/api/vessels?mmsi=219000001', viewer)).json().vessels;
    expect(listed.map((v: { id: string }) => v.id)).toEqual([seen]);
    expect(listed[0]).not.toHaveProperty('live');

    // Not heard from within the expiry, it is gone, even before the cleanup runs.
    clock.now += LIMITS.aisShipExpiryMs + 1;
    expect(await profile(seen)).toBeNull();
  });
});
