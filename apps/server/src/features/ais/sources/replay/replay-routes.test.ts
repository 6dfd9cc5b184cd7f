import { describe, expect, it } from 'vitest';
import { between, distanceNm, type LatLon } from './replay-geo';
import { FERRY_LINES, FISHING_GROUNDS, LEISURE_WATERS } from './replay-local-waters';
import { SHIPPING_ROUTES } from './replay-routes';

// Headlands, islands and harbours along the routes, from the chart (lat, lon). Legs must keep
// clear of them, so a typo in a waypoint that puts a leg across land shows up here.
const LAND: Readonly<Record<string, readonly [number, number]>> = {
  Grenen: [57.745, 10.645],
  Hirtshals: [57.59, 9.96],
  Hanstholm: [57.12, 8.62],
  Hirsholmene: [57.485, 10.62],
  'Læsø east': [57.27, 11.2],
  'Anholt east': [56.71, 11.65],
  'Anholt west': [56.7, 11.5],
  Fornæs: [56.44, 10.96],
  Hjelm: [56.135, 10.81],
  Sletterhage: [56.0975, 10.512],
  'Samsø north': [55.99, 10.6],
  Gniben: [55.99, 11.28],
  Sejerø: [55.89, 11.1],
  Røsnæs: [55.745, 10.87],
  'Fyns Hoved': [55.62, 10.6],
  Reersø: [55.52, 11.08],
  Sprogø: [55.335, 10.97],
  Halsskov: [55.345, 11.115],
  Knudshoved: [55.3, 10.86],
  'Langeland north': [55.16, 10.93],
  Omø: [55.16, 11.13],
  Keldsnor: [54.73, 10.72],
  Albuen: [54.82, 10.98],
  'Fehmarn north': [54.525, 11.15],
  'Gedser Odde': [54.56, 11.97],
  'Darßer Ort': [54.48, 12.51],
  'Kap Arkona': [54.68, 13.43],
  'Møns Klint': [54.97, 12.55],
  'Stevns Klint': [55.29, 12.45],
  Falsterbo: [55.395, 12.82],
  Dragør: [55.593, 12.68],
  Kastrup: [55.63, 12.665],
  Saltholm: [55.64, 12.76],
  Middelgrunden: [55.71, 12.668],
  Ven: [55.905, 12.69],
  Kronborg: [56.039, 12.621],
  Kullen: [56.3, 12.45],
  Vinga: [57.632, 11.605],
  Sandhammaren: [55.385, 14.2],
  Hammeren: [55.29, 14.76],
};

/** Nautical miles from `point` to the nearest point of the polyline. */
function clearance(point: LatLon, path: readonly LatLon[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < path.length; i++) {
    for (let f = 0; f <= 1; f += 1 / 256)
      best = Math.min(best, distanceNm(point, between(path[i]!, path[i + 1]!, f)));
  }
  return best;
}

const landmarks = Object.entries(LAND).map(([name, [lat, lon]]) => ({ name, at: { lat, lon } }));
const inBox = ({ lat, lon }: LatLon) => lat >= 54.5 && lat <= 58 && lon >= 8 && lon <= 13;
const nearBornholm = ({ lat, lon }: LatLon) => lat > 54.75 && lat < 55.45 && lon <= 15.2;

describe('replay routes and waters', () => {
  it('keep the merchant routes a kilometre and more off every landmark', () => {
    for (const route of SHIPPING_ROUTES) {
      for (const { name, at } of landmarks) {
        expect(clearance(at, route.path), `${route.name} at ${name}`).toBeGreaterThan(0.8);
      }
    }
  });

  it('keep the ferry lines clear of land between their harbours', () => {
    for (const line of FERRY_LINES) {
      const ends = [line.path[0]!, line.path[line.path.length - 1]!];
      for (const { name, at } of landmarks) {
        // Kronborg guards Helsingør harbour: only landmarks away from the harbours count.
        if (ends.some((end) => distanceNm(end, at) < 2)) continue;
        expect(clearance(at, line.path), `${line.name} at ${name}`).toBeGreaterThan(0.8);
      }
    }
  });

  it('keep leisure waters and fishing grounds clear of landmarks', () => {
    for (const area of [...LEISURE_WATERS, ...FISHING_GROUNDS]) {
      for (const { name, at } of landmarks) {
        expect(
          distanceNm(area.centre, at) - area.radiusNm,
          `${area.harbour} at ${name}`,
        ).toBeGreaterThan(0.8);
      }
    }
  });

  it('lie inside the box of Danish waters, but for the way to Bornholm', () => {
    const points = [
      ...SHIPPING_ROUTES.flatMap((route) => route.path),
      ...FERRY_LINES.flatMap((line) => line.path),
      ...[...LEISURE_WATERS, ...FISHING_GROUNDS].map((area) => area.centre),
    ];
    for (const point of points)
      expect(inBox(point) || nearBornholm(point), JSON.stringify(point)).toBe(true);
    // Room for the ships' offset to starboard at the box's edges.
    for (const point of points) expect(point.lat).toBeGreaterThanOrEqual(54.5);
    for (const point of points) expect(point.lon).toBeGreaterThanOrEqual(8.09);
  });

  it('give every route and line destinations at both ends', () => {
    for (const route of SHIPPING_ROUTES) {
      expect(route.destinations[0].length * route.destinations[1].length).toBeGreaterThan(0);
    }
    for (const line of FERRY_LINES) expect(line.terminals[0]).not.toBe(line.terminals[1]);
  });
});
