// Synthetic ships over Danish waters for the ship-canvas benchmark, the same for one seed.
import { random, WATERS } from './map-bench-data';

export interface ShipSeed {
  mmsi: number;
  name: string;
  lat: number;
  lon: number;
  /** Knots: a third each below 5 (grey), 5–10 (amber) and above 10 (green). */
  sog: number;
  cog: number;
  /** AIS ship type code (passenger, cargo, tanker, pleasure craft …). */
  type: number;
}

const NAMES = ['HAVØRNEN', 'TOBISEN', 'MÅGEN', 'SVALEN', 'BØLGEN', 'ÅLEN', 'SKARVEN', 'TERNEN'];
const TYPES = [60, 70, 80, 37, 36, 30, 52];

export function shipSeeds(count: number, seed: number): ShipSeed[] {
  const next = random(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const totalWeight = WATERS.reduce((sum, water) => sum + water.weight, 0);
  const pickWater = () => {
    let r = next() * totalWeight;
    for (const water of WATERS) if ((r -= water.weight) < 0) return water;
    return WATERS[0];
  };
  return Array.from({ length: count }, (_, i) => {
    const water = pickWater();
    return {
      mmsi: 219_000_000 + i,
      name: `${NAMES[i % NAMES.length]} ${i}`,
      lat: water.lat + gauss() * water.sdLat,
      lon: water.lng + gauss() * water.sdLng,
      sog: [2, 7, 15][i % 3]! + next() * 3,
      cog: Math.floor(next() * 3600) / 10,
      type: TYPES[i % TYPES.length]!,
    };
  });
}
