// Synthetic open help requests over Danish waters for the map benchmark, the same for one seed.
import {
  HELP_TYPES,
  helpListSchema,
  type HelpList,
  type HelpRequest,
} from '@havhjaelp/common/help';

/** mulberry32: small, fast and the same numbers for the same seed on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where boaters are: centres (°) with a spread (1 σ, °) and a share of the requests. */
export const WATERS = [
  { name: 'Øresund', lat: 55.85, lng: 12.72, sdLat: 0.16, sdLng: 0.04, weight: 14 },
  { name: 'Køge Bugt', lat: 55.48, lng: 12.38, sdLat: 0.07, sdLng: 0.08, weight: 6 },
  { name: 'Kattegat', lat: 56.6, lng: 11.6, sdLat: 0.3, sdLng: 0.3, weight: 11 },
  { name: 'Sejerø Bugt', lat: 55.82, lng: 11.25, sdLat: 0.06, sdLng: 0.1, weight: 5 },
  { name: 'Storebælt', lat: 55.35, lng: 11.0, sdLat: 0.2, sdLng: 0.05, weight: 10 },
  { name: 'Smålandsfarvandet', lat: 55.05, lng: 11.45, sdLat: 0.05, sdLng: 0.15, weight: 5 },
  { name: 'Det Sydfynske Øhav', lat: 54.95, lng: 10.45, sdLat: 0.06, sdLng: 0.18, weight: 8 },
  { name: 'Lillebælt', lat: 55.35, lng: 9.78, sdLat: 0.16, sdLng: 0.035, weight: 6 },
  { name: 'Aarhus Bugt', lat: 56.1, lng: 10.38, sdLat: 0.08, sdLng: 0.08, weight: 6 },
  { name: 'Flensborg Fjord', lat: 54.85, lng: 9.85, sdLat: 0.04, sdLng: 0.12, weight: 4 },
  { name: 'Femern Bælt', lat: 54.55, lng: 11.35, sdLat: 0.05, sdLng: 0.2, weight: 5 },
  { name: 'Østersøen ved Møn', lat: 54.85, lng: 12.6, sdLat: 0.12, sdLng: 0.22, weight: 4 },
  { name: 'Bornholm, vest', lat: 55.15, lng: 14.5, sdLat: 0.08, sdLng: 0.06, weight: 3 },
  { name: 'Christiansø', lat: 55.32, lng: 15.19, sdLat: 0.03, sdLng: 0.05, weight: 1 },
  { name: 'Limfjorden', lat: 56.95, lng: 9.05, sdLat: 0.05, sdLng: 0.3, weight: 4 },
  { name: 'Skagerrak', lat: 57.85, lng: 9.7, sdLat: 0.1, sdLng: 0.45, weight: 3 },
  { name: 'Nordsøen', lat: 56.2, lng: 7.75, sdLat: 0.45, sdLng: 0.12, weight: 5 },
] as const;
const PRIORITY_MIX = [
  ['normal', 0.6],
  ['urgent', 0.3],
  ['critical', 0.1],
] as const;
const STATUS_MIX = [
  ['active', 0.7],
  ['offered', 0.15],
  ['accepted', 0.08],
  ['on_way', 0.04],
  ['arrived', 0.03],
] as const;
const VESSELS = ['Havørnen', 'Tobisen', 'Måge', 'Svalen', 'Bølgen', 'Ålen', 'Skarven', 'Ternen'];
const RADII = [1, 2, 3, 3, 3, 5, 10];

function pick<T>(mix: readonly (readonly [T, number])[], r: number): T {
  let sum = 0;
  for (const [value, share] of mix) if ((sum += share) > r) return value;
  return mix[mix.length - 1]![0];
}

/** Open requests as a logged-out visitor gets them: public view, positions to two decimals. */
export function helpList(count: number, seed: number): HelpList {
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const totalWeight = WATERS.reduce((sum, water) => sum + water.weight, 0);
  const waterMix = WATERS.map((water) => [water, water.weight / totalWeight] as const);
  const round = (value: number) => Math.round(value * 100) / 100;
  const now = Date.parse('2026-11-21T12:00:00Z');
  const requests: HelpRequest[] = [];
  for (let i = 0; i < count; i++) {
    const water = pick(waterMix, next());
    const status = pick(STATUS_MIX, next());
    requests.push({
      id: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      userName: `sejler${1000 + i}`,
      vesselName: `${VESSELS[i % VESSELS.length]} ${i}`,
      type: HELP_TYPES[Math.floor(next() * HELP_TYPES.length)]!,
      priority: pick(PRIORITY_MIX, next()),
      status,
      timestamp: new Date(now - Math.floor(next() * 6 * 3_600_000)).toISOString(),
      position: {
        lat: round(water.lat + gauss() * water.sdLat),
        lng: round(water.lng + gauss() * water.sdLng),
      },
      searchRadiusNm: RADII[Math.floor(next() * RADII.length)]!,
      helperName: status === 'active' || status === 'offered' ? null : `hjælper${i}`,
      precise: false,
    });
  }
  return helpListSchema.parse({ requests, count: requests.length });
}
