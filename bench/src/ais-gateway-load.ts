// The AIS gateway bench's load generator, run in a process of its own so that its work (writing
// the feed, receiving every client's frames) is not counted in, and does not slow, the bench's
// own bookkeeping: the NMEA feed the app reads and the clients of /api/ais/stream. The bench
// drives it over IPC (see startLoad) and measures its CPU time beside the server's.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { subscribe, type Subscribers } from './ais-gateway-clients';
import { startFeeder } from './ais-gateway-feed';
import { cpuOf } from './processes';

/** What the generator reports when asked. */
export interface LoadStats {
  /** Feed lines written so far. */
  sent: number;
  /** Frames the clients received so far. */
  frames: number;
  /** Clients whose socket closed. */
  closed: number;
  /** Feed bytes written but not yet taken by the app. */
  feedBacklogKiB: number;
  /** Lag from ingest to arrival since the last reset. */
  lagMs: { p50: number; p99: number; max: number };
}

type Command =
  | {
      id: number;
      do: 'subscribe';
      url: string;
      clients: number;
      span: { lat: number; lon: number };
    }
  | { id: number; do: 'reset' | 'stats' | 'stop' };

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

export interface Load {
  /** The AIS_SOURCE that makes the app read the generator's feed. */
  source: string;
  subscribe(url: string, clients: number, span: { lat: number; lon: number }): Promise<void>;
  /** Starts the lag histogram afresh. */
  reset(): Promise<void>;
  stats(): Promise<LoadStats>;
  /** CPU time the generator has used so far, in seconds. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the generator process with a feed of `ships` ships at `rate` lines/s. */
export async function startLoad(ships: number, rate: number): Promise<Load> {
  const child = fork(fileURLToPath(import.meta.url), [String(ships), String(rate)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let next = 0;
  const source = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { source: string }).source));
    child.once('exit', (code) => reject(new Error(`load generator exited early (${code})`)));
  });
  child.on('message', (message) => {
    const reply = message as Reply;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.error) waiter.reject(new Error(reply.error));
    else waiter.resolve(reply.result);
  });
  const ask = <T>(command: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...command, id });
    });
  return {
    source,
    subscribe: (url, clients, span) => ask({ do: 'subscribe', url, clients, span }),
    reset: () => ask({ do: 'reset' }),
    stats: () => ask<LoadStats>({ do: 'stats' }),
    cpuSeconds: () => cpuOf(child.pid),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await ask({ do: 'stop' }).catch(() => undefined);
      await exited;
    },
  };
}

async function serve(ships: number, rate: number): Promise<void> {
  const feeder = await startFeeder(ships, rate);
  let clients: Subscribers | undefined;
  const answer = async (command: Command): Promise<unknown> => {
    switch (command.do) {
      case 'subscribe':
        clients = await subscribe(command.url, command.clients, command.span);
        return null;
      case 'reset':
        clients?.lags.reset();
        return null;
      case 'stats': {
        const lags = clients?.lags;
        return {
          sent: feeder.sent(),
          frames: clients?.frames() ?? 0,
          closed: clients?.closed() ?? 0,
          feedBacklogKiB: Math.round(feeder.backlogBytes() / 1024),
          lagMs: {
            p50: lags?.percentile(0.5) ?? 0,
            p99: lags?.percentile(0.99) ?? 0,
            max: lags?.percentile(1) ?? 0,
          },
        } satisfies LoadStats;
      }
      case 'stop':
        clients?.close();
        await feeder.stop();
        return null;
    }
  };
  process.on('message', (message) => {
    const command = message as Command;
    answer(command).then(
      (result) => {
        process.send!({ id: command.id, result } satisfies Reply);
        if (command.do === 'stop') process.disconnect();
      },
      (error: unknown) => process.send!({ id: command.id, error: String(error) } satisfies Reply),
    );
  });
  process.send!({ source: feeder.source });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serve(Number(process.argv[2]), Number(process.argv[3]));
}
