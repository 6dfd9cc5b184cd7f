// The checks of the two outside services the app leans on, through the server as the app asks
// them: a map tile through the tile proxy and the weather of a position at sea. A failure is
// 'Fejl' with the server's own Danish words, never an OK.
//
// Nothing here comes from a module the app's first view loads (the weather's shared schema and
// formatting included, which rolldown would merge into a chunk the first view loads): a module
// this page shares with the app is cut out of the first view's one chunk (first-paint-chunk.ts)
// and makes a visitor's first load bigger.
import { z } from '@havhjaelp/common/zod-da';
import { tileAt } from '../src/lib/tile-grid';
import type { CheckResult } from './check';

/** Øresund off Copenhagen: at sea, so the marine model has waves there. */
const AT_SEA = { lat: 55.7, lon: 12.7 } as const;
/** The zoom a visitor's map opens at. */
const TILE_ZOOM = 8;

/** The tile of Øresund a visitor's map loads first. */
export function seaTilePath(): string {
  const { x, y } = tileAt(AT_SEA.lat, AT_SEA.lon, TILE_ZOOM);
  return `/tiles/base/${TILE_ZOOM}/${x}/${y}.png`;
}

/** Why a call failed: the server's Danish message and the status. */
async function refusal(response: Response): Promise<CheckResult> {
  const body = z
    .object({ error: z.string() })
    .safeParse(await response.json().catch(() => undefined));
  const why = body.success ? body.data.error : 'Uventet svar';
  return { status: 'error', detail: `${why} (HTTP ${response.status})` };
}

async function timed(url: string): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { cache: 'no-store' });
  return { response, ms: Math.round(performance.now() - started) };
}

export async function tileCheck(): Promise<CheckResult> {
  const path = seaTilePath();
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

/** The part of GET /api/weather this check reads: when, and the waves and wind now. */
const seaReadingsSchema = z.object({
  fetchedAt: z.string(),
  marine: z.object({ waveHeight: z.number().nullable() }),
  weather: z.object({ windSpeed: z.number().nullable() }),
});

const clock = new Intl.DateTimeFormat('da-DK', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
});
const decimal = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const reading = (value: number | null, unit: string) =>
  value === null ? '–' : `${decimal.format(value)} ${unit}`;

export async function weatherCheck(): Promise<CheckResult> {
  const { response, ms } = await timed(`/api/weather?lat=${AT_SEA.lat}&lon=${AT_SEA.lon}`);
  if (!response.ok) return refusal(response);
  const answer = seaReadingsSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) return { status: 'error', detail: 'Vejrtjenesten svarede uventet' };
  const { fetchedAt, marine, weather } = answer.data;
  const readings = `bølger ${reading(marine.waveHeight, 'm')}, vind ${reading(weather.windSpeed, 'm/s')}`;
  const detail = `Vejrdata for Øresund fra kl. ${clock.format(new Date(fetchedAt))} (${ms} ms): ${readings}`;
  // Answered but without waves or wind: the weather screen would show '–' there.
  const missing = marine.waveHeight === null || weather.windSpeed === null;
  return { status: missing ? 'warning' : 'ok', detail };
}
