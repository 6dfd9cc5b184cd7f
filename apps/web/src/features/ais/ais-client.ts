// The app's one ship-traffic stream, at the page's own origin, and the hook React reads it with.
import { DEFAULT_AIS_CLIENT_KEY } from '@havhjaelp/common/ais';
import { useSyncExternalStore } from 'react';
import { AisStream, type AisSnapshot, type AisStreamOptions } from './ais-stream';

/** ws: or wss: like the page, so the stream is encrypted whenever the page is. */
export function aisStreamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ais/stream`;
}

export const aisStream = new AisStream({
  url: () => aisStreamUrl(window.location),
  apiKey: import.meta.env.VITE_AIS_CLIENT_KEY || DEFAULT_AIS_CLIENT_KEY,
  // The store only assigns handlers that accept any event, so the DOM's narrower parameter types
  // (Event, MessageEvent) are never relied on; TypeScript cannot see that without the cast.
  WebSocket: WebSocket as unknown as AisStreamOptions['WebSocket'],
});

export function useAisSnapshot(): AisSnapshot {
  return useSyncExternalStore(aisStream.subscribe, aisStream.getSnapshot);
}
