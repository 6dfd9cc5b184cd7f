import type { LatLng } from '@havhjaelp/common/geo';
import { formatKilometres, formatPosition } from '@havhjaelp/common/nautical-format';
import { BASE_TILES_FAILED } from '../../lib/base-map';
import type { GeoStatus } from '../../lib/geolocation';
import { TypedPositionField } from './typed-position-field';

/** Beyond this the browser's fix is too rough to send a helper to: ask for the pin instead. */
const ROUGH_FIX_M = 500;

interface CallPositionNoteProps {
  position: LatLng | null;
  /** The boater placed or dragged the pin themselves. */
  placed: boolean;
  geoStatus: GeoStatus;
  /** The browser's stated accuracy while its fix is used, else null. */
  accuracyM: number | null;
  /** The base map shows nothing to tap on: only typing is offered. */
  tilesFailing: boolean;
  /** Typing the position is offered (no position from the browser, or no tiles). */
  offerTyping: boolean;
  onPlaceAtCentre: () => void;
  onTyped: (position: LatLng) => void;
}

/** At the top of the create-call form: where the call will be, and how to put it right. */
export function CallPositionNote(props: CallPositionNoteProps) {
  const typing = props.offerTyping && <TypedPositionField onPosition={props.onTyped} />;
  if (!props.position) {
    return (
      <div className="call-position" role="status">
        <p>{unknownText(props.geoStatus, props.tilesFailing)}</p>
        {!props.tilesFailing && (
          <button type="button" className="button button-small" onClick={props.onPlaceAtCentre}>
            Sæt nålen midt på kortet
          </button>
        )}
        {typing}
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
      <p className="small muted">{knownText(roughM, props.tilesFailing)}</p>
      {typing}
    </div>
  );
}

function unknownText(geoStatus: GeoStatus, tilesFailing: boolean): string {
  if (tilesFailing) return `Din position kendes ikke. ${BASE_TILES_FAILED}. Skriv positionen.`;
  return geoStatus === 'requesting'
    ? 'Venter på din position... Du kan også trykke på kortet, hvor du er, eller skrive positionen.'
    : 'Din position kendes ikke. Tryk på kortet, hvor du er, sæt nålen midt på kortet og træk den på plads, eller skriv positionen.';
}

function knownText(roughM: number | null, tilesFailing: boolean): string {
  if (tilesFailing) return `${BASE_TILES_FAILED}. Skriv positionen, hvis den ikke passer.`;
  return roughM !== null
    ? `Din position er upræcis (±${formatKilometres(roughM / 1000)}). Træk nålen hen, hvor du er, eller tryk på kortet.`
    : 'Træk nålen eller tryk på kortet, hvis positionen ikke passer.';
}
