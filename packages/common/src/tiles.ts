import { errorTable } from './errors';

/** The map tile proxy's error codes. */
export const TILE_ERRORS = errorTable({
  BAD_TILE: {
    status: 400,
    message: 'Ugyldig kortflise: lag, zoom eller koordinater er forkerte.',
  },
  TILE_NOT_FOUND: { status: 404, message: 'Kortflisen findes ikke.' },
  TILE_FETCH_LIMIT: {
    status: 429,
    message:
      'Kortet har hentet mange nye fliser til dig på kort tid. Vent et øjeblik, og prøv igen.',
  },
  TILE_UPSTREAM_FAILED: {
    status: 502,
    message: 'Kortfliser kunne ikke hentes. Prøv igen senere.',
  },
  TILES_BUSY: { status: 503, message: 'Kortet henter mange fliser lige nu. Prøv igen om lidt.' },
});

/** The tile, in OpenStreetMap's numbering (Web Mercator), that holds a position at a zoom. */
export function tileAt(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * size),
    y: Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * size),
  };
}
