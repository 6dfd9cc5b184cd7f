import type { FRIENDS_ERRORS } from '@havhjaelp/common/friends-errors';

/**
 * Where one user stands with another, from the first one's side (SPEC.md sections 2 and 4):
 * nothing yet, a request each way, friends, or a block. A block is made only by ending whatever
 * stood, and nothing new starts while one stands, so a blocked pair has no request or friendship;
 * when both blocked, the actor's own block is what the actor sees.
 */
export const RELATION_STATES = [
  'none',
  'sent',
  'received',
  'friends',
  'i-blocked',
  'they-blocked',
] as const;
export type RelationState = (typeof RELATION_STATES)[number];

/**
 * What a user does to a relation. `reject` is the receiver's answer to a request and `cancel` the
 * sender's withdrawal; both come by the reject call (section 4).
 */
export const RELATION_ACTIONS = [
  'request',
  'accept',
  'reject',
  'cancel',
  'remove',
  'block',
  'unblock',
] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];

/** What the database does for an allowed action. */
export type RelationChange =
  /** A request from the actor. */
  | 'send'
  /** The pending request goes and a friendship begins. */
  | 'befriend'
  /** The pending request goes. */
  | 'end-request'
  | 'unfriend'
  /** Friendship and requests both ways go; the actor's block stands. */
  | 'block'
  | 'unblock'
  /** Already so. */
  | 'nothing';

/** What the other person is told live; a block is told as what it ended, never as a block. */
export type RelationNews =
  'friend_request' | 'friend_accepted' | 'friend_removed' | 'friend_request_ended';

export type FriendsErrorCode = keyof typeof FRIENDS_ERRORS;

export type RelationOutcome =
  { change: RelationChange; tells: RelationNews | null } | { refused: FriendsErrorCode };

const allowed = (change: RelationChange, tells: RelationNews | null = null): RelationOutcome => ({
  change,
  tells,
});
const refused = (code: FriendsErrorCode): RelationOutcome => ({ refused: code });

/** A user who blocked the actor is answered as one who does not exist, so no block shows. */
const HIDDEN = refused('FRIEND_USER_NOT_FOUND');

/** What `action` does to a relation in `state`, from the actor's side. */
export function transition(state: RelationState, action: RelationAction): RelationOutcome {
  switch (action) {
    case 'request':
      return {
        none: allowed('send', 'friend_request'),
        sent: refused('FRIEND_REQUEST_PENDING'),
        // Their request was waiting: asking back is saying yes.
        received: allowed('befriend', 'friend_accepted'),
        friends: refused('FRIEND_ALREADY'),
        'i-blocked': refused('FRIEND_YOU_BLOCKED'),
        'they-blocked': HIDDEN,
      }[state];
    case 'accept':
      if (state === 'received') return allowed('befriend', 'friend_accepted');
      return refused(state === 'sent' ? 'FRIEND_ACCEPT_RECEIVER_ONLY' : 'FRIEND_REQUEST_NOT_FOUND');
    case 'reject':
      return state === 'received'
        ? allowed('end-request', 'friend_request_ended')
        : refused('FRIEND_REQUEST_NOT_FOUND');
    case 'cancel':
      return state === 'sent'
        ? allowed('end-request', 'friend_request_ended')
        : refused('FRIEND_REQUEST_NOT_FOUND');
    case 'remove':
      return state === 'friends'
        ? allowed('unfriend', 'friend_removed')
        : refused('FRIEND_NOT_FRIENDS');
    case 'block':
      return {
        none: allowed('block'),
        sent: allowed('block', 'friend_request_ended'),
        received: allowed('block', 'friend_request_ended'),
        friends: allowed('block', 'friend_removed'),
        'i-blocked': allowed('nothing'),
        // Blocking back is allowed and tells nothing, as every block.
        'they-blocked': allowed('block'),
      }[state];
    case 'unblock':
      return state === 'i-blocked' ? allowed('unblock') : refused('FRIEND_NOT_BLOCKED');
  }
}

/** The reject call is the receiver's reject, or the sender's cancel (SPEC.md section 4). */
export function rejectOrCancel(state: RelationState): 'reject' | 'cancel' {
  return state === 'sent' ? 'cancel' : 'reject';
}

/** An action aimed at oneself that is refused before any relation is looked at. */
export function selfRefusal(action: RelationAction): FriendsErrorCode | null {
  if (action === 'request') return 'FRIEND_SELF';
  if (action === 'block') return 'FRIEND_BLOCK_SELF';
  return null;
}

/** What is stored between two users, as the relation's state reads it. */
export interface PairFacts {
  friends: boolean;
  /** The senders of the pending requests between them (at most one each way). */
  requestSenders: readonly string[];
  blockers: readonly string[];
}

export function relationState(facts: PairFacts, actorId: string): RelationState {
  const otherBlocked = facts.blockers.some((blocker) => blocker !== actorId);
  if (facts.blockers.includes(actorId)) return 'i-blocked';
  if (otherBlocked) return 'they-blocked';
  if (facts.friends) return 'friends';
  if (facts.requestSenders.includes(actorId)) return 'sent';
  if (facts.requestSenders.length > 0) return 'received';
  return 'none';
}

/** One name for a pair, whichever of them asks: the smaller id, ':', the larger. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The other person of a pair named by `pairKey`. */
export function otherOfPair(key: string, userId: string): string {
  const [a, b] = key.split(':') as [string, string];
  return a === userId ? b : a;
}
