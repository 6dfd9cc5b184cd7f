// Which ships a search for a name or an MMSI finds, best first.
import type { AisShip } from '@havhjaelp/common/ais-ship';

/** How many ships the search list shows at most. */
export const SEARCH_LIMIT = 8;

const fold = (text: string) => text.toLocaleLowerCase('da-DK');
// numeric: 'SKIB 104' before 'SKIB 1000'.
const collator = new Intl.Collator('da-DK', { numeric: true });

/** By name, ships without one after the named ones; then by MMSI. */
function byName(a: AisShip, b: AisShip): number {
  if (a.name !== null && b.name !== null)
    return collator.compare(a.name, b.name) || a.mmsi - b.mmsi;
  return Number(a.name === null) - Number(b.name === null) || a.mmsi - b.mmsi;
}

/**
 * Lower is better: the exact MMSI, then an MMSI or name beginning with the query, then a name
 * with a word beginning with it, then a name containing it; undefined for no match.
 */
function rank(ship: AisShip, query: string): number | undefined {
  const mmsi = String(ship.mmsi);
  if (mmsi === query) return 0;
  if (mmsi.startsWith(query)) return 1;
  const name = ship.name === null ? '' : fold(ship.name);
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return undefined;
}

/** Up to `limit` ships whose name contains or whose MMSI starts with `query` (any case). */
export function matchShips(
  ships: Iterable<AisShip>,
  query: string,
  limit = SEARCH_LIMIT,
): AisShip[] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  const found: { ship: AisShip; rank: number }[] = [];
  for (const ship of ships) {
    const r = rank(ship, wanted);
    if (r !== undefined) found.push({ ship, rank: r });
  }
  found.sort((a, b) => a.rank - b.rank || byName(a.ship, b.ship));
  return found.slice(0, limit).map((entry) => entry.ship);
}
