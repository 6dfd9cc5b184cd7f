// The calls waiting for coverage, kept in IndexedDB, which both the page and the service worker
// reach (localStorage is the page's alone). Loaded on demand only: not for the first view.
import { createHelpSchema, type HelpRequest } from '@havhjaelp/common/help';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { callsOf, outcomeOf, type SendOutcome, type WaitingCall } from './waiting-call-rules';

/** The tag of the Background Sync the page asks for and the worker's `sync` listener answers. */
export const WAITING_CALLS_SYNC_TAG = 'havhjaelp-waiting-calls';
const DATABASE = 'havhjaelp-waiting-calls';
/** The Web Lock every sender and canceller holds, page or worker, so a call is sent once. */
const LOCK = 'havhjaelp-waiting-calls';

const waitingCallSchema = z.object({
  clientKey: z.uuid(),
  userId: z.string(),
  token: z.string(),
  input: createHelpSchema.extend({ clientKey: z.uuid() }),
  savedAt: z.string(),
});

let database: UseStore | undefined;
const store = () => (database ??= createStore(DATABASE, 'calls'));

/** What the other tabs and the worker hear: the waiting calls changed, and the calls sent. */
export interface WaitingCallsNews {
  sent: HelpRequest[];
}

const listeners = new Set<(news: WaitingCallsNews) => void>();
// One channel for the module: it hears what the other tabs and the worker post, never its own.
let channel: BroadcastChannel | undefined;
function ownChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(DATABASE);
    channel.onmessage = (message: MessageEvent<WaitingCallsNews>) => tell(message.data);
  }
  return channel;
}

function tell(news: WaitingCallsNews) {
  listeners.forEach((listener) => listener(news));
}

function changed(news: WaitingCallsNews = { sent: [] }) {
  tell(news);
  ownChannel()?.postMessage(news);
}

/** Follows changes to the waiting calls, made here, in another tab or by the worker. */
export function onWaitingCallsChange(listener: (news: WaitingCallsNews) => void): () => void {
  ownChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work` while no other tab nor the worker sends or cancels (where Web Locks exist). */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until `work` settles, and its result is `work`'s.
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

/**
 * Keeps the call until it can be sent, and asks the browser for a Background Sync, which wakes
 * the service worker to send it when the connection returns, the app open or not.
 */
export async function keepWaiting(call: WaitingCall): Promise<void> {
  await set(call.clientKey, call, store());
  changed();
  await askForBackgroundSync();
}

/** Chromium's Background Sync, on the registration's `sync` (TypeScript's libraries lack it). */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as WithSync | undefined)?.sync?.register(WAITING_CALLS_SYNC_TAG);
  } catch {
    // Refused or not there: the page sends the call when it is online and open.
  }
}

/**
 * The waiting calls of `userId` (every one's when undefined: the worker sends each with its own
 * token), oldest first. One this app cannot read (left by another version) is not a call to send.
 */
export async function waitingCalls(userId: string | undefined): Promise<WaitingCall[]> {
  const stored = await values<unknown>(store());
  return callsOf(
    stored.flatMap((value) => {
      const parsed = waitingCallSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
    userId,
  );
}

/** Cancels the waiting call; false when it was sent (or cancelled) first, and is gone. */
export function cancelWaiting(clientKey: string): Promise<boolean> {
  return exclusively(async () => {
    if ((await get(clientKey, store())) === undefined) return false;
    await del(clientKey, store());
    changed();
    return true;
  });
}

/**
 * Sends the waiting calls of `userId` (all when undefined), oldest first, each as one call by its
 * client key, and forgets each that was made. One the server refused is forgotten when
 * `forgetRefused` (the page, which tells the person), else left for the page to send and tell.
 * Stops at the first the server could not be reached for: the others would fare no better.
 */
export function sendWaitingCalls(
  userId: string | undefined,
  send: (call: WaitingCall) => Promise<HelpRequest>,
  forgetRefused: boolean,
): Promise<SendOutcome[]> {
  return exclusively(async () => {
    const outcomes: SendOutcome[] = [];
    for (const call of await waitingCalls(userId)) {
      try {
        const request = await send(call);
        await del(call.clientKey, store());
        outcomes.push({ kind: 'sent', clientKey: call.clientKey, request });
      } catch (error) {
        const outcome = outcomeOf(call.clientKey, error);
        outcomes.push(outcome);
        if (outcome.kind === 'refused' && forgetRefused) await del(call.clientKey, store());
        if (outcome.kind === 'kept' && outcome.why === 'unreachable') break;
      }
    }
    if (outcomes.some((outcome) => outcome.kind !== 'kept')) {
      changed({
        sent: outcomes.flatMap((outcome) => (outcome.kind === 'sent' ? [outcome.request] : [])),
      });
    }
    return outcomes;
  });
}
