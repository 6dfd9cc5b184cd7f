import { contract } from '../contract';
import { WEATHER_ERRORS } from '../weather-errors';

/** Marine weather from Open-Meteo (SPEC.md section 5, "Weather"). */
export const weatherContract = contract({
  name: 'weather',
  errors: WEATHER_ERRORS,
  api: async () => (await import('../weather-api')).weatherApi,
});
