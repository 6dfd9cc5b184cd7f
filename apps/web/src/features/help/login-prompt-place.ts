/** Which edge of the window the visitor's login prompt docks to. */
export type LoginPromptPlace = 'top' | 'bottom';

/**
 * Keeps the login prompt clear of what the visitor tapped in (a map popup, a call's row): it goes
 * to the edge of the window with more room beside that; to the bottom when nothing is to be kept.
 */
export function loginPromptPlace(
  from: { top: number; bottom: number } | null,
  windowHeight: number,
): LoginPromptPlace {
  if (!from) return 'bottom';
  return from.top > windowHeight - from.bottom ? 'top' : 'bottom';
}
