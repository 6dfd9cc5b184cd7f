import type { ShipPopupAction } from '../ais';
import { vesselByMmsiQuery } from './api';
import { vesselPath } from './vessel-path';

/** A ship's popup links to the vessel profile with its MMSI: asked for once, shown when known. */
export const openProfileAction: ShipPopupAction = {
  order: 10,
  label: 'Se skibets profil',
  link: (mmsi, queryClient) => {
    const query = vesselByMmsiQuery(mmsi);
    const vessel = queryClient.getQueryData(query.queryKey);
    if (vessel === undefined) void queryClient.prefetchQuery(query);
    return vessel ? vesselPath(vessel.id) : undefined;
  },
};
