export interface PageOf<T> {
  items: T[];
  /** The page shown, 0-based: the one asked for, kept inside the pages that exist. */
  page: number;
  /** At least 1, so an empty list still reads 'Side 1 af 1'. */
  pageCount: number;
}

/**
 * One page of a list. The page asked for is clamped, so a list that shrinks under a live update
 * shows its last page instead of an empty one. `total` counts the items there are when only the
 * first of them are at hand (the rest loaded page by page): a page past those comes back short.
 */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
  total: number = items.length,
): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(Math.max(total, items.length) / size));
  const shown = Math.min(Math.max(0, page), pageCount - 1);
  return { items: items.slice(shown * size, (shown + 1) * size), page: shown, pageCount };
}
