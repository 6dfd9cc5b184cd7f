import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers per HTTP status, e.g. { "200": 1234 }. */
  statusCodes: Record<string, number>;
}

/** A URL to GET, or full autocannon options (method, headers, body, requests) for anything else. */
export type LoadTarget = string | Omit<autocannon.Options, 'connections' | 'duration'>;

export async function load(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const options = typeof target === 'string' ? { url: target } : target;
  const result = await autocannon({ ...options, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}

/** Runs target and baseline alternately, several rounds, so both see the same machine noise. */
export async function sideBySide(
  target: LoadTarget,
  baseline: LoadTarget,
  options: { connections: number; seconds: number; rounds: number },
): Promise<{ target: LoadResult; baseline: LoadResult; ratio: number }> {
  const targets: LoadResult[] = [];
  const baselines: LoadResult[] = [];
  await load(target, options.connections, 2); // warm-up
  await load(baseline, options.connections, 2);
  for (let round = 0; round < options.rounds; round++) {
    baselines.push(await load(baseline, options.connections, options.seconds));
    targets.push(await load(target, options.connections, options.seconds));
  }
  const t = median(targets);
  const b = median(baselines);
  return {
    target: t,
    baseline: b,
    ratio: Number((t.requestsPerSecond / b.requestsPerSecond).toFixed(2)),
  };
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}
