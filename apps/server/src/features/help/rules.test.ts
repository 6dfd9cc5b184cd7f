import { HELP_STATUSES, type HelpStatus } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import {
  CHOOSING_STATUSES,
  descriptionOrDefault,
  mayChangeStatus,
  mayOfferAgain,
  medianResponseMinutes,
  newCallRefusal,
  offerRefusal,
  roleOf,
  seesPrecisely,
  statusesFrom,
  testimonialFrom,
  vesselNameOrDefault,
  type HelpRole,
} from './rules';

/**
 * Written out from the rule in the doc comment of mayChangeStatus, not from its code: the owner
 * ends an open request (active, offered, accepted, on_way, arrived) as resolved or cancelled; the
 * accepted helper reports progress: on_way once accepted, arrived once accepted or on the way.
 * Every other role × from × to is refused, including any change of a closed request.
 */
const ALLOWED: ReadonlyArray<readonly [HelpRole, HelpStatus, HelpStatus]> = [
  ['owner', 'active', 'resolved'],
  ['owner', 'active', 'cancelled'],
  ['owner', 'offered', 'resolved'],
  ['owner', 'offered', 'cancelled'],
  ['owner', 'accepted', 'resolved'],
  ['owner', 'accepted', 'cancelled'],
  ['owner', 'on_way', 'resolved'],
  ['owner', 'on_way', 'cancelled'],
  ['owner', 'arrived', 'resolved'],
  ['owner', 'arrived', 'cancelled'],
  ['helper', 'accepted', 'on_way'],
  ['helper', 'accepted', 'arrived'],
  ['helper', 'on_way', 'arrived'],
];

const ROLES: HelpRole[] = ['owner', 'helper', 'other'];
const allowed = new Set(ALLOWED.map((triple) => triple.join(' ')));
const everyTriple = ROLES.flatMap((role) =>
  HELP_STATUSES.flatMap((from) =>
    HELP_STATUSES.map((to) => [role, from, to, allowed.has(`${role} ${from} ${to}`)] as const),
  ),
);

describe('mayChangeStatus', () => {
  it('covers 3 roles × 8 × 8 statuses, 13 of them allowed', () => {
    expect(everyTriple).toHaveLength(192);
    expect(everyTriple.filter(([, , , ok]) => ok)).toHaveLength(13);
  });

  it.each(everyTriple)('%s: %s → %s allowed: %s', (role, from, to, expected) => {
    expect(mayChangeStatus(role, from, to)).toBe(expected);
  });
});

/** The statuses each conditional update applies from (repository-rules.test.ts runs them). */
describe('statusesFrom', () => {
  const open = ['active', 'offered', 'accepted', 'on_way', 'arrived'];
  it.each([
    ['owner', 'resolved', open],
    ['owner', 'cancelled', open],
    ['helper', 'on_way', ['accepted']],
    ['helper', 'arrived', ['accepted', 'on_way']],
    ['owner', 'on_way', []],
    ['owner', 'active', []],
    ['helper', 'resolved', []],
    ['helper', 'offered', []],
    ['other', 'resolved', []],
    ['other', 'arrived', []],
  ] as const)('%s → %s from %o', (role, to, from) => {
    expect(statusesFrom(role, to)).toEqual(from);
  });

  it('agrees with mayChangeStatus on every role and target', () => {
    for (const [role, from, to, ok] of everyTriple) {
      expect(statusesFrom(role, to).includes(from), `${role} ${from} → ${to}`).toBe(ok);
    }
  });
});

describe('isChoosingHelper', () => {
  it('holds for an open request without its helper: active and offered', () => {
    expect(CHOOSING_STATUSES).toEqual(['active', 'offered']);
  });
});

describe('roleOf', () => {
  it.each([
    [{ user_id: 'u1', helper_id: 'u2' }, 'u1', 'owner'],
    [{ user_id: 'u1', helper_id: 'u2' }, 'u2', 'helper'],
    [{ user_id: 'u1', helper_id: 'u2' }, 'u3', 'other'],
    [{ user_id: 'u1', helper_id: null }, 'u3', 'other'],
    // A deleted owner (user_id null) leaves no owner behind.
    [{ user_id: null, helper_id: null }, 'u1', 'other'],
  ] as const)('%o asked by %s is %s', (request, userId, role) => {
    expect(roleOf(request, userId)).toBe(role);
  });
});

describe('offerRefusal', () => {
  const open = { user_id: 'owner', helper_id: null, status: 'active' as HelpStatus };
  it.each([
    [open, 'me', undefined],
    [{ ...open, status: 'offered' }, 'me', undefined],
    [{ ...open, user_id: null }, 'me', undefined],
    [open, 'owner', 'own'],
    // Own comes first, also on a closed request or one with a helper.
    [{ ...open, status: 'resolved' }, 'owner', 'own'],
    [{ ...open, helper_id: 'h' }, 'owner', 'own'],
    [{ ...open, status: 'resolved' }, 'me', 'closed'],
    [{ ...open, status: 'cancelled' }, 'me', 'closed'],
    [{ ...open, status: 'completed' }, 'me', 'closed'],
    // Closed before "helper chosen".
    [{ ...open, status: 'resolved', helper_id: 'h' }, 'me', 'closed'],
    [{ ...open, status: 'accepted', helper_id: 'h' }, 'me', 'helperChosen'],
    [{ ...open, status: 'on_way', helper_id: 'h' }, 'me', 'helperChosen'],
    [{ ...open, status: 'arrived', helper_id: 'h' }, 'h', 'helperChosen'],
    // Past choosing even if its helper's id is gone: the database takes no offer there either.
    [{ ...open, status: 'accepted' }, 'me', 'helperChosen'],
  ] as const)('%o offered on by %s → %s', (request, userId, refusal) => {
    expect(offerRefusal({ ...request, status: request.status as HelpStatus }, userId)).toBe(
      refusal,
    );
  });
});

describe('vesselNameOrDefault', () => {
  it.each([
    ['Søstjernen', 'Havørnen', 'Søstjernen'],
    ['  Søstjernen  ', 'Havørnen', 'Søstjernen'],
    [undefined, 'Havørnen', 'Havørnen'],
    ['', 'Havørnen', 'Havørnen'],
    ['   ', ' Havørnen ', 'Havørnen'],
    [undefined, '', 'Min Båd'],
    ['', '', 'Min Båd'],
    [' ', '  ', 'Min Båd'],
  ])('given %o with boat name %o → %s', (given, boatName, expected) => {
    expect(vesselNameOrDefault(given, boatName)).toBe(expected);
  });
});

describe('descriptionOrDefault', () => {
  it.each([
    ['Motoren vil ikke starte', 'Motoren vil ikke starte'],
    ['  Tom tank \n', 'Tom tank'],
    [undefined, 'Ingen beskrivelse'],
    ['', 'Ingen beskrivelse'],
    [' \n\t ', 'Ingen beskrivelse'],
  ])('%o → %s', (given, expected) => {
    expect(descriptionOrDefault(given)).toBe(expected);
  });
});

const CALL = {
  id: 'call',
  user_id: 'owner',
  helper_id: 'helper',
  lat: 55.676_123,
  lng: 12.568_345,
};
/** Due north of the call by `km` (one degree of latitude is 111.195 km on the 6371 km sphere). */
const north = (km: number) => ({ lat: CALL.lat + km / 111.195, lng: CALL.lng });
const member = (
  id: string,
  places: { lat: number; lng: number }[] = [],
  offeredOn: string[] = [],
) => ({ id, places, offeredOn: new Set(offeredOn) }) as const;

describe('seesPrecisely', () => {
  it.each([
    ['a visitor', 'public' as const, false],
    ['the owner, far and unplaced', member('owner'), true],
    ['the accepted helper, far and unplaced', member('helper'), true],
    ['a member who offered on it', member('other', [north(300)], ['call']), true],
    ['a member who offered on another call', member('other', [north(300)], ['else']), false],
    ['a member with no known place', member('other'), false],
    ['a member 49 km away', member('other', [north(49)]), true],
    ['a member 51 km away', member('other', [north(51)]), false],
    [
      'a member far by the fix, near by the place sent',
      member('other', [north(400), north(2)]),
      true,
    ],
    ['a member whose places are both far', member('other', [north(60), north(-60)]), false],
  ])('%s → %s', (_, viewer, precise) => {
    expect(seesPrecisely(CALL, viewer)).toBe(precise);
  });

  it('a call whose owner is gone is precise to nobody by ownership', () => {
    expect(seesPrecisely({ ...CALL, user_id: null, helper_id: null }, member('other'))).toBe(false);
  });
});

describe('testimonialFrom', () => {
  it.each([
    [{}, undefined],
    [{ testimonial: '' }, undefined],
    [{ testimonial: '   \n' }, undefined],
    [{ testimonial: '  ', rating: 3, isPublic: true }, undefined],
    [{ rating: 4, isPublic: true }, undefined],
    [{ testimonial: ' Tusind tak! ' }, { message: 'Tusind tak!', rating: 5, isPublic: false }],
    [
      { testimonial: 'Tak', rating: 4, isPublic: true },
      { message: 'Tak', rating: 4, isPublic: true },
    ],
    [
      { testimonial: 'Tak', rating: 1 },
      { message: 'Tak', rating: 1, isPublic: false },
    ],
    [
      { testimonial: 'Tak', isPublic: false },
      { message: 'Tak', rating: 5, isPublic: false },
    ],
  ])('%o → %o', (input, expected) => {
    expect(testimonialFrom(input)).toEqual(expected);
  });
});

describe('newCallRefusal', () => {
  const limits = { openCallsMax: 3, callsPerHour: 5 };
  it.each([
    [0, 0, undefined],
    [2, 2, undefined],
    [2, 4, undefined],
    [3, 3, 'tooManyOpen'],
    [4, 4, 'tooManyOpen'],
    [0, 5, 'tooManyPerHour'],
    [2, 9, 'tooManyPerHour'],
    // Both broken: the open cap is named, as closing a call is what helps first.
    [3, 5, 'tooManyOpen'],
  ] as const)('with %i open and %i in the hour: %s', (open, lastHour, refusal) => {
    expect(newCallRefusal({ open, lastHour }, limits)).toBe(refusal);
  });

  it('uses the shared limits by default', () => {
    expect(newCallRefusal({ open: 2, lastHour: 4 })).toBeUndefined();
    expect(newCallRefusal({ open: 3, lastHour: 3 })).toBe('tooManyOpen');
    expect(newCallRefusal({ open: 0, lastHour: 5 })).toBe('tooManyPerHour');
  });
});

describe('mayOfferAgain', () => {
  it.each([
    [0, 30, true],
    [29, 30, true],
    [30, 30, false],
    [45, 30, false],
  ])('after %i offers in the hour under a cap of %i: %s', (offers, cap, allowed) => {
    expect(mayOfferAgain(offers, cap)).toBe(allowed);
  });

  it('uses the shared limit by default', () => {
    expect(mayOfferAgain(29)).toBe(true);
    expect(mayOfferAgain(30)).toBe(false);
  });
});

describe('medianResponseMinutes', () => {
  const CALL = '2026-06-01T10:00:00.000Z';
  /** An offer `minutes` after the call (a call made at CALL). */
  const after = (minutes: number) => ({
    requestedAt: CALL,
    offeredAt: new Date(Date.parse(CALL) + minutes * 60_000).toISOString(),
  });
  const cases: ReadonlyArray<readonly [string, readonly number[], number | null]> = [
    ['no offers: unknown, not 0', [], null],
    ['one offer', [7], 7],
    ['odd count: the middle one', [30, 2, 9], 9],
    ['even count: the mean of the middle two', [4, 10, 1, 60], 7],
    ['an outlier does not move it', [3, 3, 4, 600], 3.5],
    ['seconds, to a tenth of a minute', [0.25], 0.3],
    ['at once', [0], 0],
    ['an offer stamped before its call counts as at once', [-2, 5], 2.5],
  ];
  it.each(cases)('%s', (_, minutes, expected) => {
    expect(medianResponseMinutes(minutes.map(after))).toBe(expected);
  });

  it('measures each offer from its own call', () => {
    const offers = [
      { requestedAt: '2026-06-01T10:00:00.000Z', offeredAt: '2026-06-01T10:12:00.000Z' },
      { requestedAt: '2026-06-02T08:30:00.000Z', offeredAt: '2026-06-02T08:34:00.000Z' },
      { requestedAt: '2026-06-03T23:50:00.000Z', offeredAt: '2026-06-04T00:10:00.000Z' },
    ];
    expect(medianResponseMinutes(offers)).toBe(12);
  });
});
