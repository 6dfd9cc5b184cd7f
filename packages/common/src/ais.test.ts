import { describe, expect, it } from 'vitest';
import {
  DANISH_BOXES,
  aisBody,
  aisSubscriptionSchema,
  aisTimeUtc,
  inAnyBox,
  inBox,
  parseAisTimeUtc,
  type AisStreamMessage,
  type BoundingBox,
} from './ais';

const BOX: [[number, number], [number, number]] = [
  [55, 10],
  [56, 12],
];
const valid = { APIKey: 'havhjaelp-web', BoundingBoxes: [BOX] };

describe('aisSubscriptionSchema', () => {
  it.each([
    ['one box, corners south-west first', valid],
    ['corners north-east first', { ...valid, BoundingBoxes: [[BOX[1], BOX[0]]] }],
    [
      'corners at the limits of the globe',
      {
        ...valid,
        BoundingBoxes: [
          [
            [-90, -180],
            [90, 180],
          ],
        ],
      },
    ],
    ['20 boxes', { ...valid, BoundingBoxes: Array.from({ length: 20 }, () => BOX) }],
    [
      'message types and MMSIs to filter on',
      {
        ...valid,
        FilterMessageTypes: ['PositionReport', 'ShipStaticData', 'AddressedSafetyMessage'],
        FiltersShipMMSI: ['219000001', '211222333'],
      },
    ],
  ])('accepts %s', (_name, subscription) => {
    expect(aisSubscriptionSchema.safeParse(subscription)).toMatchObject({
      success: true,
      data: subscription,
    });
  });

  it.each([
    ['no APIKey', { BoundingBoxes: [BOX] }],
    ['an APIKey that is not a string', { ...valid, APIKey: 42 }],
    ['no BoundingBoxes', { APIKey: 'havhjaelp-web' }],
    ['an empty list of boxes', { ...valid, BoundingBoxes: [] }],
    ['21 boxes', { ...valid, BoundingBoxes: Array.from({ length: 21 }, () => BOX) }],
    ['a latitude above 90', { ...valid, BoundingBoxes: [[[90.5, 10], BOX[1]]] }],
    ['a latitude below -90', { ...valid, BoundingBoxes: [[BOX[0], [-91, 12]]] }],
    ['a longitude above 180', { ...valid, BoundingBoxes: [[[55, 181], BOX[1]]] }],
    ['a longitude below -180', { ...valid, BoundingBoxes: [[BOX[0], [56, -180.1]]] }],
    ['a box with one corner', { ...valid, BoundingBoxes: [[BOX[0]]] }],
    ['a corner with three numbers', { ...valid, BoundingBoxes: [[[55, 10, 3], BOX[1]]] }],
    ['a corner given as text', { ...valid, BoundingBoxes: [[['55', '10'], BOX[1]]] }],
    ['an MMSI of 8 digits', { ...valid, FiltersShipMMSI: ['21900000'] }],
    ['an MMSI of 10 digits', { ...valid, FiltersShipMMSI: ['2190000012'] }],
    ['an MMSI with a letter', { ...valid, FiltersShipMMSI: ['21900000A'] }],
    ['an MMSI as a number', { ...valid, FiltersShipMMSI: [219000001] }],
    ['a type name with a space', { ...valid, FilterMessageTypes: ['Position Report'] }],
    ['a type name with an underscore', { ...valid, FilterMessageTypes: ['Position_Report'] }],
    ['an empty type name', { ...valid, FilterMessageTypes: [''] }],
    ['a non-object', 'PositionReport'],
  ])('refuses %s', (_name, subscription) => {
    expect(aisSubscriptionSchema.safeParse(subscription).success).toBe(false);
  });
});

describe('aisTimeUtc and parseAisTimeUtc', () => {
  it.each([
    ['2023-05-10T11:46:52.509Z', '2023-05-10 11:46:52.509000000 +0000 UTC'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01 00:00:00.000000000 +0000 UTC'],
    ['1999-12-31T23:59:59.999Z', '1999-12-31 23:59:59.999000000 +0000 UTC'],
  ])('writes %s as aisstream does and reads it back', (iso, text) => {
    const ms = Date.parse(iso);
    expect(aisTimeUtc(ms)).toBe(text);
    expect(parseAisTimeUtc(aisTimeUtc(ms))).toBe(ms);
  });

  it.each([
    ['2023-05-10 11:46:52.509865357 +0000 UTC', '2023-05-10T11:46:52.509Z'],
    ['2022-12-29 18:22:32.318353 +0000 UTC', '2022-12-29T18:22:32.318Z'],
    ['2023-05-10 11:46:52.5 +0000 UTC', '2023-05-10T11:46:52.500Z'],
    ['2023-05-10 11:46:52 +0000 UTC', '2023-05-10T11:46:52.000Z'],
  ])('reads aisstream’s %s to the millisecond', (text, iso) => {
    expect(parseAisTimeUtc(text)).toBe(Date.parse(iso));
  });

  it.each([
    [''],
    ['junk'],
    ['2023-05-10T11:46:52.509Z'],
    ['2023-05-10 11:46:52.509865357'],
    ['2023-05-10 11:46:52.509865357 +0200 CEST'],
    ['2023-05-10 11:46 +0000 UTC'],
    ['2023-13-45 11:46:52.509 +0000 UTC'],
    [' 2023-05-10 11:46:52.509 +0000 UTC'],
  ])('gives NaN for %j', (text) => {
    expect(parseAisTimeUtc(text)).toBeNaN();
  });
});

describe('inBox and inAnyBox', () => {
  const reversed: BoundingBox = [BOX[1], BOX[0]];
  const crossed: BoundingBox = [
    [55, 12],
    [56, 10],
  ];

  it.each([
    ['the middle', 55.5, 11, true],
    ['the south-west corner', 55, 10, true],
    ['the north-east corner', 56, 12, true],
    ['the southern edge', 55, 11, true],
    ['the eastern edge', 55.5, 12, true],
    ['just south', 54.9999, 11, false],
    ['just north', 56.0001, 11, false],
    ['just west', 55.5, 9.9999, false],
    ['just east', 55.5, 12.0001, false],
    ['the mirror point', -55.5, -11, false],
  ])('%s of the box: %s', (_name, lat, lon, inside) => {
    expect(inBox(lat, lon, BOX)).toBe(inside);
    expect(inBox(lat, lon, reversed)).toBe(inside);
    expect(inBox(lat, lon, crossed)).toBe(inside);
  });

  it('is in any of the boxes, or in none', () => {
    const boxes: BoundingBox[] = [
      BOX,
      [
        [60, 20],
        [61, 21],
      ],
    ];
    expect(inAnyBox(55.5, 11, boxes)).toBe(true);
    expect(inAnyBox(60.5, 20.5, boxes)).toBe(true);
    expect(inAnyBox(58, 15, boxes)).toBe(false);
    expect(inAnyBox(55.5, 11, [])).toBe(false);
  });

  it('places Copenhagen, Skagen and Gedser in Danish waters, and not Oslo', () => {
    expect(inAnyBox(55.68, 12.57, DANISH_BOXES)).toBe(true);
    expect(inAnyBox(57.72, 10.58, DANISH_BOXES)).toBe(true);
    expect(inAnyBox(54.57, 11.93, DANISH_BOXES)).toBe(true);
    expect(inAnyBox(59.91, 10.75, DANISH_BOXES)).toBe(false);
  });
});

describe('aisBody', () => {
  it('gives the body under the message’s own type', () => {
    const body = { UserID: 219000001, Latitude: 55.5, Longitude: 11 };
    const message = {
      MessageType: 'StandardClassBPositionReport',
      MetaData: {},
      Message: { PositionReport: { UserID: 1 }, StandardClassBPositionReport: body },
    } as unknown as AisStreamMessage;
    expect(aisBody(message)).toBe(body);
  });
});
