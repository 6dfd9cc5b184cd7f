import { healthSchema } from '@havhjaelp/common/health';
import { aisCheck } from './ais-check';
import type { Check, CheckResult } from './check';
import { tileCheck, weatherCheck } from './service-checks';

async function apiHealth(): Promise<CheckResult> {
  const started = performance.now();
  const response = await fetch('/api/health', { cache: 'no-store' });
  const elapsed = Math.round(performance.now() - started);
  const parsed = healthSchema.safeParse(await response.json());
  if (!parsed.success) return { status: 'error', detail: `Uventet svar (HTTP ${response.status})` };
  const parts = Object.entries(parsed.data.checks).map(([name, status]) => `${name}: ${status}`);
  return {
    status: parsed.data.status === 'ok' ? 'ok' : 'error',
    detail: `${parsed.data.version}, ${elapsed} ms; ${parts.join(', ')}`,
  };
}

const supported = (yes: boolean, what: string): CheckResult =>
  yes
    ? { status: 'ok', detail: `${what} understøttes` }
    : { status: 'warning', detail: `${what} understøttes ikke` };

export const CHECKS: Check[] = [
  { name: 'API-sundhed', run: apiHealth },
  { name: 'AIS-skibstrafik', run: aisCheck },
  { name: 'Kortfliser', run: tileCheck },
  { name: 'Vejrdata', run: weatherCheck },
  {
    name: 'Geolokation',
    run: async () => {
      const result = supported('geolocation' in navigator, 'Geolokation');
      if (result.status === 'ok' && !window.isSecureContext) {
        return { status: 'warning', detail: 'Understøttes, men kræver HTTPS (eller localhost)' };
      }
      return result;
    },
  },
  {
    name: 'WebAuthn (passkeys)',
    run: async () => {
      if (!window.PublicKeyCredential) return supported(false, 'WebAuthn');
      const platform =
        await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(
          () => false,
        );
      return {
        status: 'ok',
        detail: `WebAuthn understøttes${platform ? ', med indbygget autentificering' : ''}`,
      };
    },
  },
  {
    name: 'Service worker',
    run: async () => supported('serviceWorker' in navigator, 'Service workers'),
  },
  {
    name: 'Online',
    run: async () =>
      navigator.onLine
        ? { status: 'ok', detail: 'Browseren er online' }
        : { status: 'error', detail: 'Browseren er offline' },
  },
];
