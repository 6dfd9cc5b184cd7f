// Half-degree cells of latitude and longitude, by which the gateway finds the frames near a box.

/** Cells of half a degree: a map view at harbour zoom spans a few of them. */
export const CELL_DEGREES = 0.5;
const COLUMNS = 360 / CELL_DEGREES;
/** A client whose boxes cover more cells than this is matched against every frame instead. */
export const MAX_CELLS = 256;

export const cellOf = (lat: number, lon: number): number =>
  Math.floor((lat + 90) / CELL_DEGREES) * COLUMNS + Math.floor((lon + 180) / CELL_DEGREES);

/** The cells `boxes` touch, each once; null when there are more than MAX_CELLS. */
export function cellsOf(
  boxes: readonly (readonly [number, number, number, number])[],
): number[] | null {
  const cells = new Set<number>();
  for (const [south, north, west, east] of boxes) {
    const rows = Math.floor((north + 90) / CELL_DEGREES) - Math.floor((south + 90) / CELL_DEGREES);
    const columns =
      Math.floor((east + 180) / CELL_DEGREES) - Math.floor((west + 180) / CELL_DEGREES);
    if ((rows + 1) * (columns + 1) > MAX_CELLS) return null;
    for (let lat = south; ; lat = Math.min(north, lat + CELL_DEGREES)) {
      for (let lon = west; ; lon = Math.min(east, lon + CELL_DEGREES)) {
        cells.add(cellOf(lat, lon));
        if (lon === east) break;
      }
      if (lat === north) break;
    }
    if (cells.size > MAX_CELLS) return null;
  }
  return [...cells];
}
