import type { Position } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';
import type { Member } from '../../identity/member';
import { lastReportedPlaceOf } from '../positions';
import { requestIdsOfferedBy } from './repository';
import type { MemberViewer, Viewer } from './rules';

/**
 * Who reads calls, with what decides which of them they see precisely: for a member, the calls
 * they offered on and where they are known to be (their last reported fix, and `near`, the place
 * sent with the read).
 */
export async function viewerOf(
  db: Db,
  user: Member | undefined,
  near: Position | null,
): Promise<Viewer> {
  if (!user) return 'public';
  const [fix, offered] = await Promise.all([
    lastReportedPlaceOf(db, user.id),
    requestIdsOfferedBy(db, user.id),
  ]);
  return {
    id: user.id,
    places: [fix, near].filter((place) => place !== null),
    offeredOn: new Set(offered),
  };
}

/**
 * The member who changed a call, for the call their change answers with: they own it or help on
 * it, which alone makes it precise to them.
 */
export function actorOf(user: Member): MemberViewer {
  return { id: user.id, places: [], offeredOn: new Set() };
}
