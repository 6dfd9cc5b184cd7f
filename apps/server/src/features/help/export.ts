import type { Db } from '../../db/database';
import { helpDataOf } from './repository';

/** The help section of a user's data export: their requests and offers (the chat lines are the chats feature's). */
export async function helpExport(db: Db, userId: string) {
  const { requests, offers } = await helpDataOf(db, userId);
  return {
    help_requests: requests.map((r) => ({
      id: r.id,
      vessel_name: r.vessel_name,
      type: r.type,
      priority: r.priority,
      description: r.description,
      status: r.status,
      position: { lat: r.lat, lng: r.lng },
      search_radius_nm: r.search_radius_nm,
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
    help_offers: offers,
  };
}
