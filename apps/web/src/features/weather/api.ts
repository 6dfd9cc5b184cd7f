import { weatherCell } from '@havhjaelp/common/weather';
import { weatherApi } from '@havhjaelp/common/weather-api';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';

/** The server caches per 0.05° cell and hour, so asking again within five minutes gains nothing. */
const STALE_MS = 5 * 60_000;

// Keyed by the cell, so positions a few metres apart share one answer in the browser too.
export const weatherQuery = (lat: number, lon: number) => {
  const cell = weatherCell(lat, lon);
  return queryOptions({
    queryKey: endpointKey(weatherApi.weather, cell.lat, cell.lon),
    queryFn: ({ signal }) => call(weatherApi.weather, { query: cell, signal }),
    staleTime: STALE_MS,
    retry: false,
  });
};

export const marineQuery = (lat: number, lon: number) => {
  const cell = weatherCell(lat, lon);
  return queryOptions({
    queryKey: endpointKey(weatherApi.marine, cell.lat, cell.lon),
    queryFn: ({ signal }) => call(weatherApi.marine, { query: cell, signal }),
    staleTime: STALE_MS,
    retry: false,
  });
};
