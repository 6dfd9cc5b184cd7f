import { slot } from '../../slots';

/** Who a user is friends with, and with whom a block stands either way; offered by friends. */
export interface PeopleRelations {
  friendsOf(userId: string): Promise<string[]>;
  /** Users who blocked `userId` or whom `userId` blocked: they see nothing of each other. */
  blockedWith(userId: string): Promise<string[]>;
}

/** The other person of each accepted, open help request the user is in; offered by help. */
export interface CallPartner {
  requestId: string;
  partnerId: string;
  /** The user's own part in the request. */
  role: 'owner' | 'helper';
}
export interface CallPartners {
  partnersOf(userId: string): Promise<CallPartner[]>;
}

export const PEOPLE_RELATIONS = slot<PeopleRelations>('people relations');
export const CALL_PARTNERS = slot<CallPartners>('call partners');

/**
 * Told of each fix a user reports, after it is kept (web push keeps its own copy for choosing whom
 * a call nearby concerns); offered by the features that need it.
 */
export interface FixListener {
  onFix(userId: string, fix: { lat: number; lng: number }, atIso: string): Promise<void>;
}

export const FIX_LISTENERS = slot<FixListener>('fix listeners');
