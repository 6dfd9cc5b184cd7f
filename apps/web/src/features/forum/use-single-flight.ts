import { useRef } from 'react';

/**
 * Lets one call run at a time. The mutation's pending state reaches React a tick after `mutate`,
 * so a second click that comes before would find the button still enabled and send the same post
 * again (or take a like back before it was given). `start` calls `settled` when the call is done.
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
