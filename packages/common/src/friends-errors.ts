import { errorTable } from './errors';

// The friends feature's error codes, apart from its schemas, so the error table every screen
// carries brings nothing else of friends along.

/**
 * A user the caller may not reach is answered like one that does not exist: a blocked user learns
 * nothing of the block (SPEC.md section 1, blocking is never announced).
 */
export const FRIENDS_ERRORS = errorTable({
  FRIEND_USER_NOT_FOUND: { status: 404, message: 'Brugeren blev ikke fundet' },
  FRIEND_SELF: { status: 400, message: 'Du kan ikke sende en venneanmodning til dig selv' },
  FRIEND_ALREADY: { status: 409, message: 'I er allerede venner' },
  FRIEND_REQUEST_PENDING: {
    status: 409,
    message: 'Du har allerede sendt en venneanmodning til denne bruger',
  },
  FRIEND_YOU_BLOCKED: {
    status: 409,
    message: 'Du har blokeret denne bruger. Fjern blokeringen først.',
  },
  FRIEND_REQUEST_NOT_FOUND: { status: 404, message: 'Venneanmodningen findes ikke længere' },
  FRIEND_ACCEPT_RECEIVER_ONLY: {
    status: 403,
    message: 'Kun modtageren kan acceptere en venneanmodning',
  },
  FRIEND_NOT_FRIENDS: { status: 404, message: 'I er ikke venner' },
  FRIEND_DM_FRIENDS_ONLY: { status: 403, message: 'Du kan kun skrive med dine venner' },
  FRIEND_BLOCK_SELF: { status: 400, message: 'Du kan ikke blokere dig selv' },
  FRIEND_NOT_BLOCKED: { status: 404, message: 'Brugeren er ikke blokeret' },
});
