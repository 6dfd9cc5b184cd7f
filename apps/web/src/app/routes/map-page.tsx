import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import {
  BaseTilesNotice,
  CallPinLayer,
  CallPositionNote,
  centreOf,
  freeArea,
  GeolocationNotice,
  HelpMarkersLayer,
  MapEmergencyLink,
  MapMenu,
  MyPositionLayer,
  pickerRoomy,
  RememberView,
  RestrictedAreaWarning,
  RestrictedAreasLayer,
  storedLayers,
  storedView,
  storeLayers,
  TestGpsMarker,
  TestGpsPanel,
  type MapLayers,
} from '../../features/map/lazy/map-page';
import { KM_PER_NAUTICAL_MILE, type LatLng } from '@havhjaelp/common/geo';
import { LIMITS, MAP_START } from '@havhjaelp/common/limits';
import { ROUTES } from '@havhjaelp/common/routes';
import { tilesApi } from '@havhjaelp/common/tiles-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useLocation, useNavigate } from 'react-router';
import { BASE_MAP, tileUrlTemplate, useBaseTilesFailing } from '../../lib/base-map';
import { locate, locateOnce, useGeolocation } from '../../lib/geolocation';
import { showToast } from '../../lib/toasts';
import { useMyPosition } from '../../lib/use-my-position';
import { usePublishedHeight } from '../../lib/use-published-height';
import { AisNotices, AisPanel, useShipLayer } from '../../features/ais/lazy/map';
import { useSessionUser } from '../../lib/session';
import { helpKeys, helpListQuery, helpUi } from '../../features/help';
import { CREATE_CALL_MESSAGES, CreateCallDialog } from '../../features/help/lazy/map';
import {
  FriendsLayer,
  PartnerLayer,
  PositionsNotice,
  useSharedPositions,
} from '../../features/positions/lazy/map';
import { KEEP_CLEAR } from '../../lib/screen-box';

const SEAMAP_URL = tileUrlTemplate(tilesApi.seamap);
const SEAMAP_ATTRIBUTION = 'Sømærker &copy; <a href="https://www.openseamap.org">OpenSeaMap</a>';
const CLOSE_ZOOM = 12;
/** What lies over the map when it is open: the form, notices and chats. */
const OVER_THE_MAP = '.side-dialog, .map-notices, .notice-region, .chat-window';
/** The pin's tip this far below the middle, so pin and tooltip (about 90 px) are centred. */
const PIN_TIP_BELOW_PX = 44;
/** The pin's height above its tip. */
const PIN_HEIGHT_PX = 40;

/**
 * Where the call's pin is put to be seen, in the map's own pixels: in the middle of the part of
 * the map no form, notice or chat covers, its tooltip above it included.
 */
function pinSpot(map: L.Map): L.Point {
  const container = map.getContainer().getBoundingClientRect();
  const overlays = Array.from(document.querySelectorAll(OVER_THE_MAP), (element) =>
    element.getBoundingClientRect(),
  );
  const free = freeArea(container, overlays);
  const { x, y } = centreOf(free);
  // In a narrow stretch the pin itself must still be seen, if not its tooltip.
  const tip = Math.max(
    Math.min(y + PIN_TIP_BELOW_PX, free.bottom - 2),
    Math.min(free.top + PIN_HEIGHT_PX, free.bottom - 2),
  );
  return map
    .containerPointToLayerPoint([x - container.left, tip - container.top])
    .add(map.getPixelOrigin());
}

/**
 * Brings the call's position to the pin's spot in the part of the map that is seen: beside the
 * form on a wide screen, above it on a phone, where the form is a sheet over the lower part.
 */
function panClearOfForm(map: L.Map, position: LatLng) {
  const offset = pinSpot(map).subtract(map.project(map.getCenter()));
  map.panTo(map.unproject(map.project([position.lat, position.lng]).subtract(offset)));
}

export function MapPage() {
  const user = useSessionUser();
  const loggedIn = user !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const geo = useGeolocation();
  const myPosition = useMyPosition();
  const list = useQuery(helpListQuery(loggedIn));
  const shared = useSharedPositions();
  const [map, setMap] = useState<L.Map | null>(null);
  const [layers, setLayers] = useState(storedLayers);
  const [initialView] = useState(storedView);
  const askedToCreate = (location.state as { createCall?: boolean } | null)?.createCall === true;
  const [creating, setCreating] = useState(() => askedToCreate && loggedIn);
  /** Where the boater put the pin; until then the call is where the browser says I am. */
  const [pin, setPin] = useState<LatLng | null>(null);
  const [radiusNm, setRadiusNm] = useState<number | null>(() =>
    askedToCreate && loggedIn ? LIMITS.searchRadiusNm.default : null,
  );
  const [layersOpen, setLayersOpen] = useState(pickerRoomy);
  const [testGpsOpen, setTestGpsOpen] = useState(false);
  const {
    failing: tilesFailing,
    setLayer: setBaseLayer,
    eventHandlers: baseTileEvents,
  } = useBaseTilesFailing();
  // The map's height, so notices and chat sheets on a phone leave its controls room.
  const page = usePublishedHeight('--map-height');
  const followMe = useRef(false);
  const ships = useShipLayer(map, layers.ais, {
    loggedIn,
    onLogin: () => navigate(ROUTES.login, { state: { from: ROUTES.map } }),
  });
  const callPosition = pin ?? myPosition;
  const latestCallPosition = useRef(callPosition);
  useEffect(() => {
    latestCallPosition.current = callPosition;
  });
  const callPositionKnown = callPosition !== null;

  // When the form opens, or the position first becomes known while it is open, bring the call
  // into view beside the form; moving the pin afterwards leaves the map where the boater has it.
  useEffect(() => {
    if (creating && map && latestCallPosition.current) {
      panClearOfForm(map, latestCallPosition.current);
    }
  }, [creating, callPositionKnown, map]);

  useEffect(() => {
    document.title = 'Kort · Havhjælp';
    locateOnce();
  }, []);

  useEffect(() => {
    if (!map) return;
    const onPopup = (event: L.PopupEvent) => {
      // Leaflet names its close button in English.
      const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', 'Luk pop-op');
      close?.setAttribute('title', 'Luk');
      // A popup needs the room on a phone: the layer picker folds away.
      if (!pickerRoomy()) setLayersOpen(false);
    };
    map.on('popupopen', onPopup);
    return () => {
      map.off('popupopen', onPopup);
    };
  }, [map]);

  // After "find my position": go there when it is known, or back to Copenhagen when it fails.
  useEffect(() => {
    if (!map || !followMe.current || geo.status === 'requesting') return;
    followMe.current = false;
    if (geo.status === 'granted' && geo.position) {
      map.flyTo([geo.position.lat, geo.position.lng], Math.max(map.getZoom(), CLOSE_ZOOM));
    } else {
      map.setView([MAP_START.lat, MAP_START.lng], MAP_START.zoom);
    }
  }, [map, geo]);

  const toggleLayer = (layer: keyof MapLayers) =>
    setLayers((current) => {
      const next = { ...current, [layer]: !current[layer] };
      storeLayers(next);
      return next;
    });

  const openCreate = () => {
    // A visitor is asked to log in, clear of a marker's popup if one is open.
    if (!loggedIn) return helpUi.askLogin('create', map?.getPane('popupPane')?.firstElementChild);
    if (!myPosition) locate();
    setPin(null);
    setCreating(true);
    setRadiusNm(LIMITS.searchRadiusNm.default);
  };

  // "Bed om hjælp" elsewhere in the app lands here with the form to open; the wish is used once.
  useEffect(() => {
    if (askedToCreate) navigate(location.pathname, { replace: true, state: null });
  }, [askedToCreate, navigate, location.pathname]);

  const placePinAtCentre = () => {
    if (!map) return;
    const { lat, lng } = map.unproject(pinSpot(map)).wrap();
    setPin({ lat, lng });
  };

  const placePinTyped = (position: LatLng) => {
    setPin(position);
    if (map) panClearOfForm(map, position);
  };

  return (
    <div ref={page} className="map-page">
      <h1 className="visually-hidden">Kort</h1>
      <MapContainer
        ref={setMap}
        className="map"
        center={[initialView.lat, initialView.lng]}
        zoom={initialView.zoom}
        maxZoom={MAP_START.maxZoom}
        zoomControl={false}
      >
        <ZoomControl position="topleft" zoomInTitle="Zoom ind" zoomOutTitle="Zoom ud" />
        <RememberView />
        <TileLayer
          ref={setBaseLayer}
          url={BASE_MAP.url}
          attribution={BASE_MAP.attribution}
          maxZoom={MAP_START.maxZoom}
          eventHandlers={baseTileEvents}
        />
        {layers.seamap && (
          <TileLayer
            url={SEAMAP_URL}
            attribution={SEAMAP_ATTRIBUTION}
            maxZoom={MAP_START.maxZoom}
            className="seamap-layer"
          />
        )}
        {layers.restricted && <RestrictedAreasLayer />}
        <HelpMarkersLayer
          requests={list.data?.requests ?? []}
          context={{
            loggedIn,
            myPosition,
            onDetails: helpUi.openDetails,
            onLogin: (popup) => helpUi.askLogin('details', popup),
          }}
        />
        {loggedIn && layers.friends && shared.data && (
          <FriendsLayer
            friends={shared.data.friends}
            others={shared.data.others}
            myPosition={myPosition}
          />
        )}
        {loggedIn && shared.data && (
          <PartnerLayer partners={shared.data.partners} myPosition={myPosition} />
        )}
        <MyPositionLayer />
        <TestGpsMarker />
        {creating && (
          <CallPinLayer position={callPosition} onMove={setPin} tilesFailing={tilesFailing} />
        )}
        {creating && radiusNm !== null && callPosition && (
          <Circle
            center={[callPosition.lat, callPosition.lng]}
            radius={radiusNm * KM_PER_NAUTICAL_MILE * 1000}
            className="search-radius"
            pathOptions={{ dashArray: '6 6' }}
          />
        )}
      </MapContainer>
      <div className="map-notices" {...KEEP_CLEAR}>
        <BaseTilesNotice failing={tilesFailing} />
        <GeolocationNotice />
        <RestrictedAreaWarning position={myPosition} />
        {layers.ais && <AisNotices />}
        <PositionsNotice failing={loggedIn && shared.isError} />
      </div>
      <MapEmergencyLink />
      <MapMenu
        geoStatus={geo.status}
        layers={layers}
        aisPanel={<AisPanel onChoose={ships.showShip} />}
        friendsAllowed={loggedIn}
        testGpsAllowed={user?.test_gps_allowed === true}
        testGpsOpen={testGpsOpen}
        layersOpen={layersOpen}
        onToggleLayers={() => setLayersOpen((open) => !open)}
        onLocate={() => {
          followMe.current = true;
          locate();
        }}
        onRefresh={() => {
          void queryClient.invalidateQueries({ queryKey: helpKeys.all });
          if (loggedIn) void shared.refetch();
        }}
        onToggleLayer={toggleLayer}
        onCreateCall={openCreate}
        onToggleTestGps={() => setTestGpsOpen((open) => !open)}
      />
      {testGpsOpen && (
        <TestGpsPanel
          mapCenter={() => {
            const center = map?.getCenter() ?? { lat: MAP_START.lat, lng: MAP_START.lng };
            return { lat: center.lat, lng: center.lng };
          }}
        />
      )}
      <CreateCallDialog
        open={creating}
        position={callPosition}
        waitingForPosition={!callPosition && geo.status === 'requesting'}
        mapShown={!tilesFailing}
        positionNote={
          <CallPositionNote
            position={callPosition}
            placed={pin !== null}
            geoStatus={geo.status}
            accuracyM={pin === null && geo.position ? geo.position.accuracy : null}
            tilesFailing={tilesFailing}
            offerTyping={myPosition === null || tilesFailing}
            onPlaceAtCentre={placePinAtCentre}
            onTyped={placePinTyped}
          />
        }
        onClose={() => {
          setCreating(false);
          setPin(null);
        }}
        onRadiusChange={setRadiusNm}
        onSent={() => showToast('success', CREATE_CALL_MESSAGES.sent)}
        onSessionExpired={() => navigate(ROUTES.login, { state: { from: ROUTES.map } })}
      />
    </div>
  );
}
