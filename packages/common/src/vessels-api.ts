import { endpoints } from './endpoint';
import { VESSEL_ERRORS as E } from './vessel-errors';
import {
  myVesselsSchema,
  vesselInputSchema,
  vesselListQuerySchema,
  vesselListSchema,
  vesselImageLinkSchema,
  vesselSchema,
} from './vessels';
import { z } from './zod-da';

const idParams = z.object({ id: z.string().min(1).max(64) });
const imageErrors = [E.VESSEL_IMAGE_UNUSABLE, E.VESSEL_IMAGE_BUSY];

/** The vessels feature's endpoints (SPEC.md section 7, "Vessels"). */
export const vesselsApi = endpoints('vessels', {
  list: {
    method: 'GET',
    path: '/api/vessels',
    query: vesselListQuerySchema,
    answer: vesselListSchema,
    auth: 'optional',
  },
  mine: {
    method: 'GET',
    path: '/api/vessels/my/vessels',
    answer: myVesselsSchema,
    auth: 'member',
  },
  vessel: {
    method: 'GET',
    path: '/api/vessels/:id',
    params: idParams,
    answer: vesselSchema,
    errors: [E.VESSEL_NOT_FOUND],
    auth: 'member',
  },
  create: {
    method: 'POST',
    path: '/api/vessels',
    body: vesselInputSchema,
    answer: vesselSchema,
    errors: [E.VESSEL_TOO_MANY],
    auth: 'member',
  },
  change: {
    method: 'PUT',
    path: '/api/vessels/:id',
    params: idParams,
    body: vesselInputSchema,
    answer: vesselSchema,
    errors: [E.VESSEL_NOT_FOUND, E.VESSEL_OWNER_ONLY],
    auth: 'member',
  },
  /**
   * A vessel's picture, fetched once by the server from the link its owner gave and kept: a
   * viewer's browser never calls the owner's host. `key` is made from the link (the answer's
   * `vessel_image_src`), so a changed link is a new address, and only who was given the link
   * (everyone for a public vessel, the owner for a private one) can name the picture.
   */
  image: {
    method: 'GET',
    path: '/img/vessels/:id/:key',
    params: z.object({ id: z.string().min(1).max(64), key: z.string().min(1).max(64) }),
    answer: { bytes: 'image/*' },
    errors: [E.VESSEL_IMAGE_NOT_FOUND, ...imageErrors],
    auth: 'public',
  },
  /** The picture behind a link being typed in the form, fetched the same way, for its preview. */
  imagePreview: {
    method: 'GET',
    path: '/api/vessels/image-preview',
    query: z.object({ url: vesselImageLinkSchema }),
    answer: { bytes: 'image/*' },
    errors: imageErrors,
    auth: 'member',
  },
  remove: {
    method: 'DELETE',
    path: '/api/vessels/:id',
    params: idParams,
    answer: z.object({ success: z.literal(true) }),
    errors: [E.VESSEL_NOT_FOUND, E.VESSEL_OWNER_ONLY],
    auth: 'member',
  },
});
