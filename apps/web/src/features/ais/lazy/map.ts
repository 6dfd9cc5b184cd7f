// What the map (loaded on demand) uses of AIS: the ship layer, its panel and notices.
export { AisNotices } from '../ais-notices';
export { AisPanel } from '../ais-panel';
export { useShipLayer } from '../use-ship-layer';
