import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@havhjaelp/common/geo';
import { MAP_START } from '@havhjaelp/common/limits';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import { WEATHER_TEXTS } from '@havhjaelp/common/weather';
import { useQuery } from '@tanstack/react-query';
import type { Popup as LeafletPopup, PopupOptions } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { BASE_MAP } from '../../lib/base-map';
import { marineQuery } from './api';
import { from, reading, towards } from './weather-format';

/**
 * The popup pans clear of the zoom buttons and the attribution, the only things on this map; the
 * big map's padding for its notices would leave a short map no room for the popup.
 */
const POPUP_ROOM: PopupOptions = {
  autoPanPaddingTopLeft: [52, 12],
  autoPanPaddingBottomRight: [12, 28],
  maxWidth: 260,
};

const ATTRIBUTION = `${BASE_MAP.attribution} · Vejr: <a href="https://open-meteo.com/">Open-Meteo.com</a> (CC BY 4.0)`;

/** A map of the waters around `centre`; a click shows the marine data of that point. */
export function WeatherMap({ centre }: { centre: LatLng }) {
  const [clicked, setClicked] = useState<LatLng | null>(null);
  const popup = useRef<LeafletPopup>(null);
  return (
    <div className="weather-map-box">
      <MapContainer
        className="weather-map"
        center={[centre.lat, centre.lng]}
        zoom={MAP_START.zoom}
        maxZoom={MAP_START.maxZoom}
      >
        <TileLayer url={BASE_MAP.url} attribution={ATTRIBUTION} maxZoom={MAP_START.maxZoom} />
        <FollowCentre centre={centre} />
        <ClickToAsk onClick={setClicked} />
        {clicked && (
          <Popup
            ref={popup}
            position={[clicked.lat, clicked.lng]}
            {...POPUP_ROOM}
            eventHandlers={{ remove: () => setClicked(null) }}
          >
            {/* Grown by its answer, the popup pans into view again. */}
            <MarineReading point={clicked} onSettled={() => popup.current?.update()} />
          </Popup>
        )}
      </MapContainer>
    </div>
  );
}

/** The map opens on Copenhagen and moves to my position once the device tells it. */
function FollowCentre({ centre }: { centre: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], map.getZoom(), { animate: false });
  }, [map, centre.lat, centre.lng]);
  return null;
}

function ClickToAsk({ onClick }: { onClick: (point: LatLng) => void }) {
  useMapEvents({
    click: (event) => onClick({ lat: event.latlng.lat, lng: event.latlng.wrap().lng }),
  });
  return null;
}

function MarineReading({ point, onSettled }: { point: LatLng; onSettled: () => void }) {
  const marine = useQuery(marineQuery(point.lat, point.lng));
  useEffect(() => {
    if (marine.status !== 'pending') onSettled();
  }, [marine.status, onSettled]);
  // A failure shows every reading as '–', never the zeros of a calm sea.
  const m = marine.isError ? undefined : marine.data?.marine;
  return (
    <div className="marine-popup" data-testid="marine-popup">
      <h3>{formatPosition(point)}</h3>
      {marine.isPending && <p aria-busy="true">{WEATHER_TEXTS.loading}</p>}
      {marine.isError && (
        <p className="form-error" role="alert">
          {WEATHER_TEXTS.failed}
        </p>
      )}
      {!marine.isPending && (
        <dl className="details-list">
          <dt>Bølger</dt>
          <dd>
            {reading(m?.waveHeight ?? null, 'm')} {from(m?.waveDirection ?? null)}
          </dd>
          <dt>Periode</dt>
          <dd>{reading(m?.wavePeriod ?? null, 's', 0)}</dd>
          <dt>Vindbølger</dt>
          <dd>{reading(m?.windWaveHeight ?? null, 'm')}</dd>
          <dt>Havstrøm</dt>
          <dd>
            {reading(m?.currentVelocity ?? null, 'm/s')} {towards(m?.currentDirection ?? null)}
          </dd>
          <dt>Vand</dt>
          <dd>{reading(m?.seaSurfaceTemperature ?? null, '°C')}</dd>
        </dl>
      )}
      {m &&
        marine.data?.warnings.map((warning) => (
          <p key={warning.kind} className={`weather-warning weather-warning-${warning.level}`}>
            {warning.message}
          </p>
        ))}
    </div>
  );
}
