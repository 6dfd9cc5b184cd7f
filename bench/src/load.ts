import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs target and baseline alternately, several rounds, so both see the same machine noise. */
export async function sideBySide(
  target: string,
  baseline: string,
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
