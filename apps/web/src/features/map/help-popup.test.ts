// @vitest-environment jsdom
import type { HelpRequest } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import { helpPopup, type PopupContext } from './help-popup';

const request: HelpRequest = {
  id: 'r1',
  userName: 'ole',
  vesselName: 'Tobisen',
  type: 'battery',
  priority: 'urgent',
  status: 'active',
  timestamp: new Date().toISOString(),
  position: { lat: 55.3, lng: 11.5 },
  searchRadiusNm: 2.5,
  helperName: null,
  precise: false,
};

const context = (myPosition: PopupContext['myPosition']): PopupContext => ({
  loggedIn: true,
  myPosition,
  onDetails: () => {},
  onLogin: () => {},
});

const facts = (popup: HTMLElement) => popup.querySelector('.small.muted')?.textContent;

describe('help popup', () => {
  it('gives distance and direction from me in nautical miles', () => {
    const north = helpPopup(request, context({ lat: 55.35, lng: 11.5 }));
    expect(facts(north)).toBe('lige nu · 3,0 sm mod S fra dig');
    const west = helpPopup(request, context({ lat: 55.3, lng: 11.2 }));
    expect(facts(west)).toBe('lige nu · 10 sm mod Ø fra dig');
  });

  it('gives no distance while my position is unknown', () => {
    expect(facts(helpPopup(request, context(null)))).toBe('lige nu');
  });
});
