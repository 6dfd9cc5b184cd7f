import { useRef } from 'react';

/**
 * Lets one send run at a time: a second click that comes before React has drawn the disabled
 * button is let go instead of sending the same post twice. `start` calls `settled` when done.
 */
export function useSingleFlight(): (start: (settled: () => void) => void) => void {
  const busy = useRef(false);
  return (start) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  };
}
