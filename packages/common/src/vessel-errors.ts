import { errorTable } from './errors';

// The vessel feature's error codes, apart from its schemas and texts, so the error table every
// screen carries brings nothing else of vessels along.

/** The most vessels one account may own. */
export const VESSELS_PER_OWNER_MAX = 20;

export const VESSEL_ERRORS = errorTable({
  VESSEL_NOT_FOUND: { status: 404, message: 'Skibet blev ikke fundet' },
  VESSEL_OWNER_ONLY: { status: 403, message: 'Kun ejeren kan ændre eller slette dette skib' },
  VESSEL_TOO_MANY: { status: 409, message: `Du kan højst have ${VESSELS_PER_OWNER_MAX} skibe` },
  VESSEL_IMAGE_NOT_FOUND: { status: 404, message: 'Billedet blev ikke fundet' },
  VESSEL_IMAGE_UNUSABLE: {
    status: 422,
    message: 'Billedet kunne ikke hentes. Tjek at linket peger direkte på et billede.',
  },
  VESSEL_IMAGE_BUSY: {
    status: 429,
    message: 'Der hentes mange billeder lige nu. Prøv igen om lidt.',
  },
});
