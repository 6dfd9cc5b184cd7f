import { tilesApi } from '@havhjaelp/common/tiles-api';
import type L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';

/** Leaflet's URL template of a tile layer's endpoint: its `:z/:x/:file` as `{z}/{x}/{y}.png`. */
export function tileUrlTemplate(endpoint: { path: `${string}/:z/:x/:file` }): string {
  return endpoint.path.replace(/:z\/:x\/:file$/, '{z}/{x}/{y}.png');
}

/**
 * The base map every map of the app draws (the big map, the weather map, a vessel's mini-map):
 * OpenStreetMap's tiles through the server's caching proxy, credited as their licence asks.
 */
export const BASE_MAP = {
  url: tileUrlTemplate(tilesApi.base),
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bidragydere',
} as const;

/** Said on a map whose base tiles cannot be had, instead of a grey field without a word. */
export const BASE_TILES_FAILED = 'Søkortet kunne ikke hentes - tjek forbindelsen';

/**
 * Whether the base tiles fail: true once a tile fails while none of those the layer asked for
 * since it last started loading has come, false again at the first tile that loads. One missing
 * tile among loaded ones is no failure of the map. While failing, the layer asks again when the
 * browser says it is back online. Give `setLayer` as the base TileLayer's ref, and `eventHandlers`.
 */
export function useBaseTilesFailing(): {
  failing: boolean;
  setLayer: (layer: L.TileLayer | null) => void;
  eventHandlers: L.LeafletEventHandlerFnMap;
} {
  const [failing, setFailing] = useState(false);
  const [layer, setLayer] = useState<L.TileLayer | null>(null);
  const loadedSinceStart = useRef(0);
  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      loading: () => {
        loadedSinceStart.current = 0;
      },
      tileload: () => {
        loadedSinceStart.current += 1;
        setFailing(false);
      },
      tileerror: () => {
        if (loadedSinceStart.current === 0) setFailing(true);
      },
    }),
    [],
  );
  useEffect(() => {
    if (!failing || !layer) return;
    const retry = () => layer.redraw();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failing, layer]);
  return { failing, setLayer, eventHandlers };
}
