// Local traffic: the ferry lines shuttling between harbours, and small sea areas off harbours
// where leisure and fishing boats potter about. Ferry tracks run harbour mouth to harbour mouth;
// each area is a circle of open water, clear of the coast by more than its radius.
import type { LatLon, SeaArea } from './replay-geo';

const at = (...points: readonly (readonly [number, number])[]): LatLon[] =>
  points.map(([lat, lon]) => ({ lat, lon }));

export interface FerryLine {
  readonly name: string;
  /** From harbour mouth to harbour mouth. */
  readonly path: readonly LatLon[];
  /** Destination when bound for the first, the last waypoint. */
  readonly terminals: readonly [string, string];
  readonly names: readonly string[];
  readonly speed: readonly [number, number];
  readonly dwellMinutes: number;
  readonly mids: readonly number[];
}

export const FERRY_LINES: readonly FerryLine[] = [
  {
    name: 'Helsingør - Helsingborg',
    path: at([56.035, 12.618], [56.042, 12.687]),
    terminals: ['HELSINGØR', 'HELSINGBORG'],
    names: ['HAMLET', 'OPHELIA', 'KRONBORG', 'SUNDBUSSEN'],
    speed: [12, 13],
    dwellMinutes: 8,
    mids: [219, 265],
  },
  {
    name: 'Rødby - Puttgarden',
    path: at([54.649, 11.349], [54.506, 11.226]),
    terminals: ['RØDBY', 'PUTTGARDEN'],
    names: ['DRONNING INGRID', 'FEHMARN', 'RØDSAND', 'HOLSTENTOR'],
    speed: [15, 17],
    dwellMinutes: 15,
    mids: [219, 211],
  },
  {
    name: 'Spodsbjerg - Tårs',
    path: at([54.932, 10.84], [54.877, 11.02]),
    terminals: ['SPODSBJERG', 'TÅRS'],
    names: ['LANGELAND', 'LOLLAND'],
    speed: [12, 13],
    dwellMinutes: 10,
    mids: [219],
  },
  {
    name: 'Køge - Rønne',
    path: at(
      [55.453, 12.205],
      [55.45, 12.4],
      [55.32, 12.6],
      [55.2, 12.9],
      [55.1, 14.0],
      [55.098, 14.675],
    ),
    terminals: ['KØGE', 'RØNNE'],
    names: ['ALMINDINGEN'],
    speed: [17, 18],
    dwellMinutes: 60,
    mids: [219],
  },
  {
    name: 'Ystad - Rønne',
    path: at([55.42, 13.83], [55.098, 14.675]),
    terminals: ['YSTAD', 'RØNNE'],
    names: ['DUEODDE', 'CHRISTIANSØ'],
    speed: [18, 20],
    dwellMinutes: 40,
    mids: [219],
  },
  {
    name: 'Aarhus - Odden',
    path: at(
      [56.145, 10.25],
      [56.13, 10.3],
      [56.045, 10.52],
      [56.05, 10.9],
      [56.03, 11.25],
      [56.0, 11.33],
      [55.975, 11.365],
    ),
    terminals: ['AARHUS', 'ODDEN'],
    names: ['KATTEGAT EXPRESS', 'MOLS EXPRESS'],
    speed: [19, 20],
    dwellMinutes: 30,
    mids: [219],
  },
  {
    name: 'Frederikshavn - Læsø',
    path: at([57.44, 10.56], [57.297, 10.925]),
    terminals: ['FREDERIKSHAVN', 'VESTERØ'],
    names: ['VESTERØ'],
    speed: [12, 13],
    dwellMinutes: 30,
    mids: [219],
  },
];

export interface HarbourWaters extends SeaArea {
  readonly harbour: string;
}

const waters = (harbour: string, lat: number, lon: number, radiusNm: number): HarbourWaters => ({
  harbour,
  centre: { lat, lon },
  radiusNm,
});

/** Where leisure boats sail: off the harbour, clear of the coast by more than the radius. */
export const LEISURE_WATERS: readonly HarbourWaters[] = [
  waters('SKOVSHOVED', 55.76, 12.655, 1.3),
  waters('RUNGSTED', 55.875, 12.6, 1.2),
  waters('HELSINGØR', 56.1, 12.575, 1),
  waters('GILLELEJE', 56.17, 12.3, 1.2),
  waters('HUNDESTED', 56.02, 11.8, 1.2),
  waters('KØGE', 55.45, 12.3, 1.3),
  waters('KERTEMINDE', 55.47, 10.79, 1.2),
  waters('NYBORG', 55.25, 10.88, 1),
  waters('FAABORG', 55.0, 10.08, 1),
  waters('AARHUS', 56.12, 10.33, 1.3),
  waters('FREDERIKSHAVN', 57.44, 10.66, 1.2),
  waters('SKAGEN', 57.7, 10.72, 1),
];

/** Fishing grounds off fishing harbours, with the letters of the harbour's register. */
export const FISHING_GROUNDS: readonly (HarbourWaters & { readonly letters: string })[] = [
  { ...waters('SKAGEN', 57.6, 10.8, 3), letters: 'S' },
  { ...waters('HIRTSHALS', 57.75, 9.9, 3), letters: 'HG' },
  { ...waters('HANSTHOLM', 57.3, 8.55, 3), letters: 'HM' },
  { ...waters('FREDERIKSHAVN', 57.35, 10.7, 3), letters: 'FN' },
  { ...waters('GILLELEJE', 56.25, 12.2, 2.5), letters: 'GI' },
];
