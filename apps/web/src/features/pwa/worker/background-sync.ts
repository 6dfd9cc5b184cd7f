import { waitingCallsSync } from '../../help/lazy/worker';

/**
 * The worker's Background Sync hook: a feature that registers a sync tag in a page
 * (`registration.sync.register(tag)`) gives here what the worker runs when the browser fires that
 * tag once the connection is back. The waiting call (a call made without coverage, sent exactly
 * once when the network returns) plugs its handler in as one line of this list.
 */
export interface BackgroundSyncHandler {
  /** The tag the page registers. */
  tag: string;
  /**
   * Runs with the connection back; rejecting asks the browser to try again later (it gives up
   * after a few tries, and the page sends what waits on its next open instead).
   */
  run(): Promise<void>;
}

export const BACKGROUND_SYNC_HANDLERS: readonly BackgroundSyncHandler[] = [waitingCallsSync];

/** The handler of a fired tag; undefined for a tag no feature gave. */
export function syncHandlerFor(
  tag: string,
  handlers: readonly BackgroundSyncHandler[] = BACKGROUND_SYNC_HANDLERS,
): BackgroundSyncHandler | undefined {
  return handlers.find((handler) => handler.tag === tag);
}
