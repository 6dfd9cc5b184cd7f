import type { HelpStatus } from '@havhjaelp/common/help';
import type { LiveEvent } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import { starsText, stepToast, type KnownRequest, type StepToast } from './step-toasts';

const OWNER = 'owner-id';
const HELPER = 'helper-id';
const OTHER = 'other-id';

const accepted: KnownRequest = {
  vesselName: 'Havørnen',
  userName: 'anna',
  userId: OWNER,
  helperName: 'bo',
  helperId: HELPER,
};
const open: KnownRequest = { ...accepted, helperName: null, helperId: null };
const offered: KnownRequest = { ...open, newestOfferBy: 'bo' };

const status = (s: HelpStatus): LiveEvent => ({
  action: 'status_updated',
  data: { id: 'r1', status: s },
});
const offer: LiveEvent = { action: 'new_response', data: { requestId: 'r1' } };
const thanks = (message: string, rating: number): LiveEvent => ({
  action: 'help_thanks',
  data: { requestId: 'r1', vesselName: 'Havørnen', ownerName: 'anna', message, rating },
});

describe('stepToast', () => {
  const cases: [string, LiveEvent, KnownRequest | undefined, string, StepToast | undefined][] = [
    [
      'an offer on my call, offerer known',
      offer,
      offered,
      OWNER,
      {
        kind: 'info',
        title: 'Nyt tilbud om hjælp',
        text: 'bo tilbyder at hjælpe Havørnen.',
        opens: 'r1',
      },
    ],
    [
      'an offer on my call, offerer not known',
      offer,
      open,
      OWNER,
      {
        kind: 'info',
        title: 'Nyt tilbud om hjælp',
        text: 'Der er et nyt tilbud om hjælp til Havørnen.',
        opens: 'r1',
      },
    ],
    ['an offer on someone else’s call', offer, offered, OTHER, undefined],
    ['my own offer', offer, offered, HELPER, undefined],
    ['an offer on a call I know nothing of', offer, undefined, OWNER, undefined],
    [
      'I am accepted',
      status('accepted'),
      accepted,
      HELPER,
      {
        kind: 'success',
        title: 'Du er accepteret som hjælper',
        text: 'anna har valgt dig til at hjælpe Havørnen.',
      },
    ],
    ['the owner who accepted', status('accepted'), accepted, OWNER, undefined],
    ['someone else is accepted', status('accepted'), accepted, OTHER, undefined],
    [
      'my helper is on the way',
      status('on_way'),
      accepted,
      OWNER,
      { kind: 'info', title: 'Hjælperen er på vej', text: 'bo er på vej til Havørnen.' },
    ],
    ['the helper who set on the way', status('on_way'), accepted, HELPER, undefined],
    ['on the way on someone else’s call', status('on_way'), accepted, OTHER, undefined],
    [
      'my helper has arrived',
      status('arrived'),
      accepted,
      OWNER,
      { kind: 'info', title: 'Hjælperen er fremme', text: 'bo er fremme ved Havørnen.' },
    ],
    [
      'a helper whose name is gone has arrived',
      status('arrived'),
      { ...accepted, helperName: null },
      OWNER,
      { kind: 'info', title: 'Hjælperen er fremme', text: 'Din hjælper er fremme ved Havørnen.' },
    ],
    ['the helper who arrived', status('arrived'), accepted, HELPER, undefined],
    [
      'the call I help with is closed',
      status('resolved'),
      accepted,
      HELPER,
      { kind: 'info', title: 'Kaldet er lukket', text: 'anna har lukket kaldet for Havørnen.' },
    ],
    ['the owner who closed', status('resolved'), accepted, OWNER, undefined],
    ['a closed call without a helper, to its owner', status('resolved'), open, OWNER, undefined],
    ['someone else’s call is closed', status('resolved'), accepted, OTHER, undefined],
    [
      'the call I help with is cancelled',
      status('cancelled'),
      accepted,
      HELPER,
      {
        kind: 'info',
        title: 'Kaldet er annulleret',
        text: 'anna har annulleret kaldet for Havørnen.',
      },
    ],
    ['the owner who cancelled', status('cancelled'), accepted, OWNER, undefined],
    [
      'my call got its first offer (the offer event tells)',
      status('offered'),
      open,
      OWNER,
      undefined,
    ],
    ['a status of a call I know nothing of', status('on_way'), undefined, OWNER, undefined],
    [
      'a thank-you to me',
      thanks('Tak for slæbet!', 4),
      undefined,
      HELPER,
      { kind: 'success', title: 'Tak fra anna', text: 'Tak for slæbet!\n★★★★☆ 4 af 5' },
    ],
    [
      'a new call on the map',
      {
        action: 'new_help_request',
        data: {
          id: 'r2',
          userName: 'carl',
          vesselName: 'Mågen',
          type: 'fuel',
          priority: 'normal',
          status: 'active',
          timestamp: '2026-11-21T12:00:00.000Z',
          position: { lat: 55.7, lng: 12.6 },
          searchRadiusNm: 5,
          helperName: null,
          precise: false,
        },
      },
      undefined,
      OWNER,
      undefined,
    ],
  ];
  it.each(cases)('%s', (_, event, request, myId, expected) => {
    expect(stepToast(event, request, myId)).toEqual(expected);
  });
});

describe('starsText', () => {
  it.each([
    [5, '★★★★★ 5 af 5'],
    [4, '★★★★☆ 4 af 5'],
    [1, '★☆☆☆☆ 1 af 5'],
    [0, '☆☆☆☆☆ 0 af 5'],
    [9, '★★★★★ 5 af 5'],
  ])('%i stars read "%s"', (rating, text) => {
    expect(starsText(rating)).toBe(text);
  });
});
