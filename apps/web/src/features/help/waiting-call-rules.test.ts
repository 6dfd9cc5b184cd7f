import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../lib/api';
import {
  callsOf,
  outcomeOf,
  sendFailure,
  waitingSummary,
  waitsForCoverage,
  type SendFailure,
  type WaitingCall,
} from './waiting-call-rules';

const offline = new NetworkError(new TypeError('Failed to fetch'));
const cutOff = new NetworkError(new Error('svaret kom ikke helt frem'));
const refusedTooMany = new ApiRequestError(
  429,
  'Du har allerede 3 åbne kald.',
  'TOO_MANY_OPEN_CALLS',
);
const invalid = new ApiRequestError(400, 'Vælg problemtype', 'VALIDATION');
const sessionOver = new ApiRequestError(401, 'Log ind', 'UNAUTHORIZED');
const gateway = (status: number) => new ApiRequestError(status, undefined, undefined);
const ourServer503 = new ApiRequestError(503, 'Vejret kan ikke hentes lige nu', 'WEATHER_BUDGET');

describe('sendFailure', () => {
  it.each<[string, unknown, SendFailure]>([
    ['no connection', offline, 'unreachable'],
    ['an answer cut off', cutOff, 'unreachable'],
    ['a gateway 502 without our code', gateway(502), 'unreachable'],
    ['a gateway 503 without our code', gateway(503), 'unreachable'],
    ['a gateway 504 without our code', gateway(504), 'unreachable'],
    ['a 500 without a code', gateway(500), 'refused'],
    ['our own 503 with its code', ourServer503, 'refused'],
    ['the session is over', sessionOver, 'session'],
    ['a posting limit', refusedTooMany, 'refused'],
    ['a validation error', invalid, 'refused'],
    ['anything else', new Error('?'), 'refused'],
  ])('%s: %s', (_, error, expected) => {
    expect(sendFailure(error)).toBe(expected);
  });
});

describe('waitsForCoverage', () => {
  it.each<[string, boolean, unknown, boolean]>([
    ['offline before trying', false, undefined, true],
    ['online, not yet tried', true, undefined, false],
    ['online, but the server could not be reached', true, offline, true],
    ['online, a gateway between could not reach it', true, gateway(504), true],
    ['online, and the server refused the call', true, refusedTooMany, false],
    ['online, and the session is over', true, sessionOver, false],
  ])('%s', (_, online, error, expected) => {
    expect(waitsForCoverage(online, error)).toBe(expected);
  });
});

const KEYS = [
  '6f0c1b7e-0d3c-4b9a-9a51-0c6d1f3e2a10',
  '0a9d7c2e-5b1f-4e8a-8c3d-7f6e5d4c3b21',
  '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c32',
] as const;

function waiting(clientKey: string, userId: string, savedAt: string): WaitingCall {
  return {
    clientKey,
    userId,
    token: `token-${userId}`,
    input: { type: 'fuel', priority: 'normal', position: { lat: 55.7, lng: 12.6 }, clientKey },
    savedAt,
  };
}

describe('callsOf', () => {
  const ane1 = waiting(KEYS[0], 'ane', '2026-11-28T10:05:00.000Z');
  const ane0 = waiting(KEYS[1], 'ane', '2026-11-28T10:00:00.000Z');
  const bo = waiting(KEYS[2], 'bo', '2026-11-28T09:00:00.000Z');

  it.each<[string, string | undefined, WaitingCall[]]>([
    ['one person’s, oldest first', 'ane', [ane0, ane1]],
    ['another person’s only theirs', 'bo', [bo]],
    ['nobody’s for someone without any', 'finn', []],
    ['everyone’s, oldest first, for the worker', undefined, [bo, ane0, ane1]],
  ])('%s', (_, userId, expected) => {
    expect(callsOf([ane1, bo, ane0], userId)).toEqual(expected);
  });

  it('orders calls kept in the same millisecond by key, the same on every read', () => {
    const at = '2026-11-28T10:00:00.000Z';
    const [a, b] = [waiting(KEYS[0], 'ane', at), waiting(KEYS[1], 'ane', at)];
    expect(callsOf([a, b], 'ane')).toEqual(callsOf([b, a], 'ane'));
    expect(callsOf([a, b], 'ane').map((call) => call.clientKey)).toEqual([KEYS[1], KEYS[0]]);
  });
});

describe('outcomeOf', () => {
  it.each<[string, unknown, ReturnType<typeof outcomeOf>]>([
    ['kept when unreachable', offline, { kind: 'kept', clientKey: KEYS[0], why: 'unreachable' }],
    ['kept for the next login', sessionOver, { kind: 'kept', clientKey: KEYS[0], why: 'session' }],
    [
      'refused, with the error to show',
      refusedTooMany,
      { kind: 'refused', clientKey: KEYS[0], error: refusedTooMany },
    ],
  ])('%s', (_, error, expected) => {
    expect(outcomeOf(KEYS[0], error)).toEqual(expected);
  });
});

describe('waitingSummary', () => {
  it.each<[string, Parameters<typeof waitingSummary>[0], string]>([
    [
      'boat, problem and priority',
      {
        vesselName: 'Havørnen',
        type: 'motorstop',
        priority: 'urgent',
        position: { lat: 0, lng: 0 },
      },
      'Havørnen · Motorstop · Haster',
    ],
    [
      'no boat named: the server fills it in',
      { type: 'battery', priority: 'normal', position: { lat: 0, lng: 0 } },
      'Fladt batteri · Normal',
    ],
    [
      'a blank boat name is no name',
      { vesselName: '  ', type: 'fuel', priority: 'critical', position: { lat: 0, lng: 0 } },
      'Mangler brændstof · Kritisk',
    ],
  ])('%s', (_, input, expected) => {
    expect(waitingSummary(input)).toBe(expected);
  });
});
