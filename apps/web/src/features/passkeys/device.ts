import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import type { PasskeyDeviceType } from '@havhjaelp/common/passkeys';
import { PASSKEY_DEVICE_NAMES } from '@havhjaelp/common/passkeys-texts';

/** What the browser tells of the device it runs on. */
export interface DeviceHints {
  userAgent: string;
  /** User-Agent Client Hints' own answer (Chromium browsers); undefined where there are none. */
  mobile?: boolean;
  maxTouchPoints: number;
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * The name a new passkey is offered (SPEC.md section 7): a phone's or a tablet's, else a
 * computer's. An iPad asks for the desktop site and says "Macintosh"; its touch screen tells it.
 */
export function suggestedDeviceName(device: DeviceHints): string {
  const mobile =
    device.mobile ||
    MOBILE_AGENT.test(device.userAgent) ||
    (/Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1);
  return mobile ? PASSKEY_DEVICE_NAMES.mobile : PASSKEY_DEVICE_NAMES.desktop;
}

interface NavigatorWithHints {
  userAgentData?: { mobile?: boolean };
}

/** This browser's hints, for `suggestedDeviceName`. */
export function thisDevice(): DeviceHints {
  return {
    userAgent: navigator.userAgent,
    mobile: (navigator as Navigator & NavigatorWithHints).userAgentData?.mobile,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

/** How a passkey's kind is shown (SPEC.md section 3: platform or cross-platform). */
export const DEVICE_TYPE_LABELS: Record<PasskeyDeviceType, string> = {
  platform: 'Indbygget i enheden',
  'cross-platform': 'Sikkerhedsnøgle eller anden enhed',
};

/** When a passkey was last used to log in, as its lists say it. */
export function lastUseText(lastUsedAt: string | null, now: Date): string {
  return lastUsedAt === null ? 'Aldrig brugt' : `Sidst brugt ${relativeTimeDa(lastUsedAt, now)}`;
}
