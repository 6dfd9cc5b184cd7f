// For the service worker: its `sync` listener sends the calls waiting for coverage when the
// browser has a connection again, even with the app closed (Background Sync, where the browser
// has it; elsewhere the page sends them when it is next open and online). The worker's one line:
//   self.addEventListener('sync', sendWaitingCallsOnSync);
import { endpointUrl } from '@havhjaelp/common/endpoint';
import { helpApi } from '@havhjaelp/common/help-api';
import type { HelpRequest } from '@havhjaelp/common/help';
import { apiFetch } from '../../lib/api';
import { sendWaitingCalls, WAITING_CALLS_SYNC_TAG } from './waiting-calls';

/** The part of a Background Sync event used here (TypeScript's libraries have no SyncEvent). */
export interface WaitingCallsSyncEvent {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

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

export function sendWaitingCallsOnSync(event: WaitingCallsSyncEvent): void {
  if (event.tag === WAITING_CALLS_SYNC_TAG) event.waitUntil(sendWaitingCallsNow());
}
