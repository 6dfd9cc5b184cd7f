// The app's one ship-traffic stream, at the page's own origin, and the hook React reads it with.
import { useSyncExternalStore } from 'react';
import { AisStream, type AisSnapshot, type AisStreamOptions } from './ais-stream';
import { AIS_CLIENT_KEY, aisStreamUrl } from './stream-endpoint';

export const aisStream = new AisStream({
  url: () => aisStreamUrl(window.location),
  apiKey: AIS_CLIENT_KEY,
  // The store only assigns handlers that accept any event, so the DOM's narrower parameter types
  // (Event, MessageEvent) are never relied on; TypeScript cannot see that without the cast.
  WebSocket: WebSocket as unknown as AisStreamOptions['WebSocket'],
});

export function useAisSnapshot(): AisSnapshot {
  return useSyncExternalStore(aisStream.subscribe, aisStream.getSnapshot);
}
