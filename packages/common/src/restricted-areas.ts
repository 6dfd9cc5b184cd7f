/**
 * Military firing and exercise areas at sea in Danish waters.
 *
 * The outlines are rough approximations of the charted danger areas, drawn for orientation only.
 * They are NOT navigational data: the boundaries and firing times that apply are those in the
 * official charts, Efterretninger for Søfarende and the navigational warnings.
 */
import type { LatLng } from './geo';

export const RESTRICTED_AREA_TYPES = ['firing_range', 'exercise_area'] as const;
export type RestrictedAreaType = (typeof RESTRICTED_AREA_TYPES)[number];
export const RESTRICTED_AREA_TYPE_LABELS: Record<RestrictedAreaType, string> = {
  firing_range: 'Skydeområde',
  exercise_area: 'Øvelsesområde',
};

export interface RestrictedArea {
  id: string;
  name: string;
  type: RestrictedAreaType;
  /** Approximate outline, vertices in order (WGS84); the last vertex joins the first. */
  polygon: LatLng[];
  activeTimes: string;
  description: string;
}

/** Shown in every area's popup. */
export const RESTRICTED_AREA_NOTICE =
  'Områdets afgrænsning er kun vist omtrentligt og må ikke bruges til navigation. ' +
  'Skydetider annonceres i Efterretninger for Søfarende og i navigationsadvarslerne (bl.a. på VHF).';

const ACTIVE_TIMES_ARMY =
  'Typisk hverdage kl. 08–16 og enkelte aftener og weekender; aktuelle skydetider annonceres i ' +
  'Efterretninger for Søfarende og navigationsadvarsler (VHF).';

export const RESTRICTED_AREAS: readonly RestrictedArea[] = [
  {
    id: 'oksbol-blavandshuk',
    name: 'Oksbøl/Blåvandshuk',
    type: 'firing_range',
    polygon: [
      { lat: 55.72, lng: 8.12 },
      { lat: 55.67, lng: 8.1 },
      { lat: 55.62, lng: 8.08 },
      { lat: 55.575, lng: 8.06 },
      { lat: 55.55, lng: 7.92 },
      { lat: 55.58, lng: 7.8 },
      { lat: 55.66, lng: 7.76 },
      { lat: 55.73, lng: 7.85 },
    ],
    activeTimes: ACTIVE_TIMES_ARMY,
    description:
      'Havdelen af Oksbøl Skydeterræn ud for Vestjylland mellem Blåvands Huk og Henne Strand. ' +
      'Hæren skyder fra land ud over Nordsøen med blandt andet kampvogne og artilleri. ' +
      'Når der skydes, skal du holde dig uden for området og følge anvisninger fra vagtfartøjer.',
  },
  {
    id: 'romo',
    name: 'Rømø',
    type: 'firing_range',
    polygon: [
      { lat: 55.16, lng: 8.44 },
      { lat: 55.12, lng: 8.44 },
      { lat: 55.085, lng: 8.43 },
      { lat: 55.08, lng: 8.38 },
      { lat: 55.085, lng: 8.26 },
      { lat: 55.12, lng: 8.22 },
      { lat: 55.165, lng: 8.28 },
      { lat: 55.175, lng: 8.38 },
    ],
    activeTimes:
      'Typisk hverdage i dagtimerne, når Flyvevåbnet har øvelser; aktuelle tider annonceres i ' +
      'Efterretninger for Søfarende og navigationsadvarsler (VHF).',
    description:
      'Havområdet vest for Rømø ved Flyveskydeplads Rømø, hvor kampfly øver skydning og ' +
      'bombekast mod mål ved Havsand. Der kan være lavtflyvende fly og nedslag på vandet. ' +
      'Sejl ikke ind i området, mens det er aktivt.',
  },
  {
    id: 'sjaellands-odde',
    name: 'Sjællands Odde',
    type: 'firing_range',
    polygon: [
      { lat: 56.0, lng: 11.3 },
      { lat: 55.98, lng: 11.23 },
      { lat: 55.965, lng: 11.21 },
      { lat: 55.98, lng: 11.1 },
      { lat: 56.03, lng: 11.05 },
      { lat: 56.09, lng: 11.12 },
      { lat: 56.08, lng: 11.26 },
      { lat: 56.03, lng: 11.32 },
    ],
    activeTimes: ACTIVE_TIMES_ARMY,
    description:
      'Forsvarets skydeområde nordvest for Gniben på spidsen af Sjællands Odde, ud over ' +
      'Sjællands Rev mod Kattegat og Sejerø Bugt. Der skydes fra land mod mål på vandet og i ' +
      'luften. Hold dig uden for området under skydning, også når du skal til eller fra Odden Havn.',
  },
  {
    id: 'jammerbugt-tranum',
    name: 'Jammerbugt/Tranum',
    type: 'firing_range',
    polygon: [
      { lat: 57.225, lng: 9.49 },
      { lat: 57.19, lng: 9.43 },
      { lat: 57.145, lng: 9.36 },
      { lat: 57.19, lng: 9.23 },
      { lat: 57.27, lng: 9.18 },
      { lat: 57.32, lng: 9.35 },
      { lat: 57.28, lng: 9.47 },
    ],
    activeTimes: ACTIVE_TIMES_ARMY,
    description:
      'Havdelen af Tranum Skydeterræn i Jammerbugten, hvor der skydes fra land ud over havet, og ' +
      'hvor også fly kan øve. Hold dig uden for området under skydning, og respekter ' +
      'afspærringerne på stranden, hvis du går i land.',
  },
  {
    id: 'raghammer-odde',
    name: 'Raghammer Odde',
    type: 'firing_range',
    polygon: [
      { lat: 55.025, lng: 14.8 },
      { lat: 55.01, lng: 14.88 },
      { lat: 55.005, lng: 14.94 },
      { lat: 54.985, lng: 14.99 },
      { lat: 54.9, lng: 14.98 },
      { lat: 54.87, lng: 14.88 },
      { lat: 54.92, lng: 14.78 },
      { lat: 54.99, lng: 14.76 },
    ],
    activeTimes: ACTIVE_TIMES_ARMY,
    description:
      'Havdelen af skydeterrænet ved Raghammer Odde på Bornholms sydvestkyst, hvor der skydes ' +
      'fra land ud over Østersøen. En rød kugle hejst i masten på odden viser, at der skydes; ' +
      'sejl da uden om området.',
  },
];

/** Joins names the Danish way: "A", "A og B", "A, B og C". */
function joinDanish(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
}

/**
 * The map warning when my own position lies inside the named areas, or null when it lies in none.
 */
export function insideWarning(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) {
    return (
      `Du befinder dig i et militært område: ${joinDanish(names)}. ` +
      'Hold dig orienteret om skydetider, og forlad området, hvis det er aktivt.'
    );
  }
  return (
    `Du befinder dig i militære områder: ${joinDanish(names)}. ` +
    'Hold dig orienteret om skydetider, og forlad områderne, hvis de er aktive.'
  );
}

/**
 * Ray casting (even–odd rule) with longitude as x and latitude as y, treating the coordinates as
 * planar, which is fine for areas a few tens of kilometres across away from the poles and the
 * antimeridian. The polygon may be concave; it is closed implicitly (last vertex to first).
 *
 * Edge handling: each edge is half-open in latitude (it counts when exactly one end lies strictly
 * above the point), so a ray through a vertex is counted once and horizontal edges are ignored.
 * A point exactly on the boundary may therefore come out either inside or outside; at this scale
 * that is well below the accuracy of the outlines. Fewer than 3 vertices contain no point.
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossingLng = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

/** The restricted areas whose outline contains the point, in list order. */
export function restrictedAreasAt(
  point: LatLng,
  areas: readonly RestrictedArea[] = RESTRICTED_AREAS,
): RestrictedArea[] {
  return areas.filter((area) => isPointInPolygon(point, area.polygon));
}
