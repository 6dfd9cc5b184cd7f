import { describe, expect, it } from 'vitest';
import {
  compassSector,
  weatherCell,
  weatherQuerySchema,
  warningsJudged,
  weatherWarnings,
  WEATHER_ERRORS,
  type WarningInput,
} from './weather';

const calm: WarningInput = {
  waveHeight: 0.5,
  windSpeed: 4,
  weatherCode: 1,
  seaSurfaceTemperature: 16,
};

describe('weatherWarnings', () => {
  it.each<[string, Partial<WarningInput>, string[]]>([
    ['calm water', {}, []],
    ['waves of exactly 2 m', { waveHeight: 2 }, []],
    ['waves just over 2 m', { waveHeight: 2.01 }, ['warning: Høje bølger']],
    ['waves of exactly 3.5 m', { waveHeight: 3.5 }, ['warning: Høje bølger']],
    [
      'waves over 3.5 m (danger replaces the warning)',
      { waveHeight: 3.6 },
      ['danger: Meget høje bølger - Søfart frarådes'],
    ],
    ['wind of exactly 15 m/s', { windSpeed: 15 }, []],
    ['wind over 15 m/s', { windSpeed: 15.1 }, ['warning: Hård vind - over 15 m/s']],
    ['weather code 94', { weatherCode: 94 }, []],
    ['thunderstorm code 95', { weatherCode: 95 }, ['danger: Tordenvejr']],
    ['thunderstorm with hail, code 99', { weatherCode: 99 }, ['danger: Tordenvejr']],
    ['sea at exactly 10 °C', { seaSurfaceTemperature: 10 }, []],
    ['sea at 9.9 °C', { seaSurfaceTemperature: 9.9 }, ['info: Koldt vand - Brug våddragt']],
    [
      'no readings (on land)',
      { waveHeight: null, windSpeed: null, weatherCode: null, seaSurfaceTemperature: null },
      [],
    ],
    [
      'everything at once, most serious first',
      { waveHeight: 4, windSpeed: 20, weatherCode: 96, seaSurfaceTemperature: 5 },
      [
        'danger: Meget høje bølger - Søfart frarådes',
        'danger: Tordenvejr',
        'warning: Hård vind - over 15 m/s',
        'info: Koldt vand - Brug våddragt',
      ],
    ],
    [
      'cold water and high waves: the warning before the info',
      { seaSurfaceTemperature: 8, waveHeight: 2.5 },
      ['warning: Høje bølger', 'info: Koldt vand - Brug våddragt'],
    ],
  ])('%s', (_name, change, expected) => {
    const warnings = weatherWarnings({ ...calm, ...change });
    expect(warnings.map((w) => `${w.level}: ${w.message}`)).toEqual(expected);
  });
});

describe('warningsJudged', () => {
  it.each<[string, Partial<WarningInput> | undefined, boolean]>([
    ['every reading there', {}, true],
    ['calm zeros are readings too', { waveHeight: 0, windSpeed: 0, weatherCode: 0 }, true],
    ['no waves (on land, or the marine model failed)', { waveHeight: null }, false],
    ['no wind', { windSpeed: null }, false],
    ['no weather code', { weatherCode: null }, false],
    ['no sea temperature', { seaSurfaceTemperature: null }, false],
    ['no answer at all (the weather could not be fetched)', undefined, false],
  ])('%s: %s', (_name, change, judged) => {
    expect(warningsJudged(change && { ...calm, ...change })).toBe(judged);
  });
});

describe('compassSector', () => {
  it.each([
    [0, 'N'],
    [22.4, 'N'],
    [22.5, 'NØ'],
    [45, 'NØ'],
    [90, 'Ø'],
    [135, 'SØ'],
    [180, 'S'],
    [225, 'SV'],
    [270, 'V'],
    [315, 'NV'],
    [337.4, 'NV'],
    [337.5, 'N'],
    [359.9, 'N'],
    [360, 'N'],
    [-45, 'NV'],
    [405, 'NØ'],
  ])('%s° is %s', (degrees, sector) => {
    expect(compassSector(degrees)).toBe(sector);
  });

  it('refuses a direction that is not a number', () => {
    expect(() => compassSector(Number.NaN)).toThrow(RangeError);
  });
});

describe('weatherCell', () => {
  it.each([
    [55.676, 12.568, 55.7, 12.55],
    [55.674, 12.576, 55.65, 12.6],
    [55.7, 12.55, 55.7, 12.55],
    [-0.01, -0.02, 0, 0],
    [-33.87, 151.21, -33.85, 151.2],
    [90, 180, 90, 180],
  ])('(%s, %s) lies in the cell at (%s, %s)', (lat, lon, cellLat, cellLon) => {
    const cell = weatherCell(lat, lon);
    expect(cell).toEqual({ lat: cellLat, lon: cellLon });
    expect(Object.is(cell.lat, -0) || Object.is(cell.lon, -0)).toBe(false);
  });
});

describe('weatherQuerySchema', () => {
  it('reads the query strings as numbers', () => {
    expect(weatherQuerySchema.parse({ lat: '55.6761', lon: '12.5683' })).toEqual({
      lat: 55.6761,
      lon: 12.5683,
    });
  });

  it.each([
    { lat: '91', lon: '0' },
    { lat: '0', lon: '-180.5' },
    { lat: 'abc', lon: '0' },
  ])('refuses %o with the Danish position message', (query) => {
    const result = weatherQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe(WEATHER_ERRORS.WEATHER_POSITION.message);
  });
});
