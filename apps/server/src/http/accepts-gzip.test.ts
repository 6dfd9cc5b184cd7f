import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.5, br', true],
    ['*', true],
    ['identity', false],
    ['br, *;q=0', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
