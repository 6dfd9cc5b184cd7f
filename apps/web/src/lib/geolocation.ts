import { LIMITS } from '@havhjaelp/common/limits';
import type { LatLng } from '@havhjaelp/common/geo';
import { createStore, useStore } from './store';

/** SPEC.md section 4: unknown, requesting, granted, denied, unavailable. */
export type GeoStatus = 'unknown' | 'requesting' | 'granted' | 'denied' | 'unavailable';

export interface GeoState {
  status: GeoStatus;
  position: (LatLng & { accuracy: number }) | null;
  /** The browser's error code (1 denied, 2 unavailable, 3 timeout), or 'unsupported'. */
  error: 1 | 2 | 3 | 'unsupported' | null;
}

const store = createStore<GeoState>({ status: 'unknown', position: null, error: null });

function errorCode(code: number): 1 | 2 | 3 {
  return code === 1 || code === 3 ? code : 2;
}

/** Asks the browser for the position once (high accuracy, 10 s timeout) and keeps the answer. */
export function locate(): void {
  if (!('geolocation' in navigator)) {
    store.set({ status: 'unavailable', position: null, error: 'unsupported' });
    return;
  }
  store.set((state) => ({ ...state, status: 'requesting' }));
  navigator.geolocation.getCurrentPosition(
    ({ coords }) =>
      store.set({
        status: 'granted',
        position: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
        error: null,
      }),
    (failure) => {
      const code = errorCode(failure.code);
      store.set(({ position }) => ({
        status: code === 1 ? 'denied' : 'unavailable',
        position,
        error: code,
      }));
    },
    { enableHighAccuracy: true, timeout: LIMITS.geolocationTimeoutMs },
  );
}

/** Reads the position if nobody has asked yet: SPEC.md reads it once for distances. */
export function locateOnce(): void {
  if (store.get().status === 'unknown') locate();
}

export function useGeolocation(): GeoState {
  return useStore(store);
}

/** The position as last read, for code outside React (a query's fetch). */
export function currentGeolocation(): GeoState {
  return store.get();
}

const HTTPS_HINT = 'Placering virker kun, når siden er åbnet sikkert (https://).';

const GEOLOCATION_MESSAGES: Record<NonNullable<GeoState['error']>, string> = {
  unsupported: 'Din browser understøtter ikke placering.',
  1: 'Adgang til din position blev afvist. Tillad placering for denne side i browseren.',
  2: 'Din position kunne ikke bestemmes lige nu.',
  3: 'Det tog for lang tid at finde din position. Prøv igen.',
};

/**
 * What the map says when the position cannot be read (SPEC.md section 8); it then shows
 * Copenhagen. The https hint only where the page is not a secure context, the one place where it
 * is the cause.
 */
export function geolocationMessage(error: NonNullable<GeoState['error']>, secure: boolean): string {
  const hint = secure || error === 'unsupported' ? '' : ` ${HTTPS_HINT}`;
  return `${GEOLOCATION_MESSAGES[error]}${hint} Kortet viser København.`;
}
