import type { LatLng } from '@havhjaelp/common/geo';
import type { HelpRequest, HelpStatus, Priority } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { dashboardOrder } from './dashboard-order';

/** Helsingør harbour; the calls lie due north of it, about 0.6 nm per hundredth of a degree. */
const helsingor: LatLng = { lat: 56.03, lng: 12.61 };

function call(
  id: string,
  priority: Priority,
  minute: number,
  status: HelpStatus = 'active',
  lat = 56.1,
): HelpRequest {
  return {
    id,
    userName: 'ejer',
    vesselName: id,
    type: 'motorstop',
    priority,
    status,
    timestamp: `2026-07-01T12:${String(minute).padStart(2, '0')}:00.000Z`,
    position: { lat, lng: helsingor.lng },
    searchRadiusNm: 3,
    helperName: null,
    precise: false,
  };
}

const ids = (calls: { id: string }[]) => calls.map((c) => c.id);

describe('dashboardOrder', () => {
  it.each<{ name: string; calls: HelpRequest[]; me: LatLng | null; active: string[] }>([
    {
      name: 'without a position: priority, then newest (SPEC.md)',
      me: null,
      calls: [
        call('grøn ældst', 'normal', 1),
        call('gul', 'urgent', 2),
        call('grøn nyest', 'normal', 3, 'offered', 56.04),
        call('rød', 'critical', 4, 'on_way'),
      ],
      active: ['rød', 'gul', 'grøn nyest', 'grøn ældst'],
    },
    {
      name: 'with a position: priority, then nearest, even before a newer call',
      me: helsingor,
      calls: [
        call('gul fjern ny', 'urgent', 9, 'active', 56.3),
        call('gul nær gammel', 'urgent', 1, 'accepted', 56.05),
        call('grøn nærmest', 'normal', 5, 'active', 56.031),
        call('rød fjernest', 'critical', 0, 'arrived', 57),
      ],
      active: ['rød fjernest', 'gul nær gammel', 'gul fjern ny', 'grøn nærmest'],
    },
    {
      name: 'with a position: the same place goes newest first',
      me: helsingor,
      calls: [call('gammel', 'urgent', 1, 'active', 56.2), call('ny', 'urgent', 2, 'active', 56.2)],
      active: ['ny', 'gammel'],
    },
    {
      name: 'an ended critical call never comes before an active normal one',
      me: null,
      calls: [call('rød løst', 'critical', 9, 'resolved'), call('grøn', 'normal', 1)],
      active: ['grøn'],
    },
  ])('$name', ({ calls, me, active }) => {
    expect(ids(dashboardOrder(calls, me).active)).toEqual(active);
  });

  it('puts resolved and cancelled calls in the ended list, newest first, whatever the priority', () => {
    const calls = [
      call('rød løst gammel', 'critical', 1, 'resolved'),
      call('grøn annulleret ny', 'normal', 8, 'cancelled'),
      call('gul aktiv', 'urgent', 5),
      call('gul løst', 'urgent', 4, 'resolved'),
      call('fuldført', 'normal', 3, 'completed'),
    ];
    expect(ids(dashboardOrder(calls, helsingor).ended)).toEqual([
      'grøn annulleret ny',
      'gul løst',
      'fuldført',
      'rød løst gammel',
    ]);
  });

  it('leaves the input as it was', () => {
    const calls = [call('a', 'normal', 1), call('b', 'critical', 2)];
    dashboardOrder(calls, null);
    expect(ids(calls)).toEqual(['a', 'b']);
  });
});
