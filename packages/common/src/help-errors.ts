import { errorTable } from './errors';
import { HELP_MESSAGES } from './help';

/** What a help screen says when a call failed without a message of the server's (SPEC.md). */
export const HELP_FAILURES = {
  create: 'Kunne ikke sende anmodning',
  offer: 'Kunne ikke sende tilbud',
  accept: 'Kunne ikke acceptere hjælper',
  status: 'Kunne ikke opdatere status',
  close: 'Kunne ikke lukke kald',
} as const;

/** The help feature's error codes. */
export const HELP_ERRORS = errorTable({
  HELP_NOT_FOUND: { status: 404, message: HELP_MESSAGES.notFound },
  OWN_REQUEST: { status: 400, message: HELP_MESSAGES.offerOwnRequest },
  NO_HELPER: { status: 400, message: HELP_MESSAGES.testimonialNeedsHelper },
  OWNER_ONLY: { status: 403, message: HELP_MESSAGES.ownerOnly },
  NOT_PARTICIPANT: { status: 403, message: HELP_MESSAGES.statusNotAllowed },
  CHAT_FORBIDDEN: { status: 403, message: HELP_MESSAGES.chatParticipantsOnly },
  RESPONSE_NOT_FOUND: { status: 404, message: HELP_MESSAGES.responseNotFound },
  REQUEST_CLOSED: { status: 409, message: HELP_MESSAGES.requestClosed },
  HELPER_CHOSEN: { status: 409, message: HELP_MESSAGES.offerHelperChosen },
  ALREADY_OFFERED: { status: 409, message: HELP_MESSAGES.offerTwice },
  ALREADY_ACCEPTED: { status: 409, message: HELP_MESSAGES.alreadyAccepted },
  STATUS_NOT_ALLOWED: { status: 409, message: HELP_MESSAGES.statusNotAllowed },
  CHAT_NOT_OPEN: { status: 409, message: HELP_MESSAGES.chatNoHelper },
  TOO_MANY_OPEN_CALLS: { status: 429, message: HELP_MESSAGES.tooManyOpenCalls },
  TOO_MANY_CALLS: { status: 429, message: HELP_MESSAGES.tooManyCalls },
  TOO_MANY_OFFERS: { status: 429, message: HELP_MESSAGES.tooManyOffers },
});
