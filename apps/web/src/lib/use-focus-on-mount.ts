import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for the heading of a step that replaces what the person was on (a form that was sent):
 * focused once it is shown, so keyboard and screen-reader users go on from there. The element
 * needs `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // Before the browser paints: the step is never seen without its focus.
  useLayoutEffect(() => ref.current?.focus(), []);
  return ref;
}
