import { FIXTURE_ERRORS, fixtureApi, fixtureContract } from '@havhjaelp/testing/fixture-contract';
import type { FeaturePlug } from '../../feature';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint-route';

/** Eight strokes break the bell: the feature's own refusal. */
const BREAKING_STROKES = 8;

/** The fixture feature's server side: one route, one topic, one export part. */
export const fixturePlug: FeaturePlug = () => ({
  name: 'fixture',
  contract: fixtureContract,
  routes: (app) => {
    route(app, fixtureApi.ring, async (request) => {
      if (request.body.strokes >= BREAKING_STROKES) throw new AppError(FIXTURE_ERRORS.BELL_BROKEN);
      return { rang: request.body.strokes };
    });
  },
  account: { export: async () => ({ fixture_bells: [{ strokes: 2 }] }) },
});
