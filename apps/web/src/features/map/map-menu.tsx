import { useId, type ReactNode } from 'react';
import type { GeoStatus } from '../../lib/geolocation';
import { PHONE_QUERY } from '../../lib/use-media-query';
import { LayersIcon, LocateIcon, RefreshIcon } from './map-icons';
import type { MapLayers } from './map-prefs';
import { KEEP_CLEAR } from '../../lib/screen-box';

interface MapMenuProps {
  geoStatus: GeoStatus;
  layers: MapLayers;
  /** Shown under the AIS toggle while it is on: ship count and search. */
  aisPanel: ReactNode;
  /** A logged-in boater sees the layer of friends and other boaters who share. */
  friendsAllowed: boolean;
  testGpsAllowed: boolean;
  testGpsOpen: boolean;
  layersOpen: boolean;
  onToggleLayers: () => void;
  onLocate: () => void;
  onRefresh: () => void;
  onToggleLayer: (layer: keyof MapLayers) => void;
  onCreateCall: () => void;
  onToggleTestGps: () => void;
}

/** Wide screens have room for the picker; on a phone it starts folded to keep the map clear. */
export const pickerRoomy = () => !window.matchMedia(PHONE_QUERY).matches;

/**
 * The map's controls (SPEC.md section 2's menu): icon buttons with Danish names and tooltips, a
 * folding layer picker, and the call button on its own where a thumb finds it.
 */
export function MapMenu(props: MapMenuProps) {
  const pickerId = useId();
  const locating = props.geoStatus === 'requesting';
  return (
    <nav className="map-menu" aria-label="Kortmenu">
      <div className="map-controls" {...KEEP_CLEAR}>
        <IconButton
          label={locating ? 'Finder position...' : 'Find min position'}
          onClick={props.onLocate}
          busy={locating}
        >
          <LocateIcon />
        </IconButton>
        <IconButton label="Opdater kort" onClick={props.onRefresh}>
          <RefreshIcon />
        </IconButton>
        <button
          type="button"
          className="map-control"
          aria-label="Kortlag"
          title="Kortlag"
          aria-expanded={props.layersOpen}
          aria-controls={pickerId}
          onClick={props.onToggleLayers}
        >
          <LayersIcon />
        </button>
      </div>
      <div
        id={pickerId}
        className="map-layers"
        {...KEEP_CLEAR}
        role="group"
        aria-label="Kortlag"
        hidden={!props.layersOpen}
      >
        <ToggleButton pressed={props.layers.ais} onToggle={() => props.onToggleLayer('ais')}>
          Skibstrafik (AIS)
        </ToggleButton>
        {props.layers.ais && props.aisPanel}
        <ToggleButton pressed={props.layers.seamap} onToggle={() => props.onToggleLayer('seamap')}>
          Søkort
        </ToggleButton>
        <ToggleButton
          pressed={props.layers.restricted}
          onToggle={() => props.onToggleLayer('restricted')}
        >
          Militære områder
        </ToggleButton>
        {props.friendsAllowed && (
          <ToggleButton
            pressed={props.layers.friends}
            onToggle={() => props.onToggleLayer('friends')}
          >
            Venner
          </ToggleButton>
        )}
        {props.testGpsAllowed && (
          <ToggleButton pressed={props.testGpsOpen} onToggle={props.onToggleTestGps}>
            Test-GPS
          </ToggleButton>
        )}
      </div>
      <button
        type="button"
        className="button button-danger map-create-call"
        {...KEEP_CLEAR}
        onClick={props.onCreateCall}
      >
        Opret kald
      </button>
    </nav>
  );
}

function IconButton(props: {
  label: string;
  onClick: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="map-control"
      aria-label={props.label}
      title={props.label}
      aria-busy={props.busy}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function ToggleButton(props: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="map-layer-toggle"
      aria-pressed={props.pressed}
      onClick={props.onToggle}
    >
      <span className="map-layer-check" aria-hidden="true" />
      {props.children}
    </button>
  );
}
