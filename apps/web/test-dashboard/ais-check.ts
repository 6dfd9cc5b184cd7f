// The ship-traffic check: what /api/health says of the AIS source, and a real subscription to
// /api/ais/stream with the app's key, waiting for the first ship.
import { healthSchema } from '@havhjaelp/common/health';
import { DANISH_BOXES } from '@havhjaelp/common/ais';
import { AIS_CLIENT_KEY, aisStreamUrl } from '../src/features/ais/stream-endpoint';
import type { CheckResult } from './check';

const WAIT_MS = 5_000;

/** 'skib modtaget', the stream's own error, or why nothing came. */
function firstShip(): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(aisStreamUrl(window.location));
    const done = (ok: boolean, text: string) => {
      clearTimeout(timer);
      socket.close();
      resolve({ ok, text });
    };
    const timer = setTimeout(() => done(false, 'ingen skibe inden for 5 sekunder'), WAIT_MS);
    socket.onopen = () =>
      socket.send(JSON.stringify({ APIKey: AIS_CLIENT_KEY, BoundingBoxes: DANISH_BOXES }));
    socket.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as { error?: string };
      done(!message.error, message.error ?? 'strømmen sender skibe');
    };
    socket.onerror = () => done(false, 'strømmen kunne ikke åbnes');
  });
}

export async function aisCheck(): Promise<CheckResult> {
  const health = healthSchema.safeParse(await (await fetch('/api/health')).json());
  const ais = health.success ? health.data.ais : undefined;
  if (!ais) return { status: 'error', detail: 'Serveren oplyser ingen AIS-kilde' };
  const source = `Kilde ${ais.source} (${ais.state}), ${ais.ships} skibe, ${ais.clients} forbundne`;
  if (ais.source === 'off') return { status: 'warning', detail: `${source}; AIS er slået fra` };
  const stream = await firstShip();
  const status = stream.ok && ais.state === 'connected' ? 'ok' : stream.ok ? 'warning' : 'error';
  return { status, detail: `${source}; ${stream.text}` };
}
