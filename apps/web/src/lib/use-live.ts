import type { LiveAction, LiveEventOf, LiveTopic } from '@havhjaelp/common/live';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveClient, type LiveState } from './live-client';
import { useOnline } from './use-online';

export const LIVE_STATE_TEXT: Record<LiveState, string> = {
  connected: 'Online',
  connecting: 'Forbinder...',
  offline: 'Offline',
};

/** The live channel's real state; a browser that knows it is offline says so at once. */
export function useLiveState(): LiveState {
  const live = useSyncExternalStore(liveClient.onStateChange, liveClient.getState);
  return useOnline() ? live : 'offline';
}

/**
 * Runs `handler` for events on `topic` while the component is mounted (no topic: nothing). The
 * topic's type names the events it carries, as the server publishes them.
 */
export function useLiveTopic<A extends LiveAction>(
  topic: LiveTopic<A> | null,
  handler: (event: LiveEventOf<A>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    // The server publishes on a topic only the events its type names (checked where it publishes).
    return liveClient.subscribe(topic, (event) => latest.current(event as LiveEventOf<A>));
  }, [topic]);
}
