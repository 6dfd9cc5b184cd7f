import { describe, expect, it } from 'vitest';
import {
  browserCacheControl,
  DEFAULT_FRESH_MS,
  freshness,
  parseTile,
  tileUserAgent,
  upstreamUrl,
} from './rules';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('parseTile', () => {
  it.each([
    ['base', '0', '0', '0.png', { layer: 'base', z: 0, x: 0, y: 0 }],
    ['seamap', '8', '136', '79.png', { layer: 'seamap', z: 8, x: 136, y: 79 }],
    ['base', '19', '524287', '524287.png', { layer: 'base', z: 19, x: 524287, y: 524287 }],
    ['base', '1', '1', '1.png', { layer: 'base', z: 1, x: 1, y: 1 }],
  ])('accepts %s %s/%s/%s', (layer, z, x, file, expected) => {
    expect(parseTile(layer, z, x, file)).toEqual(expected);
  });

  it.each([
    ['unknown layer', 'satellite', '1', '0', '0.png'],
    ['empty layer', '', '1', '0', '0.png'],
    ['zoom above 19', 'base', '20', '0', '0.png'],
    ['x outside 2^z', 'base', '1', '2', '0.png'],
    ['y outside 2^z', 'base', '3', '0', '8.png'],
    ['x at zoom 0', 'base', '0', '1', '0.png'],
    ['negative x', 'base', '5', '-1', '0.png'],
    ['negative zoom', 'base', '-1', '0', '0.png'],
    ['non-numeric', 'base', 'abc', '0', '0.png'],
    ['fractional', 'base', '5', '1.5', '0.png'],
    ['exponent', 'base', '5', '1e1', '0.png'],
    ['leading zero', 'base', '05', '1', '0.png'],
    ['plus sign', 'base', '5', '+1', '0.png'],
    ['whitespace', 'base', '5', ' 1', '0.png'],
    ['hex', 'base', '5', '0x1', '0.png'],
    ['other extension', 'base', '5', '1', '0.jpg'],
    ['no extension', 'base', '5', '1', '0'],
    ['no y', 'base', '5', '1', '.png'],
    ['huge number', 'base', '5', '99999999999', '0.png'],
  ])('refuses %s', (_name, layer, z, x, file) => {
    expect(parseTile(layer, z, x, file)).toBeNull();
  });
});

describe('upstreamUrl', () => {
  it('fills every placeholder of the template', () => {
    const coord = { layer: 'base', z: 8, x: 136, y: 79 } as const;
    expect(upstreamUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', coord)).toBe(
      'https://tile.openstreetmap.org/8/136/79.png',
    );
    expect(upstreamUrl('http://t/{z}-{x}-{y}?z={z}', coord)).toBe('http://t/8-136-79?z=8');
  });
});

describe('freshness', () => {
  const after = (ms: number) => ({ storable: true, freshUntil: NOW + ms });
  it.each([
    ['max-age', { cacheControl: 'max-age=3600' }, after(3_600_000)],
    ['max-age less Age', { cacheControl: 'public, max-age=3600', age: '600' }, after(3_000_000)],
    ['s-maxage before max-age', { cacheControl: 'max-age=60, s-maxage=120' }, after(120_000)],
    ['max-age=0', { cacheControl: 'max-age=0' }, after(0)],
    ['Age beyond max-age', { cacheControl: 'max-age=10', age: '99' }, after(0)],
    ['no-cache', { cacheControl: 'no-cache, max-age=3600' }, after(0)],
    ['upper case', { cacheControl: 'Public, MAX-AGE=60' }, after(60_000)],
    ['quoted value', { cacheControl: 'max-age="60"' }, after(60_000)],
    [
      'Expires relative to Date',
      { expires: 'Sun, 01 Jun 2025 14:00:00 GMT', date: 'Sun, 01 Jun 2025 13:00:00 GMT' },
      after(3_600_000),
    ],
    ['Expires without Date', { expires: 'Sun, 01 Jun 2025 13:00:00 GMT' }, after(3_600_000)],
    ['Expires in the past', { expires: 'Sun, 01 Jun 2025 11:00:00 GMT' }, after(0)],
    ['invalid Expires', { expires: '0' }, after(0)],
    ['max-age beats Expires', { cacheControl: 'max-age=60', expires: 'garbage' }, after(60_000)],
    ['nothing said: 7 days', {}, after(DEFAULT_FRESH_MS)],
    ['only public: 7 days', { cacheControl: 'public' }, after(DEFAULT_FRESH_MS)],
    ['absurd max-age capped', { cacheControl: 'max-age=999999999' }, after(31_536_000_000)],
  ])('%s', (_name, headers, expected) => {
    expect(freshness(headers, NOW)).toEqual(expected);
  });

  it.each(['no-store', 'private, max-age=60'])('%s is not storable', (cacheControl) => {
    expect(freshness({ cacheControl }, NOW).storable).toBe(false);
  });
});

describe('browserCacheControl', () => {
  it.each([
    [7 * 86_400_000, 'public, max-age=86400'],
    [3_600_000, 'public, max-age=3600'],
    [0, 'public, max-age=60'],
    [-86_400_000, 'public, max-age=60'],
  ])('fresh for %i ms more: %s', (left, expected) => {
    expect(browserCacheControl(NOW + left, NOW)).toBe(expected);
  });
});

describe('tileUserAgent', () => {
  it('names the app, its version, its site and a contact', () => {
    expect(tileUserAgent('v1.0.0 Beta', 'https://havhjaelp.dk', 'support@havhjaelp.dk')).toBe(
      'Havhjaelp/1.0.0 (+https://havhjaelp.dk; support@havhjaelp.dk)',
    );
  });
});
