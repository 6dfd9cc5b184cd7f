import { MAP_START } from '@havhjaelp/common/limits';

export const TILE_LAYERS = ['base', 'seamap'] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

export interface TileCoord {
  layer: TileLayer;
  z: number;
  x: number;
  y: number;
}

export const MAX_TILE_ZOOM = MAP_START.maxZoom;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Without upstream cache headers a tile counts as fresh this long (the usage policy's floor). */
export const DEFAULT_FRESH_MS = 7 * DAY_MS;
/** Nothing upstream says keeps a tile fresh longer than this. */
const MAX_FRESH_MS = 365 * DAY_MS;
const BROWSER_MAX_AGE_S = 24 * 60 * 60;
const BROWSER_MIN_AGE_S = 60;

// Canonical decimals only: no sign, no leading zeros, no exponent, at most 7 digits (2^19).
const INTEGER = /^(0|[1-9]\d{0,6})$/;

function isLayer(value: string): value is TileLayer {
  return (TILE_LAYERS as readonly string[]).includes(value);
}

/**
 * Reads layer, z, x and the file name (`<y>.png`) from the URL. Anything but a known layer and
 * z in 0..19 with x and y in 0..2^z-1 is refused, so a bad request never reaches upstream.
 */
export function parseTile(layer: string, z: string, x: string, file: string): TileCoord | null {
  const yText = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  if (!isLayer(layer) || ![z, x, yText].every((part) => INTEGER.test(part))) return null;
  const coord = { layer, z: Number(z), x: Number(x), y: Number(yText) };
  if (coord.z > MAX_TILE_ZOOM) return null;
  const size = 2 ** coord.z;
  return coord.x < size && coord.y < size ? coord : null;
}

/** The upstream URL: `{z}`, `{x}` and `{y}` of the configured template filled in. */
export function upstreamUrl(template: string, coord: TileCoord): string {
  return template
    .replaceAll('{z}', String(coord.z))
    .replaceAll('{x}', String(coord.x))
    .replaceAll('{y}', String(coord.y));
}

export interface CacheHeaders {
  cacheControl?: string | null;
  expires?: string | null;
  date?: string | null;
  age?: string | null;
}

export interface Freshness {
  /** False when upstream forbids a shared cache to keep the tile (no-store, private). */
  storable: boolean;
  /** Until when the tile may be served without asking upstream again (ms since epoch). */
  freshUntil: number;
}

function directives(cacheControl: string): Map<string, string | undefined> {
  const map = new Map<string, string | undefined>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name) map.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''));
  }
  return map;
}

function seconds(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * How long a tile stays fresh, as a shared cache reads upstream's headers (RFC 9111):
 * s-maxage, then max-age (less Age), then Expires relative to Date. No header at all: 7 days.
 */
export function freshness(headers: CacheHeaders, now: number): Freshness {
  const cc = directives(headers.cacheControl ?? '');
  const storable = !cc.has('no-store') && !cc.has('private');
  const until = (lifetimeMs: number) => now + Math.min(Math.max(lifetimeMs, 0), MAX_FRESH_MS);
  if (cc.has('no-cache')) return { storable, freshUntil: now };
  const maxAge = seconds(cc.get('s-maxage')) ?? seconds(cc.get('max-age'));
  if (maxAge !== undefined) {
    const age = seconds(headers.age ?? undefined) ?? 0;
    return { storable, freshUntil: until((maxAge - age) * 1000) };
  }
  if (headers.expires) {
    const expires = Date.parse(headers.expires);
    if (Number.isNaN(expires)) return { storable, freshUntil: now };
    const date = headers.date ? Date.parse(headers.date) : Number.NaN;
    return { storable, freshUntil: until(expires - (Number.isNaN(date) ? now : date)) };
  }
  return { storable, freshUntil: until(DEFAULT_FRESH_MS) };
}

/** What browsers may keep: what is left of upstream's freshness, between a minute and a day. */
export function browserCacheControl(freshUntil: number, now: number): string {
  const left = Math.floor((freshUntil - now) / 1000);
  const maxAge = Math.min(Math.max(left, BROWSER_MIN_AGE_S), BROWSER_MAX_AGE_S);
  return `public, max-age=${maxAge}`;
}

/** The identifying User-Agent the tile usage policies ask for, with a way to reach us. */
export function tileUserAgent(appVersion: string, publicUrl: string, contact: string): string {
  const version = /\d+(\.\d+)*/.exec(appVersion)?.[0] ?? '0';
  return `Havhjaelp/${version} (+${publicUrl}; ${contact})`;
}
