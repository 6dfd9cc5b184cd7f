import { MAP_START } from '@havhjaelp/common/limits';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

const layersSchema = z.object({
  seamap: z.boolean(),
  restricted: z.boolean(),
  ais: z.boolean(),
  // Layers stored before 'Venner' came keep their choices, with friends shown.
  friends: z.boolean().default(true),
});
export type MapLayers = z.output<typeof layersSchema>;

const viewSchema = z.object({
  lat: z.number().min(-85).max(85),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(1).max(MAP_START.maxZoom),
});
export type MapView = z.infer<typeof viewSchema>;

export const DEFAULT_LAYERS: MapLayers = {
  seamap: true,
  restricted: false,
  ais: false,
  friends: true,
};
const START_VIEW: MapView = { lat: MAP_START.lat, lng: MAP_START.lng, zoom: MAP_START.zoom };

const LAYERS_KEY = 'map.layers';
const VIEW_KEY = 'map.view';

/** The layers chosen last time in this browser, else the defaults. */
export function storedLayers(): MapLayers {
  return readStored(LAYERS_KEY, layersSchema) ?? DEFAULT_LAYERS;
}

export function storeLayers(layers: MapLayers): void {
  writeStored(LAYERS_KEY, layers);
}

/** Where the map was left last time in this browser, else Copenhagen. */
export function storedView(): MapView {
  return readStored(VIEW_KEY, viewSchema) ?? START_VIEW;
}

export function storeView(view: MapView): void {
  writeStored(VIEW_KEY, view);
}
