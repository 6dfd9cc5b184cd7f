import type { MemberOverlay, ShownOverlay } from '../../lib/feature-face';
import { FACES } from '../faces';

const OVERLAYS = FACES.flatMap((face) => face.overlays ?? []).sort((a, b) => a.order - b.order);

/** The overlays the layout mounts at `spot`, in their order. */
export const overlaysAt = (spot: ShownOverlay['spot']): ShownOverlay[] =>
  OVERLAYS.filter((overlay): overlay is ShownOverlay => overlay.spot === spot);

/** The overlays only a logged-in boater sees, each loaded on demand. */
export const MEMBER_OVERLAYS = OVERLAYS.filter(
  (overlay): overlay is MemberOverlay => overlay.spot === 'member',
);
