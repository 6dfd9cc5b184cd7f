import type { LatLng } from '@havhjaelp/common/geo';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import {
  POSITION_FAILURES,
  type AreaPosition,
  type FriendPosition,
  type PartnerPosition,
} from '@havhjaelp/common/positions';
import L from 'leaflet';
import { useMemo } from 'react';
import { Circle, Marker, Popup, Tooltip } from 'react-leaflet';
import { CLEAR_OF_MAP_OVERLAYS } from '../../lib/map-popup';
import { useNow } from '../../lib/use-now';
import { boaterName, fixAge, fromMe, PARTNER_ROLES } from './shared-format';

/** A round marker with the boater's initial, written as text (a name is never markup). */
function boaterIcon(className: string, name: string): L.DivIcon {
  const letter = document.createElement('span');
  letter.setAttribute('aria-hidden', 'true');
  letter.textContent = name.slice(0, 1).toUpperCase();
  return L.divIcon({
    className,
    html: letter,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}

function BoaterMarker({
  boater,
  className,
  title,
  myPosition,
  now,
}: {
  boater: FriendPosition;
  className: string;
  title: string;
  myPosition: LatLng | null;
  now: Date;
}) {
  const at: L.LatLngExpression = [boater.position.lat, boater.position.lng];
  // One icon while the name stays, so a moving marker keeps its open popup.
  const icon = useMemo(() => boaterIcon(className, boater.username), [className, boater.username]);
  return (
    <Marker
      position={at}
      icon={icon}
      title={`${title}: ${boaterName(boater)}`}
      alt={`${title}: ${boaterName(boater)}`}
    >
      <Popup {...CLEAR_OF_MAP_OVERLAYS}>
        <div className="boater-popup">
          <strong>{boaterName(boater)}</strong>
          <div className="small">{title}</div>
          <div>
            {formatPosition(boater.position)} (±{Math.round(boater.accuracy)} m)
          </div>
          <div className="small muted">
            {fixAge(boater.updatedAt, now)} · {fromMe(myPosition, boater.position)}
          </div>
        </div>
      </Popup>
    </Marker>
  );
}

/**
 * The 'Venner' layer: friends' boats where they are, and other boaters who share as faint
 * circles of the area they are somewhere in (never a point).
 */
export function FriendsLayer({
  friends,
  others,
  myPosition,
}: {
  friends: readonly FriendPosition[];
  others: readonly AreaPosition[];
  myPosition: LatLng | null;
}) {
  const now = useNow();
  return (
    <>
      {others.map((other) => (
        <Circle
          key={other.userId}
          center={[other.area.lat, other.area.lng]}
          radius={other.area.radiusKm * 1000}
          className="boater-area"
          pathOptions={{ weight: 1, opacity: 0.5, fillOpacity: 0.08 }}
        >
          {/* Above the point, centred: to one side it would run off a phone's screen. */}
          <Tooltip className="boater-area-tooltip" direction="top">
            {boaterName(other)} er et sted i dette område (ca. 5 km) ·{' '}
            {fixAge(other.updatedAt, now)}
          </Tooltip>
        </Circle>
      ))}
      {friends.map((friend) => (
        <BoaterMarker
          key={friend.userId}
          boater={friend}
          className="map-round-marker boater-marker friend-marker"
          title="Ven"
          myPosition={myPosition}
          now={now}
        />
      ))}
    </>
  );
}

/** The other person of my accepted call, on the way or waiting, as a marker of its own. */
export function PartnerLayer({
  partners,
  myPosition,
}: {
  partners: readonly PartnerPosition[];
  myPosition: LatLng | null;
}) {
  const now = useNow();
  return partners.map((partner) => (
    <BoaterMarker
      key={`${partner.requestId}:${partner.userId}`}
      boater={partner}
      className="map-round-marker boater-marker partner-marker"
      title={PARTNER_ROLES[partner.role]}
      myPosition={myPosition}
      now={now}
    />
  ));
}

/** Said on the map when what others share could not be had: no quiet empty layer. */
export function PositionsNotice({ failing }: { failing: boolean }) {
  if (!failing) return null;
  return (
    <p className="map-notice" role="alert">
      {POSITION_FAILURES.positions}
    </p>
  );
}
