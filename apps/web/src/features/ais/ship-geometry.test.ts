// @vitest-environment jsdom
import type { AisShip } from '@havhjaelp/common/ais-ship';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import {
  ARROW_POINTS,
  arrowX,
  arrowY,
  COLOURS,
  degreeIndex,
  layoutShips,
  nearestShip,
  projectX,
  projectY,
  ShipLayout,
  worldSize,
} from './ship-geometry';

function ship(mmsi: number, lat: number, lon: number, extra: Partial<AisShip> = {}): AisShip {
  return {
    mmsi,
    lat,
    lon,
    heading: null,
    course: null,
    speed: null,
    name: null,
    callsign: null,
    shipType: null,
    destination: null,
    eta: null,
    lastUpdate: 0,
    ...extra,
  };
}

describe('projection', () => {
  it.each([
    [55.6761, 12.5683, 8],
    [57.7, 10.6, 12.5],
    [-33.9, 151.2, 3],
    [89, -179, 1],
  ])('matches Leaflet for %f, %f at zoom %f', (lat, lon, zoom) => {
    const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lon), zoom);
    expect(projectX(lon, worldSize(zoom))).toBeCloseTo(leaflet.x, 6);
    expect(projectY(lat, worldSize(zoom))).toBeCloseTo(leaflet.y, 6);
  });
});

describe('arrow', () => {
  it.each([
    [0, 0],
    [359.6, 0],
    [-90, 270],
    [450, 90],
    [Number.NaN, 0],
  ])('bearing %f draws at degree %i', (bearing, degree) => {
    expect(degreeIndex(bearing)).toBe(degree);
  });

  it('points north at 0°, east at 90° and south at 180° (screen y grows down)', () => {
    expect([arrowX(0, 0), arrowY(0, 0)]).toEqual([0, -8]);
    expect(arrowX(90, 0)).toBeCloseTo(8);
    expect(arrowY(90, 0)).toBeCloseTo(0);
    expect(arrowX(180, 0)).toBeCloseTo(0);
    expect(arrowY(180, 0)).toBeCloseTo(8);
  });

  it('keeps its size when turned', () => {
    const spread = (degree: number) =>
      Array.from({ length: ARROW_POINTS }, (_, p) =>
        Math.hypot(arrowX(degree, p), arrowY(degree, p)),
      );
    expect(spread(137).map((d) => d.toFixed(4))).toEqual(spread(0).map((d) => d.toFixed(4)));
  });
});

describe('layoutShips', () => {
  const zoom = 8;
  const size = worldSize(zoom);
  const view = {
    zoom,
    left: projectX(10, size),
    top: projectY(57, size),
    width: 800,
    height: 600,
  };

  it('keeps ships in the view (and just outside its edge), skips the rest', () => {
    const inside = ship(1, 56, 11);
    const edge = ship(2, 57.005, 10.5);
    const far = ship(3, 54, 15);
    const layout = new ShipLayout();
    layoutShips([inside, edge, far], 3, view, layout);
    expect(layout.count).toBe(2);
    expect([...layout.mmsis.slice(0, 2)]).toEqual([1, 2]);
    expect(layout.xs[0]).toBeCloseTo(projectX(11, size) - view.left);
    expect(layout.ys[0]).toBeCloseTo(projectY(56, size) - view.top);
  });

  it('records each ship’s colour by speed and its bearing (heading, else course)', () => {
    const layout = new ShipLayout();
    layoutShips(
      [
        ship(1, 56, 11, { speed: 12, heading: 45, course: 90 }),
        ship(2, 56, 11, { speed: 6, course: 90 }),
        ship(3, 56, 11, { speed: 5 }),
      ],
      3,
      view,
      layout,
    );
    expect([...layout.colours.slice(0, 3)].map((c) => COLOURS[c])).toEqual([
      'green',
      'amber',
      'grey',
    ]);
    expect([...layout.degrees.slice(0, 3)]).toEqual([45, 90, 0]);
  });

  it('grows its buffers for more ships and reuses them after', () => {
    const ships = Array.from({ length: 5000 }, (_, i) => ship(i + 1, 56 + (i % 50) / 100, 11));
    const layout = new ShipLayout();
    layoutShips(ships, ships.length, view, layout);
    expect(layout.count).toBe(5000);
    const buffer = layout.xs;
    layoutShips(ships.slice(0, 10), 10, view, layout);
    expect(layout.count).toBe(10);
    expect(layout.xs).toBe(buffer);
  });
});

describe('nearestShip', () => {
  const layout = new ShipLayout();
  layoutShips(
    [ship(1, 56, 11), ship(2, 56, 11.01), ship(3, 56.5, 12)],
    3,
    {
      zoom: 12,
      left: projectX(10.9, worldSize(12)),
      top: projectY(56.1, worldSize(12)),
      width: 5000,
      height: 5000,
    },
    layout,
  );
  const [x1, y1, x2] = [layout.xs[0]!, layout.ys[0]!, layout.xs[1]!];

  it('picks the nearest ship within 10 px', () => {
    expect(nearestShip(layout, x1 + 3, y1 - 2)).toBe(1);
    expect(nearestShip(layout, x2 - 1, y1)).toBe(2);
    expect(nearestShip(layout, x1 + 10, y1)).toBe(1);
  });

  it('finds nothing farther than 10 px', () => {
    expect(nearestShip(layout, x1 - 11, y1)).toBeNull();
    expect(nearestShip(layout, x1 - 8, y1 + 8)).toBeNull();
  });
});
