// The checks of the two outside services the app leans on, through the server as the app asks
// them: a map tile through the tile proxy and the weather of a position at sea. A failure is
// 'Fejl' with the server's own Danish words, never an OK.
import { apiErrorSchema } from '@havhjaelp/common/errors';
import { MAP_START } from '@havhjaelp/common/limits';
import { tileAt } from '@havhjaelp/common/tiles';
import { formatClockTime } from '@havhjaelp/common/nautical-format';
import { warningInput, warningsJudged, weatherAnswerSchema } from '@havhjaelp/common/weather';
import { reading } from '../src/features/weather/weather-format';
import type { CheckResult } from './checks';

/** Øresund off Copenhagen: at sea, so the marine model has waves there. */
export const WEATHER_CHECK_POSITION = { lat: 55.7, lon: 12.7 } as const;

/** The first tile a visitor's map loads: Copenhagen at the start zoom. */
export function startTilePath(): string {
  const { x, y } = tileAt(MAP_START.lat, MAP_START.lng, MAP_START.zoom);
  return `/tiles/base/${MAP_START.zoom}/${x}/${y}.png`;
}

/** Why a call failed: the server's Danish message and the status. */
async function refusal(response: Response): Promise<CheckResult> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  const why = body.success ? body.data.error : 'Uventet svar';
  return { status: 'error', detail: `${why} (HTTP ${response.status})` };
}

async function timed(url: string): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { cache: 'no-store' });
  return { response, ms: Math.round(performance.now() - started) };
}

export async function tileCheck(): Promise<CheckResult> {
  const path = startTilePath();
  const { response, ms } = await timed(path);
  if (!response.ok) return refusal(response);
  const type = response.headers.get('content-type') ?? '';
  const size = (await response.arrayBuffer()).byteLength;
  if (!type.startsWith('image/') || size === 0) {
    return {
      status: 'error',
      detail: `${path} svarede ${type || 'uden indholdstype'}, ikke et billede`,
    };
  }
  return { status: 'ok', detail: `Kortflise ${path} hentet (${size} bytes, ${ms} ms)` };
}

export async function weatherCheck(): Promise<CheckResult> {
  const { lat, lon } = WEATHER_CHECK_POSITION;
  const { response, ms } = await timed(`/api/weather?lat=${lat}&lon=${lon}`);
  if (!response.ok) return refusal(response);
  const answer = weatherAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) return { status: 'error', detail: 'Vejrtjenesten svarede uventet' };
  const { fetchedAt, marine, weather } = answer.data;
  const fetched = `Vejrdata for Øresund fra kl. ${formatClockTime(fetchedAt)} (${ms} ms)`;
  if (!warningsJudged(warningInput(answer.data))) {
    return { status: 'warning', detail: `${fetched}, men der mangler målinger` };
  }
  return {
    status: 'ok',
    detail: `${fetched}: bølger ${reading(marine.waveHeight, 'm')}, vind ${reading(weather.windSpeed, 'm/s')}`,
  };
}
