import type { LiveEvent } from '@havhjaelp/common/live';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveClient, type LiveState } from './live-client';

export const LIVE_STATE_TEXT: Record<LiveState, string> = {
  connected: 'Online',
  connecting: 'Forbinder...',
  offline: 'Offline',
};

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveClient.onStateChange, liveClient.getState);
}

/** Runs `handler` for events on `topic` while the component is mounted (no topic: nothing). */
export function useLiveTopic(topic: string | null, handler: (event: LiveEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    return liveClient.subscribe(topic, (event) => latest.current(event));
  }, [topic]);
}
