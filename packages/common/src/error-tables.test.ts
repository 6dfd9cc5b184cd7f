import { describe, expect, it } from 'vitest';
import type { FeatureContract } from './contract';
import { ERROR_CODES, errorMessageFor } from './error-tables';
import { HTTP_ERRORS } from './errors';
import { FEATURE_CONTRACTS } from './features';

const CONTRACTS: readonly FeatureContract[] = FEATURE_CONTRACTS;
const TABLES = [HTTP_ERRORS, ...CONTRACTS.map((feature) => feature.errors ?? {})];

describe('the error tables', () => {
  it('give every code to one table only', () => {
    const codes = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(codes).size).toBe(codes.length);
    expect(ERROR_CODES.toSorted()).toEqual(codes.toSorted());
  });

  it('pair each code with a 4xx or 5xx status and a Danish message', () => {
    for (const table of TABLES) {
      for (const [code, entry] of Object.entries(table)) {
        expect(entry.code).toBe(code);
        expect(entry.status).toBeGreaterThanOrEqual(400);
        expect(entry.status).toBeLessThan(600);
        expect(entry.message.length).toBeGreaterThan(3);
      }
    }
  });

  it.each([
    ['HELP_NOT_FOUND', 'Anmodningen findes ikke'],
    ['RATE_LIMITED', 'For mange forespørgsler. Vent lidt, og prøv igen.'],
    ['MESSAGE_NOT_FOUND', 'Beskeden findes ikke i denne chat'],
    ['UNAUTHORIZED', 'Du skal være logget ind'],
    ['VESSEL_NOT_FOUND', 'Skibet blev ikke fundet'],
    ['NO_SUCH_CODE', undefined],
    ['toString', undefined],
    [undefined, undefined],
  ])('tells the message of %s', (code, message) => {
    expect(errorMessageFor(code)).toBe(message);
  });
});
