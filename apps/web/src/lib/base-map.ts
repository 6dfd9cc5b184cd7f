/**
 * The base map every map of the app draws (the big map, the weather map, a vessel's mini-map):
 * OpenStreetMap's tiles through the server's caching proxy, credited as their licence asks.
 */
export const BASE_MAP = {
  url: '/tiles/base/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bidragydere',
} as const;
