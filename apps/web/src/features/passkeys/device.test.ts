import { describe, expect, it } from 'vitest';
import { lastUseText, suggestedDeviceName, type DeviceHints } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the name a new passkey is offered', () => {
  it.each<[string, DeviceHints, string]>([
    ['an iPhone', { userAgent: IPHONE, maxTouchPoints: 5 }, 'Mobil Enhed'],
    ['an Android phone', { userAgent: ANDROID, maxTouchPoints: 5 }, 'Mobil Enhed'],
    ['an iPad asking for the desktop site', { userAgent: MAC, maxTouchPoints: 5 }, 'Mobil Enhed'],
    ['a Mac', { userAgent: MAC, maxTouchPoints: 0 }, 'Desktop'],
    ['a Windows PC with a touch screen', { userAgent: WINDOWS, maxTouchPoints: 10 }, 'Desktop'],
    [
      'a phone by its client hints',
      { userAgent: WINDOWS, mobile: true, maxTouchPoints: 0 },
      'Mobil Enhed',
    ],
    [
      'a computer by its client hints',
      { userAgent: WINDOWS, mobile: false, maxTouchPoints: 0 },
      'Desktop',
    ],
  ])('on %s: %s', (_what, device, name) => {
    expect(suggestedDeviceName(device)).toBe(name);
  });
});

describe('a passkey’s last use', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it.each([
    [null, 'Aldrig brugt'],
    ['2026-06-10T11:59:30Z', 'Sidst brugt lige nu'],
    ['2026-06-08T11:00:00Z', 'Sidst brugt for 2 dage siden'],
  ])('%s reads %s', (lastUsedAt, text) => {
    expect(lastUseText(lastUsedAt, now)).toBe(text);
  });
});
