import { endpoints } from './endpoint';
import {
  marineAnswerSchema,
  WEATHER_ERRORS as E,
  weatherAnswerSchema,
  weatherQuerySchema,
} from './weather';

/** What asking Open-Meteo through the shared cache may fail with. */
const UPSTREAM = [E.WEATHER_UPSTREAM_FAILED, E.WEATHER_BUDGET_SPENT, E.WEATHER_BUSY] as const;

/** The weather feature's endpoints: no login needed (SPEC.md section 6). */
export const weatherApi = endpoints('weather', {
  weather: {
    method: 'GET',
    path: '/api/weather',
    query: weatherQuerySchema,
    answer: weatherAnswerSchema,
    errors: UPSTREAM,
    auth: 'public',
  },
  marine: {
    method: 'GET',
    path: '/api/weather/marine',
    query: weatherQuerySchema,
    answer: marineAnswerSchema,
    errors: UPSTREAM,
    auth: 'public',
  },
});
