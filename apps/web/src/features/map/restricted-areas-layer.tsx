import {
  RESTRICTED_AREA_NOTICE,
  RESTRICTED_AREA_TYPE_LABELS,
  RESTRICTED_AREAS,
} from '@havhjaelp/common/restricted-areas';
import { Polygon, Popup } from 'react-leaflet';

/** The military firing and exercise areas at sea, each with its popup of texts. */
export function RestrictedAreasLayer() {
  return RESTRICTED_AREAS.map((area) => (
    <Polygon
      key={area.id}
      positions={area.polygon.map((point) => [point.lat, point.lng] as [number, number])}
      className={`restricted-area ${area.type}`}
      pathOptions={{ color: '#b3261e', weight: 2 }}
    >
      <Popup>
        <div className="restricted-popup">
          <strong>{area.name}</strong>
          <div className="small">{RESTRICTED_AREA_TYPE_LABELS[area.type]}</div>
          <p>{area.description}</p>
          <p className="small">
            <strong>Aktiv: </strong>
            {area.activeTimes}
          </p>
          <p className="small muted">{RESTRICTED_AREA_NOTICE}</p>
        </div>
      </Popup>
    </Polygon>
  ));
}
