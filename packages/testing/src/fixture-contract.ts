import { contract } from '@havhjaelp/common/contract';
import { endpoints } from '@havhjaelp/common/endpoint';
import { errorTable } from '@havhjaelp/common/errors';
import { z } from 'zod';

/**
 * A feature that exists only in tests, plugged in through the same lists as the real ones, to show
 * that a feature is its own folders plus one line per side: its error code, live topic, export
 * part and endpoint reach everything that spans the features.
 */
export const FIXTURE_ERRORS = errorTable({
  BELL_BROKEN: { status: 409, message: 'Skibsklokken er i stykker' },
});

export const fixtureApi = endpoints('fixture', {
  ring: {
    method: 'POST',
    path: '/api/fixture/ring',
    body: z.object({ strokes: z.number().int().min(1).max(8) }),
    answer: z.object({ rang: z.number() }),
    errors: [FIXTURE_ERRORS.BELL_BROKEN],
    auth: 'member',
  },
});

export const fixtureContract = contract({
  name: 'fixture',
  errors: FIXTURE_ERRORS,
  events: { bell_rang: z.object({ strokes: z.number() }) },
  topics: {
    fixtureBell: { path: 'fixture/{id}/bell', follow: 'self', carries: ['bell_rang'] },
  },
  exportPart: async () => ({
    fixture_bells: z.array(z.object({ strokes: z.number() })).describe('Skibsklokkens slag'),
  }),
  api: async () => fixtureApi,
});
