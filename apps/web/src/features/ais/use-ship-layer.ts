import { useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSlot } from '../../lib/slots';
import { aisStream } from './ais-client';
import { ShipLayer } from './ship-layer';
import { ShipPopupController } from './ship-popup-controller';

/** The zoom a ship chosen in the search is shown at, unless the map is already closer. */
const SHIP_ZOOM = 13;

export interface ShipLayerContext {
  loggedIn: boolean;
  onLogin: () => void;
}

/**
 * While `enabled` (the AIS toggle) and the map exists: the stream is connected and its ships are
 * drawn. Switching off, or leaving the map, closes the stream and forgets every ship.
 */
export function useShipLayer(
  map: L.Map | null,
  enabled: boolean,
  context: ShipLayerContext,
): { showShip: (mmsi: number) => void } {
  const latest = useRef(context);
  useEffect(() => {
    latest.current = context;
  });
  const popups = useRef<ShipPopupController | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actions = useSlot('shipPopupActions');

  useEffect(() => {
    if (!map || !enabled) return;
    const linksOf = (mmsi: number) =>
      actions.flatMap(({ label, link }) => {
        const to = link(mmsi, queryClient);
        return to === undefined ? [] : [{ label, to }];
      });
    const controller = new ShipPopupController(map, aisStream, () => ({
      ...latest.current,
      linksOf,
      onNavigate: (path: string) => void navigate(path),
    }));
    const layer = new ShipLayer(aisStream, (mmsi) => controller.open(mmsi));
    popups.current = controller;
    aisStream.enable();
    layer.addTo(map);
    return () => {
      controller.close();
      layer.remove();
      aisStream.disable();
      popups.current = null;
    };
  }, [map, enabled, queryClient, navigate, actions]);

  const showShip = useCallback(
    (mmsi: number) => {
      const ship = aisStream.ships.get(mmsi);
      if (!map || !ship) return;
      map.setView([ship.lat, ship.lon], Math.max(map.getZoom(), SHIP_ZOOM), { animate: false });
      popups.current?.open(mmsi, true);
    },
    [map],
  );
  return { showShip };
}
