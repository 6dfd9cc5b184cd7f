import { describe, expect, it } from 'vitest';
import {
  mostUrgent,
  type Priority,
  closeHelpSchema,
  compareEnded,
  compareRequests,
  endedCursor,
  endedCursorSchema,
  parseEndedCursor,
  createHelpSchema,
  dashboardStatusLabel,
  HELP_STATUSES,
  type HelpRequest,
} from './help';

type Sortable = Pick<HelpRequest, 'id' | 'priority' | 'timestamp'>;

describe('compareRequests', () => {
  it('sorts critical before urgent before normal, and newest first within a priority', () => {
    const requests: Sortable[] = [
      { id: 'normal-old', priority: 'normal', timestamp: '2026-11-21T08:00:00.000Z' },
      { id: 'urgent-old', priority: 'urgent', timestamp: '2026-11-21T09:00:00.000Z' },
      { id: 'critical-old', priority: 'critical', timestamp: '2026-11-20T23:59:59.000Z' },
      { id: 'normal-new', priority: 'normal', timestamp: '2026-11-21T12:00:00.000Z' },
      { id: 'urgent-new', priority: 'urgent', timestamp: '2026-11-21T11:00:00.000Z' },
      { id: 'critical-new', priority: 'critical', timestamp: '2026-11-21T10:00:00.000Z' },
    ];
    expect(requests.sort(compareRequests).map((r) => r.id)).toEqual([
      'critical-new',
      'critical-old',
      'urgent-new',
      'urgent-old',
      'normal-new',
      'normal-old',
    ]);
  });

  it('puts an older critical call before a newer normal one', () => {
    const oldCritical = { priority: 'critical', timestamp: '2026-01-01T00:00:00.000Z' } as const;
    const newNormal = { priority: 'normal', timestamp: '2026-12-31T00:00:00.000Z' } as const;
    expect(compareRequests(oldCritical, newNormal)).toBeLessThan(0);
    expect(compareRequests(newNormal, oldCritical)).toBeGreaterThan(0);
    expect(compareRequests(newNormal, newNormal)).toBe(0);
  });
});

describe('mostUrgent', () => {
  it.each<[Priority[], Priority]>([
    [[], 'normal'],
    [['normal'], 'normal'],
    [['normal', 'urgent', 'normal'], 'urgent'],
    [['urgent', 'critical', 'normal'], 'critical'],
    [['critical'], 'critical'],
  ])('%j → %s', (priorities, expected) => {
    expect(mostUrgent(priorities)).toBe(expected);
  });
});

describe('dashboardStatusLabel', () => {
  it.each([
    ['active', 'Aktiv'],
    ['offered', 'Aktiv'],
    ['accepted', 'Aktiv'],
    ['on_way', 'Aktiv'],
    ['arrived', 'Aktiv'],
    ['completed', 'Løst'],
    ['resolved', 'Løst'],
    ['cancelled', 'Annulleret'],
  ] as const)('%s → %s', (status, label) => {
    expect(dashboardStatusLabel(status)).toBe(label);
  });

  it('has a row for every status', () => {
    expect(HELP_STATUSES).toHaveLength(8);
  });
});

const RADIUS_MESSAGE = 'Søgeradius skal være mellem 0,5 og 10 sømil i trin af 0,5';
const valid = { type: 'battery', priority: 'urgent', position: { lat: 55.5, lng: 11.25 } };

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('createHelpSchema', () => {
  it('defaults the search radius to 3 and trims the texts', () => {
    expect(
      createHelpSchema.parse({ ...valid, vesselName: ' Havørnen ', description: ' Tom tank ' }),
    ).toEqual({ ...valid, vesselName: 'Havørnen', description: 'Tom tank', searchRadiusNm: 3 });
  });

  it.each([0.5, 1, 2.5, 3, 9.5, 10])('accepts the radius %f', (searchRadiusNm) => {
    expect(createHelpSchema.parse({ ...valid, searchRadiusNm }).searchRadiusNm).toBe(
      searchRadiusNm,
    );
  });

  it.each([0, 0.25, 0.49, 10.5, 11, 1.3, 2.75, -1, '3', null])(
    'refuses the radius %o with the Danish message',
    (searchRadiusNm) => {
      expect(firstError(createHelpSchema.safeParse({ ...valid, searchRadiusNm }))).toBe(
        RADIUS_MESSAGE,
      );
    },
  );

  it.each([
    [{ lat: 91, lng: 12 }, 'Breddegrad skal være mellem -90 og 90'],
    [{ lat: -90.5, lng: 12 }, 'Breddegrad skal være mellem -90 og 90'],
    [{ lat: 55, lng: 181 }, 'Længdegrad skal være mellem -180 og 180'],
    [{ lat: 55, lng: -180.01 }, 'Længdegrad skal være mellem -180 og 180'],
    [undefined, 'Position er påkrævet'],
    [null, 'Position er påkrævet'],
    [{}, 'Position er påkrævet'],
    [{ lat: 55 }, 'Position er påkrævet'],
    [{ lat: '55', lng: '12' }, 'Position er påkrævet'],
    ['55,12', 'Position er påkrævet'],
  ])('refuses the position %o with "%s"', (position, message) => {
    expect(firstError(createHelpSchema.safeParse({ ...valid, position }))).toBe(message);
  });

  it.each([[{ lat: 90, lng: 180 }], [{ lat: -90, lng: -180 }], [{ lat: 0, lng: 0 }]])(
    'accepts the edge position %o',
    (position) => {
      expect(createHelpSchema.safeParse({ ...valid, position }).success).toBe(true);
    },
  );

  it.each([
    [{ type: undefined }, 'Vælg problemtype'],
    [{ type: 'sinking' }, 'Vælg problemtype'],
    [{ priority: undefined }, 'Vælg prioritet'],
    [{ priority: 'low' }, 'Vælg prioritet'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(firstError(createHelpSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('refuses a vessel name over 100 and a description over 2000 characters', () => {
    expect(createHelpSchema.safeParse({ ...valid, vesselName: 'x'.repeat(100) }).success).toBe(
      true,
    );
    expect(createHelpSchema.safeParse({ ...valid, vesselName: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(createHelpSchema.safeParse({ ...valid, description: 'x'.repeat(2000) }).success).toBe(
      true,
    );
    expect(createHelpSchema.safeParse({ ...valid, description: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});

describe('closeHelpSchema', () => {
  it.each([
    [{}],
    [{ testimonial: 'Tak!' }],
    [{ testimonial: 'Tak!', rating: 1, isPublic: false }],
    [{ testimonial: 'x'.repeat(500), rating: 5, isPublic: true }],
  ])('accepts %o', (body) => {
    expect(closeHelpSchema.safeParse(body).success).toBe(true);
  });

  it('trims the thank-you, so 500 characters plus spaces still pass', () => {
    const body = closeHelpSchema.parse({ testimonial: `  ${'x'.repeat(500)}  ` });
    expect(body.testimonial).toHaveLength(500);
  });

  it.each([
    [{ rating: 4 }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ isPublic: true }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ isPublic: false }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ testimonial: '   ', rating: 4 }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ testimonial: 'x'.repeat(501) }, 'Takken må højst være 500 tegn'],
    [{ testimonial: 'x'.repeat(501), rating: 5 }, 'Takken må højst være 500 tegn'],
  ])('refuses %o with "%s"', (body, message) => {
    expect(firstError(closeHelpSchema.safeParse(body))).toBe(message);
  });

  it.each([0, 6, 4.5, '5'])('refuses the rating %o', (rating) => {
    expect(closeHelpSchema.safeParse({ testimonial: 'Tak', rating }).success).toBe(false);
  });
});

describe('the ended calls’ order and cursor', () => {
  const at = (timestamp: string, id: string) => ({ timestamp, id });
  it.each([
    [at('2026-11-21T12:00:00.000Z', 'a'), at('2026-11-21T11:00:00.000Z', 'z'), -1],
    [at('2026-11-21T11:00:00.000Z', 'z'), at('2026-11-21T12:00:00.000Z', 'a'), 1],
    [at('2026-11-21T12:00:00.000Z', 'b'), at('2026-11-21T12:00:00.000Z', 'a'), -1],
    [at('2026-11-21T12:00:00.000Z', 'a'), at('2026-11-21T12:00:00.000Z', 'b'), 1],
    [at('2026-11-21T12:00:00.000Z', 'a'), at('2026-11-21T12:00:00.000Z', 'a'), 0],
  ])('puts %j against %j: %i (newest first, then the larger id)', (a, b, sign) => {
    expect(Math.sign(compareEnded(a, b))).toBe(sign);
  });

  it('writes a cursor its schema takes and reads it back', () => {
    const request = at('2026-11-21T12:00:00.000Z', '0b3c7c9e-4a7e-4a8e-9b1e-1f2a3b4c5d6e');
    const cursor = endedCursor(request);
    expect(endedCursorSchema.parse(cursor)).toBe(cursor);
    expect(parseEndedCursor(cursor)).toEqual(request);
  });

  it.each([
    '',
    'x',
    '2026-11-21T12:00:00.000Z',
    '2026-11-21T12:00:00.000Z~',
    'a~b',
    '2026-11-21T12:00:00Z~a',
  ])('refuses the cursor %j', (cursor) => {
    expect(endedCursorSchema.safeParse(cursor).success).toBe(false);
  });
});
