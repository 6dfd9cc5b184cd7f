// Where the ship-traffic stream is and the key it is asked with; shared by the map and the test
// dashboard. The key comes from the build (VITE_AIS_CLIENT_KEY): it keeps casual third-party use
// off the stream, and anyone can read it in the bundle, so it is not a secret.
import { AIS_STREAM_PATH, DEFAULT_AIS_CLIENT_KEY } from '@havhjaelp/common/ais';

export const AIS_CLIENT_KEY = import.meta.env.VITE_AIS_CLIENT_KEY || DEFAULT_AIS_CLIENT_KEY;

/** ws: or wss: like the page, so the stream is encrypted whenever the page is. */
export function aisStreamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${AIS_STREAM_PATH}`;
}
