import type { Db } from '../../db/database';
import { DELETED_USER } from './presenters';
import { helpDataOf, thanksOf } from './repository';

type ThanksRow = Awaited<ReturnType<typeof thanksOf>>['given'][number];

const toExportedThanks = (row: ThanksRow) => ({
  request_id: row.request_id,
  username: row.username ?? DELETED_USER,
  message: row.message,
  rating: row.rating,
  is_public: row.is_public === 1,
  created_at: row.created_at,
});

/**
 * The help section of a user's data export: their requests, offers and the thank-yous they gave
 * and received (the chat lines are the chats feature's).
 */
export async function helpExport(db: Db, userId: string) {
  const { requests, offers } = await helpDataOf(db, userId);
  const thanks = await thanksOf(db, userId);
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
    help_thanks_given: thanks.given.map(toExportedThanks),
    help_thanks_received: thanks.received.map(toExportedThanks),
  };
}
