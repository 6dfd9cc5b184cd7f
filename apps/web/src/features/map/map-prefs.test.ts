// @vitest-environment jsdom
import { MAP_START } from '@havhjaelp/common/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../lib/storage';
import { DEFAULT_LAYERS, storedLayers, storedView, storeLayers, storeView } from './map-prefs';

describe('map preferences in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('start with the sea map and friends on, the rest off, at Copenhagen', () => {
    expect(storedLayers()).toEqual(DEFAULT_LAYERS);
    expect(storedView()).toEqual({ lat: MAP_START.lat, lng: MAP_START.lng, zoom: MAP_START.zoom });
  });

  it('come back as they were stored', () => {
    storeLayers({ seamap: false, restricted: true, ais: true, friends: false });
    storeView({ lat: 57.72, lng: 10.58, zoom: 11 });
    expect(storedLayers()).toEqual({ seamap: false, restricted: true, ais: true, friends: false });
    expect(storedView()).toEqual({ lat: 57.72, lng: 10.58, zoom: 11 });
  });

  it('keep the choices stored before the friends layer came, with friends shown', () => {
    localStorage.setItem(
      `${STORAGE_PREFIX}map.layers`,
      '{"seamap":false,"restricted":true,"ais":false}',
    );
    expect(storedLayers()).toEqual({ seamap: false, restricted: true, ais: false, friends: true });
  });

  it.each([
    ['not JSON', '{'],
    ['a wrong shape', '{"lat":"55","lng":12,"zoom":8}'],
    ['a zoom past the map', `{"lat":55,"lng":12,"zoom":${MAP_START.maxZoom + 1}}`],
    ['a latitude off the map', '{"lat":91,"lng":12,"zoom":8}'],
  ])('fall back to the start when the stored view is %s', (_, raw) => {
    localStorage.setItem(`${STORAGE_PREFIX}map.view`, raw);
    expect(storedView().zoom).toBe(MAP_START.zoom);
  });
});
