import type { LatLng } from '@havhjaelp/common/geo';
import { insideWarning, restrictedAreasAt } from '@havhjaelp/common/restricted-areas';
import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { GEOLOCATION_MESSAGES, useGeolocation } from '../../lib/geolocation';

/** Why the map could not find me (SPEC.md section 8); the map then shows Copenhagen. */
export function GeolocationNotice() {
  const { error } = useGeolocation();
  if (error === null) return null;
  return (
    <p className="map-notice" role="alert">
      {GEOLOCATION_MESSAGES[error]}
    </p>
  );
}

/** Shown while my position lies inside a military area. */
export function RestrictedAreaWarning({ position }: { position: LatLng | null }) {
  const warning = position && insideWarning(restrictedAreasAt(position).map((area) => area.name));
  if (!warning) return null;
  return (
    <p className="map-notice map-notice-danger" role="alert">
      ⚠ {warning}
    </p>
  );
}

export type MapMessage = 'sent' | 'loginToCreate' | 'loginForDetails' | null;

/** One line of feedback from the map: a sent call, or a prompt to log in. */
export function MapStatus({ message, onDismiss }: { message: MapMessage; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <p className="map-notice" role="status">
      {message === 'sent' && 'Anmodning sendt!'}
      {message === 'loginToCreate' && (
        <>
          Du skal være logget ind for at oprette et kald. <Link to={ROUTES.login}>Log ind</Link>
        </>
      )}
      {message === 'loginForDetails' && (
        <>
          Log ind for at se detaljer og tilbyde hjælp. <Link to={ROUTES.login}>Log ind</Link>
        </>
      )}{' '}
      <button type="button" className="icon-button" aria-label="Skjul besked" onClick={onDismiss}>
        ×
      </button>
    </p>
  );
}
