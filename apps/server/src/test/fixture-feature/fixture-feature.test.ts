import { fileURLToPath } from 'node:url';
import { composeContracts } from '@havhjaelp/common/contract';
import { errorMessageFor } from '@havhjaelp/common/error-tables';
import { FEATURE_CONTRACTS } from '@havhjaelp/common/features';
import { fixtureContract } from '@havhjaelp/testing/fixture-contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FEATURES } from '../../feature-list';
import {
  accessTable,
  featureRows,
  NOT_API_ROUTES,
  tableGaps,
  type AccessRow,
} from '../access/access-table';
import { routesOf, topicRulesOf } from '../access/recorders';
import { useTestApp } from '../use-test-app';
import { registerUser, type TestUser } from '../users';
import { fixturePlug } from '.';

// The routes and topics are read from the app as it builds itself.
vi.mock('fastify', async (importOriginal) =>
  (await import('../access/recorders')).recordingFastify(await importOriginal()),
);
vi.mock('../../live/broker', async (importOriginal) =>
  (await import('../access/recorders')).recordingLiveChannel(await importOriginal()),
);

// The tests' folder: its one feature folder with access rows is the fixture's.
const TEST_FEATURES_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * A feature defined only here, added to the app's lists as a new feature is (one more plug, one
 * more contract): its route, topic, error code and export part reach every part that spans them.
 */
describe('a feature plugged in through the lists', () => {
  const t = useTestApp();
  let sailor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    await t.start({}, { features: [...FEATURES, fixturePlug] });
    [sailor, other] = await Promise.all([registerUser(t, 'klokker'), registerUser(t, 'anden')]);
  });

  it('answers its route, with the refusals its descriptor declares', async () => {
    const rang = await t.call('POST', '/api/fixture/ring', sailor, { strokes: 3 });
    expect(rang.statusCode, rang.body).toBe(200);
    expect(rang.json()).toEqual({ rang: 3 });
    const anonymous = await t.call('POST', '/api/fixture/ring', undefined, { strokes: 3 });
    expect(anonymous.statusCode).toBe(401);
    const broken = await t.call('POST', '/api/fixture/ring', sailor, { strokes: 8 });
    expect(broken.statusCode).toBe(409);
    expect(broken.json()).toEqual({ code: 'BELL_BROKEN', error: 'Skibsklokken er i stykker' });
    const invalid = await t.call('POST', '/api/fixture/ring', sailor, { strokes: 'mange' });
    expect(invalid.statusCode).toBe(400);
  });

  it('is in the API description with its body and refusals', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const ring = doc.paths['/api/fixture/ring'].post;
    expect(Object.keys(ring.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409']),
    );
    expect(ring.security).toEqual([{ bearer: [] }]);
  });

  it('lets only the user follow their own bell', async () => {
    expect(topicRulesOf(t.app).map((rule) => rule.path)).toContain('fixture/{id}/bell');
    const bell = (user: TestUser) => `${t.config.mqttTopicRoot}/fixture/${user.id}/bell`;
    const grant = async (as: TestUser | undefined, topic: string) => {
      const client = await t.live(as);
      return client.client.subscribeAsync(topic).then(
        (granted) => granted.map((g) => g.qos as number),
        (err: { packet?: { granted?: number[] } }) => err.packet?.granted,
      );
    };
    expect(await grant(sailor, bell(sailor))).toEqual([0]);
    expect(await grant(other, bell(sailor))).toEqual([128]);
    expect(await grant(undefined, bell(sailor))).toEqual([128]);
  });

  it('puts its part into the data export', async () => {
    const exported = await t.call('GET', '/api/auth/export-data', sailor);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({ fixture_bells: [{ strokes: 2 }], vessels: [] });
  });

  it('is demanded a row in the access table, which its own folder gives', async () => {
    const routes = routesOf(t.app);
    const table = [...(await accessTable()), ...NOT_API_ROUTES];
    // HEAD twins of GET routes are the GET's; only the fixture's route lacks a row.
    const heads = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const own = routes.filter((r) => !(r.method === 'HEAD' && heads.has(r.url)));
    expect(tableGaps(own, table).withoutRow).toEqual(['POST /api/fixture/ring']);
    const withFixture = [
      ...table,
      ...(await featureRows<AccessRow>('ACCESS_ROWS', TEST_FEATURES_DIR)),
    ];
    expect(tableGaps(own, withFixture).withoutRow).toEqual([]);
  });
});

describe('a contract added to the list', () => {
  const composed = composeContracts([...FEATURE_CONTRACTS, fixtureContract]);

  it('merges its error code into the text table the screens read', () => {
    expect(errorMessageFor('BELL_BROKEN')).toBeUndefined();
    expect(errorMessageFor('BELL_BROKEN', composed.errors)).toBe('Skibsklokken er i stykker');
  });

  it('adds its event to the live union and its section to the export schema', async () => {
    const event = { action: 'bell_rang', data: { strokes: 2 } };
    expect(composed.liveEventSchema.safeParse(event).success).toBe(true);
    expect(composed.topics.fixtureBell.path).toBe('fixture/{id}/bell');
    expect(Object.keys((await composed.exportSchema()).shape)).toContain('fixture_bells');
  });

  it('refuses a code, event or topic that another feature already declares', () => {
    expect(() =>
      composeContracts([...FEATURE_CONTRACTS, fixtureContract, fixtureContract]),
    ).toThrow(/declared twice/);
  });

  it('refuses an export section that another feature already declares, when the export is made', async () => {
    const twice = composeContracts([
      ...FEATURE_CONTRACTS,
      fixtureContract,
      { name: 'fixture-twin', exportPart: fixtureContract.exportPart },
    ]);
    await expect(twice.exportSchema()).rejects.toThrow(/export section "fixture_bells"/);
  });

  it('refuses an export section that does not say what it holds, as the lists would leave it out', async () => {
    const mute = composeContracts([
      ...FEATURE_CONTRACTS,
      { name: 'fixture-mute', exportPart: async () => ({ fixture_logs: z.array(z.string()) }) },
    ]);
    await expect(mute.exportSchema()).rejects.toThrow(
      /export section "fixture_logs" does not describe itself/,
    );
  });
});
