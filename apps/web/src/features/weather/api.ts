import type { MarineAnswer, WeatherAnswer } from '@havhjaelp/common/weather';
import { weatherCell } from '@havhjaelp/common/weather';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** The server caches per 0.05° cell and hour, so asking again within five minutes gains nothing. */
const STALE_MS = 5 * 60_000;

// Keyed by the cell, so positions a few metres apart share one answer in the browser too.
export const weatherQuery = (lat: number, lon: number) => {
  const cell = weatherCell(lat, lon);
  return queryOptions({
    queryKey: ['weather', cell.lat, cell.lon] as const,
    queryFn: ({ signal }) =>
      apiFetch<WeatherAnswer>(`/api/weather?lat=${cell.lat}&lon=${cell.lon}`, { signal }),
    staleTime: STALE_MS,
    retry: false,
  });
};

export const marineQuery = (lat: number, lon: number) => {
  const cell = weatherCell(lat, lon);
  return queryOptions({
    queryKey: ['weather', 'marine', cell.lat, cell.lon] as const,
    queryFn: ({ signal }) =>
      apiFetch<MarineAnswer>(`/api/weather/marine?lat=${cell.lat}&lon=${cell.lon}`, { signal }),
    staleTime: STALE_MS,
    retry: false,
  });
};
