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
