import type { ReactNode } from 'react';
import type { GeoStatus } from '../../lib/geolocation';

interface MapMenuProps {
  geoStatus: GeoStatus;
  seamap: boolean;
  restricted: boolean;
  ais: boolean;
  /** Shown under the AIS toggle while it is on: ship count and search. */
  aisPanel: ReactNode;
  testGpsAllowed: boolean;
  testGpsOpen: boolean;
  onLocate: () => void;
  onRefresh: () => void;
  onToggleSeamap: () => void;
  onToggleRestricted: () => void;
  onToggleAis: () => void;
  onCreateCall: () => void;
  onToggleTestGps: () => void;
}

/** The map's floating menu, in SPEC.md section 2's order. */
export function MapMenu(props: MapMenuProps) {
  return (
    <nav className="map-menu" aria-label="Kortmenu">
      <button type="button" className="button" onClick={props.onLocate}>
        {props.geoStatus === 'requesting' ? 'Finder position...' : 'Find min position'}
      </button>
      <ToggleButton pressed={props.ais} onToggle={props.onToggleAis}>
        Skibstrafik (AIS)
      </ToggleButton>
      {props.ais && props.aisPanel}
      <button type="button" className="button" onClick={props.onRefresh}>
        Opdater kort
      </button>
      <ToggleButton pressed={props.seamap} onToggle={props.onToggleSeamap}>
        Søkort
      </ToggleButton>
      <ToggleButton pressed={props.restricted} onToggle={props.onToggleRestricted}>
        Militære områder
      </ToggleButton>
      {props.testGpsAllowed && (
        <ToggleButton pressed={props.testGpsOpen} onToggle={props.onToggleTestGps}>
          Test-GPS
        </ToggleButton>
      )}
      <button type="button" className="button button-danger" onClick={props.onCreateCall}>
        Opret kald
      </button>
    </nav>
  );
}

function ToggleButton(props: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button" aria-pressed={props.pressed} onClick={props.onToggle}>
      {props.children}
    </button>
  );
}
