// For the service worker: its Background Sync sends the calls waiting for coverage when the
// browser has a connection again, even with the app closed (where the browser has it; elsewhere
// the page sends them when it is next open and online). Reached through lazy/worker.ts.
import { endpointUrl } from '@havhjaelp/common/endpoint';
import { helpApi } from '@havhjaelp/common/help-api';
import type { HelpRequest } from '@havhjaelp/common/help';
import { apiFetch } from '../../lib/api-fetch';
import { sendWaitingCalls, WAITING_CALLS_SYNC_TAG } from './waiting-calls';

/**
 * Sends every waiting call with the token it was kept with. A call the server refused, or whose
 * session is over, stays for the page, which tells the person; when the server cannot be reached
 * the sync fails, so the browser tries again later.
 */
export async function sendWaitingCallsNow(): Promise<void> {
  const outcomes = await sendWaitingCalls(
    undefined,
    (call) =>
      apiFetch<HelpRequest>(endpointUrl(helpApi.create), {
        method: helpApi.create.method,
        body: call.input,
        token: call.token,
      }),
    false,
  );
  if (outcomes.some((outcome) => outcome.kind === 'kept' && outcome.why === 'unreachable')) {
    throw new Error('Kald venter stadig på forbindelse');
  }
}

/** The worker's handler of the tag the page registers when it keeps a call. */
export const waitingCallsSync = { tag: WAITING_CALLS_SYNC_TAG, run: sendWaitingCallsNow } as const;
