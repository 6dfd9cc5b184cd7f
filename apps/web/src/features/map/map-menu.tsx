import type { GeoStatus } from '../../lib/geolocation';

interface MapMenuProps {
  geoStatus: GeoStatus;
  seamap: boolean;
  restricted: boolean;
  testGpsAllowed: boolean;
  testGpsOpen: boolean;
  onLocate: () => void;
  onRefresh: () => void;
  onToggleSeamap: () => void;
  onToggleRestricted: () => void;
  onCreateCall: () => void;
  onToggleTestGps: () => void;
}

/** The map's floating menu (SPEC.md section 2); the ship-traffic toggle joins with AIS. */
export function MapMenu(props: MapMenuProps) {
  return (
    <nav className="map-menu" aria-label="Kortmenu">
      <button type="button" className="button" onClick={props.onLocate}>
        {props.geoStatus === 'requesting' ? 'Finder position...' : 'Find min position'}
      </button>
      <button type="button" className="button" onClick={props.onRefresh}>
        Opdater kort
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={props.seamap}
        onClick={props.onToggleSeamap}
      >
        Søkort
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={props.restricted}
        onClick={props.onToggleRestricted}
      >
        Militære områder
      </button>
      {props.testGpsAllowed && (
        <button
          type="button"
          className="button"
          aria-pressed={props.testGpsOpen}
          onClick={props.onToggleTestGps}
        >
          Test-GPS
        </button>
      )}
      <button type="button" className="button button-danger" onClick={props.onCreateCall}>
        Opret kald
      </button>
    </nav>
  );
}
