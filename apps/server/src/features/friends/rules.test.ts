import { describe, expect, it } from 'vitest';
import {
  otherOfPair,
  pairKey,
  rejectOrCancel,
  relationState,
  RELATION_ACTIONS,
  RELATION_STATES,
  selfRefusal,
  transition,
  type RelationAction,
  type RelationState,
} from './rules';

const ok = (change: string, tells: string | null = null) => ({ change, tells });
const no = (refused: string) => ({ refused });

/**
 * Written out from SPEC.md sections 2 and 4 and issue 24, not from the code: a request is refused
 * to a pending or standing friendship and to a block (the actor's own named, the other's hidden as
 * an unknown user); one crossing theirs makes friends; only the receiver accepts or rejects and
 * only the sender cancels; a block ends whatever stood and tells it as that ending.
 */
const TABLE: Record<RelationState, Record<RelationAction, object>> = {
  none: {
    request: ok('send', 'friend_request'),
    accept: no('FRIEND_REQUEST_NOT_FOUND'),
    reject: no('FRIEND_REQUEST_NOT_FOUND'),
    cancel: no('FRIEND_REQUEST_NOT_FOUND'),
    remove: no('FRIEND_NOT_FRIENDS'),
    block: ok('block'),
    unblock: no('FRIEND_NOT_BLOCKED'),
  },
  sent: {
    request: no('FRIEND_REQUEST_PENDING'),
    accept: no('FRIEND_ACCEPT_RECEIVER_ONLY'),
    reject: no('FRIEND_REQUEST_NOT_FOUND'),
    cancel: ok('end-request', 'friend_request_ended'),
    remove: no('FRIEND_NOT_FRIENDS'),
    block: ok('block', 'friend_request_ended'),
    unblock: no('FRIEND_NOT_BLOCKED'),
  },
  received: {
    request: ok('befriend', 'friend_accepted'),
    accept: ok('befriend', 'friend_accepted'),
    reject: ok('end-request', 'friend_request_ended'),
    cancel: no('FRIEND_REQUEST_NOT_FOUND'),
    remove: no('FRIEND_NOT_FRIENDS'),
    block: ok('block', 'friend_request_ended'),
    unblock: no('FRIEND_NOT_BLOCKED'),
  },
  friends: {
    request: no('FRIEND_ALREADY'),
    accept: no('FRIEND_REQUEST_NOT_FOUND'),
    reject: no('FRIEND_REQUEST_NOT_FOUND'),
    cancel: no('FRIEND_REQUEST_NOT_FOUND'),
    remove: ok('unfriend', 'friend_removed'),
    block: ok('block', 'friend_removed'),
    unblock: no('FRIEND_NOT_BLOCKED'),
  },
  'i-blocked': {
    request: no('FRIEND_YOU_BLOCKED'),
    accept: no('FRIEND_REQUEST_NOT_FOUND'),
    reject: no('FRIEND_REQUEST_NOT_FOUND'),
    cancel: no('FRIEND_REQUEST_NOT_FOUND'),
    remove: no('FRIEND_NOT_FRIENDS'),
    block: ok('nothing'),
    unblock: ok('unblock'),
  },
  'they-blocked': {
    request: no('FRIEND_USER_NOT_FOUND'),
    accept: no('FRIEND_REQUEST_NOT_FOUND'),
    reject: no('FRIEND_REQUEST_NOT_FOUND'),
    cancel: no('FRIEND_REQUEST_NOT_FOUND'),
    remove: no('FRIEND_NOT_FRIENDS'),
    block: ok('block'),
    unblock: no('FRIEND_NOT_BLOCKED'),
  },
};

const cells = RELATION_STATES.flatMap((state) =>
  RELATION_ACTIONS.map((action) => [state, action, TABLE[state][action]] as const),
);

describe('the relation state machine', () => {
  it('covers every state × action: 6 × 7 cells', () => {
    expect(cells).toHaveLength(42);
  });

  it.each(cells)('%s + %s → %o', (state, action, expected) => {
    expect(transition(state, action)).toEqual(expected);
  });
});

describe('relationState', () => {
  const me = 'b';
  const them = 'a';
  it.each([
    [{ friends: false, requestSenders: [], blockers: [] }, 'none'],
    [{ friends: false, requestSenders: [me], blockers: [] }, 'sent'],
    [{ friends: false, requestSenders: [them], blockers: [] }, 'received'],
    [{ friends: true, requestSenders: [], blockers: [] }, 'friends'],
    [{ friends: false, requestSenders: [], blockers: [me] }, 'i-blocked'],
    [{ friends: false, requestSenders: [], blockers: [them] }, 'they-blocked'],
    // Both blocked: the actor sees (and may lift) their own.
    [{ friends: false, requestSenders: [], blockers: [them, me] }, 'i-blocked'],
  ] as const)('%o → %s', (facts, state) => {
    expect(relationState(facts, me)).toBe(state);
  });
});

describe('the reject call, and actions on oneself', () => {
  it.each([
    ['received', 'reject'],
    ['sent', 'cancel'],
    ['none', 'reject'],
    ['friends', 'reject'],
  ] as const)('in %s it is a %s', (state, action) => {
    expect(rejectOrCancel(state)).toBe(action);
  });

  it.each([
    ['request', 'FRIEND_SELF'],
    ['block', 'FRIEND_BLOCK_SELF'],
    ['unblock', null],
    ['remove', null],
  ] as const)('%s on oneself → %s', (action, code) => {
    expect(selfRefusal(action)).toBe(code);
  });
});

describe('pairKey', () => {
  it('names a pair the same from both sides, smaller id first, and gives back the other', () => {
    const key = pairKey('f0', '0a');
    expect(key).toBe('0a:f0');
    expect(pairKey('0a', 'f0')).toBe(key);
    expect(otherOfPair(key, '0a')).toBe('f0');
    expect(otherOfPair(key, 'f0')).toBe('0a');
  });
});
