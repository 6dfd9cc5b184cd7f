import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './map.css';
import { LIMITS, MAP_START } from '@havhjaelp/common/limits';
import { KM_PER_NAUTICAL_MILE } from '@havhjaelp/common/geo';
import { ROUTES } from '@havhjaelp/common/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { locate, locateOnce, useGeolocation } from '../../lib/geolocation';
import { useMyPosition } from '../../lib/use-my-position';
import { AisNotices } from '../ais/ais-notices';
import { AisPanel } from '../ais/ais-panel';
import { useShipLayer } from '../ais/use-ship-layer';
import { useSessionUser } from '../auth/session';
import { helpKeys, helpListQuery } from '../help/api';
import { CreateCallDialog } from '../help/create-call-dialog';
import { helpUi } from '../help/help-ui';
import { HelpMarkersLayer } from './help-markers-layer';
import { MapMenu } from './map-menu';
import {
  GeolocationNotice,
  MapStatus,
  RestrictedAreaWarning,
  type MapMessage,
} from './map-notices';
import { MyPositionLayer } from './my-position-layer';
import { RestrictedAreasLayer } from './restricted-areas-layer';
import { TestGpsMarker, TestGpsPanel } from './test-gps-tool';

const BASE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bidragydere';
const SEAMAP_ATTRIBUTION = 'Sømærker &copy; <a href="https://www.openseamap.org">OpenSeaMap</a>';
const CLOSE_ZOOM = 12;

export function MapPage() {
  const user = useSessionUser();
  const loggedIn = user !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const geo = useGeolocation();
  const myPosition = useMyPosition();
  const list = useQuery(helpListQuery(loggedIn));
  const [map, setMap] = useState<L.Map | null>(null);
  const [seamap, setSeamap] = useState(true);
  const [restricted, setRestricted] = useState(false);
  const [ais, setAis] = useState(false);
  const [creating, setCreating] = useState(false);
  const [radiusNm, setRadiusNm] = useState<number | null>(null);
  const [testGpsOpen, setTestGpsOpen] = useState(false);
  const [message, setMessage] = useState<MapMessage>(null);
  const followMe = useRef(false);
  const ships = useShipLayer(map, ais, {
    loggedIn,
    onLogin: () => navigate(ROUTES.login, { state: { from: ROUTES.map } }),
  });

  useEffect(() => {
    document.title = 'Kort · Havhjælp';
    locateOnce();
  }, []);

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

  const openCreate = () => {
    if (!loggedIn) return setMessage('loginToCreate');
    if (!myPosition) locate();
    setMessage(null);
    setCreating(true);
    setRadiusNm(LIMITS.searchRadiusNm.default);
    if (map && myPosition) map.panTo([myPosition.lat, myPosition.lng]);
  };

  return (
    <div className="map-page">
      <h1 className="visually-hidden">Kort</h1>
      <MapContainer
        ref={setMap}
        className="map"
        center={[MAP_START.lat, MAP_START.lng]}
        zoom={MAP_START.zoom}
        maxZoom={MAP_START.maxZoom}
      >
        <TileLayer
          url="/tiles/base/{z}/{x}/{y}.png"
          attribution={BASE_ATTRIBUTION}
          maxZoom={MAP_START.maxZoom}
        />
        {seamap && (
          <TileLayer
            url="/tiles/seamap/{z}/{x}/{y}.png"
            attribution={SEAMAP_ATTRIBUTION}
            maxZoom={MAP_START.maxZoom}
            className="seamap-layer"
          />
        )}
        {restricted && <RestrictedAreasLayer />}
        <HelpMarkersLayer
          requests={list.data?.requests ?? []}
          context={{
            loggedIn,
            myPosition,
            onDetails: helpUi.openDetails,
            onLogin: () => setMessage('loginForDetails'),
          }}
        />
        <MyPositionLayer />
        <TestGpsMarker />
        {creating && radiusNm !== null && myPosition && (
          <Circle
            center={[myPosition.lat, myPosition.lng]}
            radius={radiusNm * KM_PER_NAUTICAL_MILE * 1000}
            className="search-radius"
            pathOptions={{ dashArray: '6 6' }}
          />
        )}
      </MapContainer>
      <MapMenu
        geoStatus={geo.status}
        seamap={seamap}
        restricted={restricted}
        ais={ais}
        aisPanel={<AisPanel onChoose={ships.showShip} />}
        testGpsAllowed={user?.test_gps_allowed === true}
        testGpsOpen={testGpsOpen}
        onLocate={() => {
          followMe.current = true;
          locate();
        }}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: helpKeys.all })}
        onToggleSeamap={() => setSeamap((on) => !on)}
        onToggleRestricted={() => setRestricted((on) => !on)}
        onToggleAis={() => setAis((on) => !on)}
        onCreateCall={openCreate}
        onToggleTestGps={() => setTestGpsOpen((open) => !open)}
      />
      <div className="map-notices">
        <GeolocationNotice />
        <RestrictedAreaWarning position={myPosition} />
        {ais && <AisNotices />}
        <MapStatus message={message} onDismiss={() => setMessage(null)} />
      </div>
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
        position={myPosition}
        onClose={() => setCreating(false)}
        onRadiusChange={setRadiusNm}
        onSent={() => setMessage('sent')}
        onSessionExpired={() => navigate(ROUTES.login, { state: { from: ROUTES.map } })}
      />
    </div>
  );
}
