import {
  HELP_TYPE_LABELS,
  PRIORITY_LABELS,
  type CreateHelpInput,
  type HelpRequest,
} from '@havhjaelp/common/help';
import { ApiRequestError, NetworkError } from '../../lib/api-fetch';

/**
 * A call kept in this browser until it can be sent (issue 27): made without coverage, or its
 * request failed for lack of network. Its client key makes every send of it the same call.
 */
export interface WaitingCall {
  clientKey: string;
  /** Whose call it is: only that person's session sends it, or sees it waiting. */
  userId: string;
  /**
   * The session's token when the call was kept, for the service worker, which cannot read the
   * page's session; the page sends with the session it has.
   */
  token: string;
  input: CreateHelpInput & { clientKey: string };
  /** When it was kept (ISO), so waiting calls go in the order they were made. */
  savedAt: string;
}

export const WAITING_CALL_MESSAGES = {
  waiting: 'Kaldet sendes, så snart du har forbindelse',
  sending: 'Sender kaldet...',
  notKept:
    'Kaldet kunne ikke gemmes til senere i denne browser. Prøv igen, når du har forbindelse.',
  cancel: 'Annuller kaldet',
  cancelled: 'Kaldet er annulleret og blev ikke sendt.',
  alreadySent: 'Kaldet var allerede sendt. Du kan annullere det blandt dine kald.',
  refused: (message: string) => `Kaldet, der ventede på forbindelse, blev ikke sendt: ${message}`,
} as const;

/** Gateway answers: a proxy could not reach the server (ours answers with a code). */
const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/**
 * What a failed send of a call says: the server could not be reached (the call may wait and go
 * again), the session is over (it waits for the person to log in again), or the server refused
 * the call (sending it again would be refused again).
 */
export type SendFailure = 'unreachable' | 'session' | 'refused';

export function sendFailure(error: unknown): SendFailure {
  if (error instanceof NetworkError) return 'unreachable';
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'session';
    if (GATEWAY_STATUSES.includes(error.status) && error.code === undefined) return 'unreachable';
  }
  return 'refused';
}

/**
 * Whether a call the person sends now is kept to wait for coverage: the browser says it is
 * offline (nothing is tried), or the try could not reach the server. A refusal is shown instead.
 */
export function waitsForCoverage(online: boolean, error?: unknown): boolean {
  return !online || (error !== undefined && sendFailure(error) === 'unreachable');
}

/** The person's waiting calls, oldest first: another account's are neither shown nor sent. */
export function callsOf(calls: readonly WaitingCall[], userId: string | undefined): WaitingCall[] {
  return calls
    .filter((call) => userId === undefined || call.userId === userId)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.clientKey.localeCompare(b.clientKey));
}

/** What one send of a waiting call came to. */
export type SendOutcome =
  | { kind: 'sent'; clientKey: string; request: HelpRequest }
  | { kind: 'kept'; clientKey: string; why: Exclude<SendFailure, 'refused'> }
  | { kind: 'refused'; clientKey: string; error: unknown };

export function outcomeOf(clientKey: string, error: unknown): SendOutcome {
  const why = sendFailure(error);
  return why === 'refused'
    ? { kind: 'refused', clientKey, error }
    : { kind: 'kept', clientKey, why };
}

/** The waiting call in one line: '<boat> · <problem> · <priority>'. */
export function waitingSummary(input: CreateHelpInput): string {
  const boat = input.vesselName?.trim();
  return [boat, HELP_TYPE_LABELS[input.type], PRIORITY_LABELS[input.priority]]
    .filter(Boolean)
    .join(' · ');
}
