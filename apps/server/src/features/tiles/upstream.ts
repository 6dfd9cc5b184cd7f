/** Thrown when more tiles wait for upstream than the queue holds. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/** Thrown when upstream cannot give a usable tile (network, timeout, status, not an image). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/**
 * At most `maxActive` tasks at once; up to `maxQueued` more wait in order; beyond that
 * `run` refuses at once, so a flood of map panning cannot pile up requests to the tile server.
 */
export function createLimiter(maxActive: number, maxQueued: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < maxActive) {
        active += 1;
      } else {
        if (waiting.length >= maxQueued) throw new QueueFullError('tile queue full');
        // The releasing task hands its slot over, so `active` is already counted for us.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export type UpstreamAnswer =
  | { kind: 'ok'; body: Buffer; contentType: string; headers: Headers }
  | { kind: 'not-modified'; headers: Headers }
  | { kind: 'not-found' };

export interface FetchTileOptions {
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  validators?: Validators | undefined;
  fetch?: typeof fetch;
}

/** One GET to the tile server, conditional when validators of a cached copy are given. */
export async function fetchTile(url: string, options: FetchTileOptions): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = {
    'user-agent': options.userAgent,
    accept: 'image/png,image/*;q=0.8',
  };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) {
    headers['if-modified-since'] = options.validators.lastModified;
  }
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  let body: ArrayBuffer;
  try {
    // The timeout covers the body too: a server that trickles bytes is cut off as well.
    response = await doFetch(url, {
      headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status === 304) return { kind: 'not-modified', headers: response.headers };
    if (response.status === 404) return { kind: 'not-found' };
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new UpstreamError(`tile server answered ${response.status}`);
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > options.maxBytes) {
      await response.body?.cancel();
      throw new UpstreamError(`tile of ${length} bytes is too large`);
    }
    body = await response.arrayBuffer();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(`tile server unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const contentType = response.headers.get('content-type') ?? 'image/png';
  if (!contentType.startsWith('image/')) {
    throw new UpstreamError(`tile server sent ${contentType}, not an image`);
  }
  if (body.byteLength === 0 || body.byteLength > options.maxBytes) {
    throw new UpstreamError(`tile of ${body.byteLength} bytes refused`);
  }
  return { kind: 'ok', body: Buffer.from(body), contentType, headers: response.headers };
}
