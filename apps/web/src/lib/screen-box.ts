/** A box on the screen in pixels, as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Marks a part of a page that a floating window must not open over (the map's buttons and
 * notices). Spread on the element: `<div {...KEEP_CLEAR}>`.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;

export const KEEP_CLEAR_SELECTOR = '[data-keep-clear]';
