// Where the simulated merchant ships sail: the real through routes of Danish waters, from the
// Skagerrak round Skagen, down the Kattegat, through the Great Belt (Route T) or the Sound, to
// Kiel, Göteborg, Aarhus and the Baltic. Waypoints (lat, lon) lie mid-channel, kilometres from
// any coast, so that straight legs between them, and ships kept a few hundred metres to starboard
// of them, stay at sea. The narrowest places are the Sound at Kronborg (4 km wide) and Drogden
// east of Dragør (waypoints 1.3 km off). All is inside the box 54.5–58° N, 8–13° E but for the
// Baltic towards Bornholm (up to 14.5° E; the Bornholm ferries reach Rønne at 14.7° E).
import type { LatLon } from './replay-geo';

const at = (...points: readonly (readonly [number, number])[]): LatLon[] =>
  points.map(([lat, lon]) => ({ lat, lon }));
const reversed = (path: readonly LatLon[]): LatLon[] => [...path].reverse();

/** North Sea approach to the Skaw, round Skagen into the Kattegat. */
const SKAGERRAK = at([57.35, 8.1], [57.8, 9.6], [57.92, 10.4], [57.85, 10.9]);
/** Down the Swedish side of the Kattegat, east of Læsø. */
const KATTEGAT_EAST = at([57.45, 11.45], [57.05, 11.55]);
/** Route T: east of Anholt, Samsø Bælt, west of Røsnæs, under the Great Belt East Bridge (main
 * span by Sprogø), east of Langeland and out through the Langelandsbælt. */
const ROUTE_T = at(
  [56.7, 11.85],
  [56.45, 11.55],
  [56.15, 11.1],
  [55.9, 10.85],
  [55.68, 10.76],
  [55.48, 10.92],
  [55.34, 11.035],
  [55.2, 11.02],
  [55.0, 11.05],
  [54.8, 10.89],
);
/** Fehmarn Belt east, south of Gedser (Kadet Channel), north of Rügen to Bornholmsgat. */
const FEHMARN_TO_BORNHOLM = at(
  [54.59, 11.2],
  [54.57, 11.45],
  [54.515, 12.0],
  [54.58, 12.45],
  [54.75, 12.9],
  [55.0, 13.6],
  [55.35, 14.45],
);
/** The Sound: past Kullen, between Kronborg and Helsingborg, west of Ven, Drogden, Falsterbo. */
const SOUND = at(
  [56.6, 11.9],
  [56.4, 12.1],
  [56.15, 12.48],
  [56.08, 12.62],
  [56.035, 12.655],
  [55.97, 12.65],
  [55.9, 12.61],
  [55.8, 12.67],
  [55.74, 12.7],
  [55.66, 12.705],
  [55.6, 12.705],
  [55.53, 12.72],
  [55.45, 12.7],
  [55.28, 12.6],
);
/** Kiel lighthouse and the Kiel Bight, south of Langeland. */
const KIEL_TO_LANGELAND = at([54.53, 10.3], [54.65, 10.72]);
const KIEL_TO_FEHMARN = at([54.53, 10.3], [54.6, 10.7], [54.62, 11.05]);
/** From Skagen's side of the Kattegat west of Anholt, north of Samsø into Aarhus Bay. */
const AARHUS_APPROACH = at(
  [56.8, 11.35],
  [56.3, 11.05],
  [56.05, 10.8],
  [56.045, 10.52],
  [56.13, 10.3],
  [56.145, 10.25],
);

export interface ShippingRoute {
  readonly name: string;
  readonly path: readonly LatLon[];
  /** UN/LOCODEs that ships give as destination when bound for the first, the last waypoint. */
  readonly destinations: readonly [readonly string[], readonly string[]];
  /** Share of the merchant ships on this route. */
  readonly weight: number;
}

const NORTH_SEA = ['NLRTM', 'BEANR', 'DEHAM', 'DEBRV', 'GBFXT', 'NOSVG', 'GBIMM'];
const BALTIC = ['PLGDN', 'RUULU', 'RUPRI', 'LTKLJ', 'LVRIX', 'EETLL', 'FIHEL', 'SESTO', 'FIKOK'];
const KIEL = ['DEKEL', 'KIEL CANAL', 'DEBRB'];
const GOTEBORG = ['SEGOT', 'GOTHENBURG'];

export const SHIPPING_ROUTES: readonly ShippingRoute[] = [
  {
    name: 'North Sea - Route T - Baltic',
    path: [
      ...SKAGERRAK,
      ...KATTEGAT_EAST,
      ...ROUTE_T,
      ...at([54.62, 11.05]),
      ...FEHMARN_TO_BORNHOLM,
    ],
    destinations: [NORTH_SEA, BALTIC],
    weight: 3,
  },
  {
    name: 'North Sea - the Sound - Baltic',
    path: [
      ...SKAGERRAK,
      ...KATTEGAT_EAST,
      ...SOUND,
      ...at([55.1, 12.8], [55.02, 13.55], [55.35, 14.45]),
    ],
    destinations: [NORTH_SEA, BALTIC],
    weight: 3,
  },
  {
    name: 'North Sea - Göteborg',
    path: [...SKAGERRAK, ...at([57.75, 11.2], [57.66, 11.45])],
    destinations: [NORTH_SEA, GOTEBORG],
    weight: 1.5,
  },
  {
    name: 'Kiel - Great Belt - North Sea',
    path: [
      ...KIEL_TO_LANGELAND,
      ...reversed(ROUTE_T),
      ...reversed(KATTEGAT_EAST),
      ...reversed(SKAGERRAK),
    ],
    destinations: [KIEL, NORTH_SEA],
    weight: 1.5,
  },
  {
    name: 'Kiel - Fehmarn Belt - Baltic',
    path: [...KIEL_TO_FEHMARN, ...FEHMARN_TO_BORNHOLM],
    destinations: [KIEL, BALTIC],
    weight: 2,
  },
  {
    name: 'Kiel - Gedser - the Sound - Göteborg',
    path: [
      ...KIEL_TO_FEHMARN,
      ...FEHMARN_TO_BORNHOLM.slice(0, 3),
      ...at([54.55, 12.25], [54.75, 12.75], [55.0, 12.75]),
      ...reversed(SOUND),
      ...at([57.05, 11.65], [57.45, 11.6], [57.66, 11.45]),
    ],
    destinations: [KIEL, GOTEBORG],
    weight: 1.5,
  },
  {
    name: 'North Sea - Aarhus',
    path: [...SKAGERRAK, ...KATTEGAT_EAST, ...AARHUS_APPROACH],
    destinations: [NORTH_SEA, ['DKAAR', 'AARHUS']],
    weight: 1,
  },
];
