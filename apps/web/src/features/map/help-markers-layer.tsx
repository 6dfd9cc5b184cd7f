import {
  isOpenStatus,
  mostUrgent,
  PRIORITY_BADGES,
  type HelpRequest,
  type Priority,
} from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { CLEAR_OF_MAP_OVERLAYS } from '../../lib/map-popup';
import { helpPopup, type PopupContext } from './help-popup';

const ICONS: Record<Priority, L.DivIcon> = {
  critical: markerIcon('critical'),
  urgent: markerIcon('urgent'),
  normal: markerIcon('normal'),
};

function markerIcon(priority: Priority): L.DivIcon {
  return L.divIcon({
    className: `help-marker priority-${priority}`,
    html: '<span aria-hidden="true">!</span>',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
}

/** A cluster wears the colour of the most urgent call inside it, so a red call never hides. */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const priorities = cluster
    .getAllChildMarkers()
    .map((marker) => (marker.options as PriorityMarkerOptions).priority);
  const priority = mostUrgent(priorities);
  const count = cluster.getChildCount();
  return L.divIcon({
    className: `help-cluster priority-${priority}`,
    html: `<span>${count}</span>`,
    iconSize: [38, 38],
  });
}

interface PriorityMarkerOptions extends L.MarkerOptions {
  priority: Priority;
}

interface Shown {
  marker: L.Marker;
  /** What the marker's look and place depend on; anything else is read when the popup opens. */
  key: string;
  request: HelpRequest;
}

const shapeKey = (r: HelpRequest) =>
  `${r.priority}|${r.position.lat}|${r.position.lng}|${r.vesselName}`;

/**
 * Open help requests as markers clustered by Leaflet.markercluster. Markers are added and removed
 * by id as the list changes (live events refresh it), never rebuilt wholesale, so an open popup
 * and the cluster state survive updates.
 */
export function HelpMarkersLayer({
  requests,
  context,
}: {
  requests: readonly HelpRequest[];
  context: PopupContext;
}) {
  const map = useMap();
  const group = useMemo(
    () =>
      L.markerClusterGroup({
        maxClusterRadius: LIMITS.clusterMaxRadius,
        chunkedLoading: true,
        iconCreateFunction: clusterIcon,
      }),
    [],
  );
  const shown = useRef(new Map<string, Shown>());
  const latestContext = useRef(context);
  useEffect(() => {
    latestContext.current = context;
  });

  useEffect(() => {
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, group]);

  useEffect(() => {
    const wanted = new Map(requests.filter((r) => isOpenStatus(r.status)).map((r) => [r.id, r]));
    const gone: L.Marker[] = [];
    const added: L.Marker[] = [];
    for (const [id, entry] of shown.current) {
      if (!wanted.has(id)) {
        gone.push(entry.marker);
        shown.current.delete(id);
      }
    }
    for (const request of wanted.values()) {
      const entry = shown.current.get(request.id);
      if (entry && entry.key === shapeKey(request)) {
        entry.request = request;
        continue;
      }
      if (entry) gone.push(entry.marker);
      const options: PriorityMarkerOptions = {
        priority: request.priority,
        icon: ICONS[request.priority],
        title: `${PRIORITY_BADGES[request.priority]} ${request.vesselName}`,
        alt: `${PRIORITY_BADGES[request.priority]} ${request.vesselName}`,
      };
      const marker = L.marker([request.position.lat, request.position.lng], options);
      const next: Shown = { marker, key: shapeKey(request), request };
      marker.bindPopup(() => helpPopup(next.request, latestContext.current), {
        ...CLEAR_OF_MAP_OVERLAYS,
        minWidth: 200,
      });
      shown.current.set(request.id, next);
      added.push(marker);
    }
    group.removeLayers(gone);
    group.addLayers(added);
  }, [requests, group]);

  return null;
}
