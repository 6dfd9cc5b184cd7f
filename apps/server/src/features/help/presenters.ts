import type { HelpRequest, HelpResponse } from '@havhjaelp/common/help';
import { publicPosition } from '@havhjaelp/common/help-precision';
import type { HelpRequestRow, HelpResponseRow } from './repository';
import { seesPrecisely, type Viewer } from './rules';

/** Shown where a person has deleted their account. */
export const DELETED_USER = 'Slettet bruger';

export function toHelpRequest(row: HelpRequestRow, viewer: Viewer): HelpRequest {
  const position = { lat: row.lat, lng: row.lng };
  const common = {
    id: row.id,
    userName: row.owner_username ?? DELETED_USER,
    vesselName: row.vessel_name,
    type: row.type,
    priority: row.priority,
    status: row.status,
    timestamp: row.created_at,
    searchRadiusNm: row.search_radius_nm,
    helperName: row.helper_username,
  };
  if (!seesPrecisely(row, viewer)) {
    return { ...common, position: publicPosition(position), precise: false };
  }
  return {
    ...common,
    position,
    precise: true,
    userId: row.user_id ?? undefined,
    helperId: row.helper_id,
    description: row.description,
    vhfChannel: row.owner_vhf_channel ?? '',
    boatName: row.owner_boat_name ?? '',
  };
}

export function toHelpResponse(row: HelpResponseRow): HelpResponse {
  return {
    id: row.id,
    requestId: row.request_id,
    userId: row.user_id,
    userName: row.username,
    status: row.status,
    message: row.message,
    estimatedArrival: row.estimated_arrival,
    createdAt: row.created_at,
  };
}
