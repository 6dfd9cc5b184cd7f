import { describe, expect, it } from 'vitest';
import {
  checkCreateCall,
  EMPTY_CREATE_CALL,
  type CreateCallForm,
  type CreateCallProblems,
} from './create-call-rules';

const HERE = { lat: 55.7, lng: 12.6 };
const FILLED: CreateCallForm = {
  ...EMPTY_CREATE_CALL,
  type: 'battery',
  priority: 'urgent',
  notLifeThreatening: true,
};

const CONFIRM =
  'Bekræft, at situationen ikke er livstruende. Ved fare for liv: ring 112 eller kald på VHF kanal 16.';
const RADIUS = 'Søgeradius skal være mellem 0,5 og 10 sømil i trin af 0,5';

describe('checkCreateCall', () => {
  it.each<[string, Partial<CreateCallForm>, typeof HERE | null, CreateCallProblems]>([
    ['no position, browser asked', {}, null, { position: 'Venter på din position...' }],
    ['not confirmed', { notLifeThreatening: false }, HERE, { notLifeThreatening: CONFIRM }],
    ['no type', { type: '' }, HERE, { type: 'Vælg problemtype' }],
    ['no priority', { priority: '' }, HERE, { priority: 'Vælg prioritet' }],
    ['radius below 0.5', { searchRadiusNm: 0 }, HERE, { searchRadiusNm: RADIUS }],
    ['radius above 10', { searchRadiusNm: 10.5 }, HERE, { searchRadiusNm: RADIUS }],
    ['radius off the step', { searchRadiusNm: 2.25 }, HERE, { searchRadiusNm: RADIUS }],
    ['radius not a number', { searchRadiusNm: Number.NaN }, HERE, { searchRadiusNm: RADIUS }],
  ])('%s → %j', (_case, change, position, problems) => {
    expect(checkCreateCall({ ...FILLED, ...change }, position, true)).toEqual({
      ok: false,
      problems,
    });
  });

  it('names every problem of an untouched form at once, each with its own message', () => {
    expect(checkCreateCall(EMPTY_CREATE_CALL, null, true)).toEqual({
      ok: false,
      problems: {
        position: 'Venter på din position...',
        type: 'Vælg problemtype',
        priority: 'Vælg prioritet',
        notLifeThreatening: CONFIRM,
      },
    });
    expect(
      checkCreateCall({ ...EMPTY_CREATE_CALL, searchRadiusNm: 11 }, HERE, false),
    ).toMatchObject({ ok: false, problems: { searchRadiusNm: RADIUS, type: 'Vælg problemtype' } });
  });

  it('asks for the pin when the browser cannot give a position', () => {
    expect(checkCreateCall(FILLED, null, false)).toEqual({
      ok: false,
      problems: {
        position: 'Sæt kaldets position: tryk på kortet, hvor du er, eller træk nålen.',
      },
    });
  });

  it('asks for the position typed when the sea map cannot be had, not for a tap on a blank map', () => {
    expect(checkCreateCall(FILLED, null, false, false)).toEqual({
      ok: false,
      problems: { position: "Skriv kaldets position, fx 55°42,000' N 12°36,000' Ø." },
    });
  });

  it('takes a placed pin like any other position', () => {
    const pin = { lat: 55.5, lng: 11.25 };
    const result = checkCreateCall(FILLED, pin, false);
    expect(result.ok && result.input.position).toEqual(pin);
  });

  it('leaves empty vessel name and description to the server’s defaults', () => {
    expect(checkCreateCall({ ...FILLED, vesselName: '  ', description: ' ' }, HERE, false)).toEqual(
      {
        ok: true,
        input: { type: 'battery', priority: 'urgent', position: HERE, searchRadiusNm: 3 },
      },
    );
  });

  it('sends what was filled in, trimmed, with the chosen radius at either end of the range', () => {
    for (const searchRadiusNm of [0.5, 10]) {
      const form = {
        ...FILLED,
        vesselName: ' Måge ',
        description: ' Tomt batteri ',
        searchRadiusNm,
      };
      expect(checkCreateCall(form, HERE, false)).toEqual({
        ok: true,
        input: {
          type: 'battery',
          priority: 'urgent',
          position: HERE,
          searchRadiusNm,
          vesselName: 'Måge',
          description: 'Tomt batteri',
        },
      });
    }
  });

  it('refuses an overlong description with the shared schema’s message', () => {
    const result = checkCreateCall({ ...FILLED, description: 'x'.repeat(2001) }, HERE, false);
    expect(result.ok ? {} : result.problems).toEqual({
      description: expect.stringMatching(/2000/),
    });
  });
});
