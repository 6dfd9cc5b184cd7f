import type { ShipPopupAction } from '../ais';

type VesselLink = ShipPopupAction['link'];
let vesselLink: VesselLink | undefined;

/**
 * A ship's popup links to the vessel profile with its MMSI. The lookup (and the vessel schemas it
 * brings) loads with the first popup that asks, so the first view carries none of it; until then
 * the link is unknown, and the popup asks again when it refreshes.
 */
export const openProfileAction: ShipPopupAction = {
  order: 10,
  label: 'Se skibets profil',
  link: (mmsi, queryClient) => {
    if (vesselLink) return vesselLink(mmsi, queryClient);
    void import('./lazy/vessel-link').then((loaded) => {
      vesselLink = loaded.vesselLink;
    });
    return undefined;
  },
};
