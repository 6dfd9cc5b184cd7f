import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Phones: overlays dock to the bottom edge instead of floating. */
export const PHONE_QUERY = '(max-width: 600px)';
