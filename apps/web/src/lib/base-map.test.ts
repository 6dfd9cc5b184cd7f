import { tilesApi } from '@havhjaelp/common/tiles-api';
import { describe, expect, it } from 'vitest';
import { BASE_MAP, tileUrlTemplate } from './base-map';

describe('tileUrlTemplate', () => {
  it("is Leaflet's template of a tile endpoint: the file of row y is `{y}.png`", () => {
    expect(BASE_MAP.url).toBe('/tiles/base/{z}/{x}/{y}.png');
    expect(tileUrlTemplate(tilesApi.seamap)).toBe('/tiles/seamap/{z}/{x}/{y}.png');
  });
});
