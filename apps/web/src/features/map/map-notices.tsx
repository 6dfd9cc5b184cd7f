import type { LatLng } from '@havhjaelp/common/geo';
import { insideWarning, restrictedAreasAt } from '@havhjaelp/common/restricted-areas';
import { useState } from 'react';
import { BASE_TILES_FAILED } from '../../lib/base-map';
import { geolocationMessage, useGeolocation, type GeoState } from '../../lib/geolocation';
import { LocationOffIcon } from './map-icons';

/**
 * Why the map could not find me (SPEC.md section 8); the map then shows Copenhagen. Closed, it
 * folds to a small button that opens it again, so it never takes the map's room for long; it
 * stays closed while the reason is the same (the position is asked again when the call form
 * opens), and shows again for another.
 */
export function GeolocationNotice() {
  const { error } = useGeolocation();
  const [closedFor, setClosedFor] = useState<GeoState['error']>(null);
  if (error === null) return null;
  if (closedFor === error) {
    return (
      <button
        type="button"
        className="map-control map-notice-toggle"
        aria-label="Vis besked om din position"
        title="Din position kendes ikke"
        onClick={() => setClosedFor(null)}
      >
        <LocationOffIcon />
      </button>
    );
  }
  return (
    <p className="map-notice map-notice-closable" role="alert">
      <span>{geolocationMessage(error, window.isSecureContext)}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Skjul besked om din position"
        onClick={() => setClosedFor(error)}
      >
        ×
      </button>
    </p>
  );
}

/** The base map's tiles cannot be had: said on the map instead of a grey field without a word. */
export function BaseTilesNotice({ failing }: { failing: boolean }) {
  if (!failing) return null;
  return (
    <p className="map-notice" role="alert">
      {BASE_TILES_FAILED}
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
