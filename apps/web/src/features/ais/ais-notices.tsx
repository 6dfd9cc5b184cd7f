import { useNow } from '../../lib/use-now';
import { useAisSnapshot } from './ais-client';
import { isStale } from './ais-stream';

export const AIS_STALE_TEXT = 'AIS-data er forældede: ingen nye skibsdata i over 2 minutter';
export const AIS_RECONNECTING_TEXT = 'Forbindelsen til skibstrafikken er afbrudt. Forbinder igen …';

/** How often the stale check looks at the clock. */
const CHECK_MS = 5_000;

/** While AIS is on: a lost connection being retried, and ship data that has gone quiet. */
export function AisNotices() {
  const snapshot = useAisSnapshot();
  const now = useNow(CHECK_MS);
  return (
    <>
      {snapshot.state === 'reconnecting' && (
        <p className="map-notice" role="status">
          {snapshot.error && `${snapshot.error}. `}
          {AIS_RECONNECTING_TEXT}
        </p>
      )}
      {isStale(snapshot, now.getTime()) && (
        <p className="map-notice" role="status">
          {AIS_STALE_TEXT}
        </p>
      )}
    </>
  );
}
