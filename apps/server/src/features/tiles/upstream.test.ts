import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTileServer, type FakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { createLimiter, fetchTile, QueueFullError, UpstreamError } from './upstream';

describe('createLimiter', () => {
  it('runs at most maxActive tasks, queues in order and refuses beyond the queue', async () => {
    const limiter = createLimiter(2, 2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const running = [1, 2, 3, 4].map((n) => limiter.run(task(n)));
    await expect(limiter.run(task(5))).rejects.toBeInstanceOf(QueueFullError);
    expect(started).toEqual([1, 2]);
    expect([limiter.active, limiter.queued]).toEqual([2, 2]);
    releases.shift()!();
    await running[0];
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3]);
    while (releases.length > 0 || started.length < 4) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4]);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});

describe('fetchTile', () => {
  let fake: FakeTileServer;
  beforeEach(async () => {
    fake = await startFakeTileServer();
  });
  afterEach(() => fake.close());

  const options = { userAgent: 'Havhjaelp/test', timeoutMs: 2_000, maxBytes: 1024 };
  const url = () => fake.template('base').replace('{z}/{x}/{y}', '1/0/0');

  it('gives up after the timeout', async () => {
    fake.behaviour.hold = true;
    const started = Date.now();
    await expect(fetchTile(url(), { ...options, timeoutMs: 100 })).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses a tile larger than maxBytes', async () => {
    await expect(fetchTile(url(), { ...options, maxBytes: 4 })).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it('sends the validators it is given', async () => {
    fake.behaviour.etag = '"abc"';
    const answer = await fetchTile(url(), {
      ...options,
      validators: { etag: '"abc"', lastModified: 'Sun, 01 Jun 2025 12:00:00 GMT' },
    });
    expect(answer.kind).toBe('not-modified');
    expect(fake.requests[0]!.headers['if-modified-since']).toBe('Sun, 01 Jun 2025 12:00:00 GMT');
  });
});
