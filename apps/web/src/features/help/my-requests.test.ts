import type { HelpRequest, HelpStatus } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { isReminderShown, myActiveRequests } from './my-requests';

function request(
  id: string,
  userId: string,
  helperId: string | null,
  status: HelpStatus,
): HelpRequest {
  return {
    id,
    userId,
    helperId,
    status,
    userName: userId,
    vesselName: 'Båd',
    type: 'motorstop',
    priority: 'normal',
    timestamp: '2026-11-21T12:00:00.000Z',
    position: { lat: 55, lng: 12 },
    searchRadiusNm: 3,
    helperName: helperId,
    precise: true,
  };
}

describe('myActiveRequests', () => {
  it('counts open requests I help with as incoming and my own open ones as outgoing', () => {
    const list = [
      request('mine-active', 'me', null, 'active'),
      request('mine-accepted', 'me', 'you', 'accepted'),
      request('mine-resolved', 'me', 'you', 'resolved'),
      request('helping', 'you', 'me', 'on_way'),
      request('helped-before', 'you', 'me', 'cancelled'),
      request('offered-only', 'you', null, 'offered'),
      request('strangers', 'you', 'them', 'active'),
    ];
    const mine = myActiveRequests(list, 'me');
    expect(mine.incoming.map((r) => r.id)).toEqual(['helping']);
    expect(mine.outgoing.map((r) => r.id)).toEqual(['mine-active', 'mine-accepted']);
  });
});

describe('isReminderShown', () => {
  it.each([
    [0, undefined, false],
    [0, 0, false],
    [1, undefined, true],
    [1, 1, false],
    [2, 1, true],
    [1, 2, true],
  ])('%i open, dismissed at %s → %s', (count, dismissed, shown) => {
    expect(isReminderShown(count, dismissed)).toBe(shown);
  });
});
