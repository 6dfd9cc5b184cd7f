import type { LatLng } from '@havhjaelp/common/geo';
import { formatKilometres, formatPosition } from '@havhjaelp/common/nautical-format';
import type { GeoStatus } from '../../lib/geolocation';

/** Beyond this the browser's fix is too rough to send a helper to: ask for the pin instead. */
const ROUGH_FIX_M = 500;

interface CallPositionNoteProps {
  position: LatLng | null;
  /** The boater placed or dragged the pin themselves. */
  placed: boolean;
  geoStatus: GeoStatus;
  /** The browser's stated accuracy while its fix is used, else null. */
  accuracyM: number | null;
  onPlaceAtCentre: () => void;
}

/** At the top of the create-call form: where the call will be, and how to put it right. */
export function CallPositionNote(props: CallPositionNoteProps) {
  if (!props.position) {
    return (
      <div className="call-position" role="status">
        <p>
          {props.geoStatus === 'requesting'
            ? 'Venter på din position... Du kan også trykke på kortet, hvor du er.'
            : 'Din position kendes ikke. Tryk på kortet, hvor du er, eller sæt nålen midt på kortet og træk den på plads.'}
        </p>
        <button type="button" className="button button-small" onClick={props.onPlaceAtCentre}>
          Sæt nålen midt på kortet
        </button>
      </div>
    );
  }
  const roughM = props.accuracyM !== null && props.accuracyM > ROUGH_FIX_M ? props.accuracyM : null;
  return (
    <div className="call-position" role="status">
      <p>
        <strong>Kaldets position:</strong> {formatPosition(props.position)}
        {props.placed ? ' (sat med nålen)' : ''}
      </p>
      <p className="small muted">
        {roughM !== null
          ? `Din position er upræcis (±${formatKilometres(roughM / 1000)}). Træk nålen hen, hvor du er, eller tryk på kortet.`
          : 'Træk nålen eller tryk på kortet, hvis positionen ikke passer.'}
      </p>
    </div>
  );
}
