import { AisLineDecoder } from '@havhjaelp/aivdm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AisSink } from '../source';
import { ReplaySource, type Repeat } from './replay-source';

const START = Date.UTC(2025, 7, 1, 14, 0, 0);

function collectingSink(): AisSink & { lines: string[]; messages: unknown[] } {
  const lines: string[] = [];
  const messages: unknown[] = [];
  return {
    lines,
    messages,
    line: (text) => lines.push(text),
    message: (data) => messages.push(data),
  };
}

describe('ReplaySource', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers simulated sentences to the sink every tick while connected', async () => {
    vi.useFakeTimers({ now: START });
    const source = new ReplaySource({ targets: 40 });
    const sink = collectingSink();
    expect(source.kind).toBe('replay');
    expect(source.state()).toBe('off');

    source.start(sink);
    expect(source.state()).toBe('connected');
    vi.advanceTimersByTime(30_000);
    expect(sink.lines.length).toBeGreaterThan(40);
    expect(sink.messages).toEqual([]);

    const decoder = new AisLineDecoder();
    for (const line of sink.lines) decoder.decode(line, START);
    expect(decoder.stats.decoded).toBeGreaterThan(40);
    expect(Object.values(decoder.stats.skipped).every((count) => count === 0)).toBe(true);

    await source.stop();
    expect(source.state()).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
    const delivered = sink.lines.length;
    vi.advanceTimersByTime(30_000);
    expect(sink.lines.length).toBe(delivered);
  });

  it('ticks at the given interval with an injected timer and clock, and starts only once', async () => {
    let tick: (() => void) | undefined;
    let cancelled = 0;
    const intervals: number[] = [];
    const repeat: Repeat = (callback, ms) => {
      tick = callback;
      intervals.push(ms);
      return () => cancelled++;
    };
    let now = START;
    const source = new ReplaySource({ seed: 9, targets: 30, tickMs: 250, now: () => now, repeat });
    const sink = collectingSink();
    source.start(sink);
    source.start(sink);
    expect(intervals).toEqual([250]);

    now += 20_000;
    tick!();
    const first = sink.lines.length;
    expect(first).toBeGreaterThan(30); // every ship's static data, and positions
    tick!(); // no time has passed: nothing new is due
    expect(sink.lines.length).toBe(first);

    await source.stop();
    expect(cancelled).toBe(1);
    expect(source.state()).toBe('stopped');
  });

  it('is deterministic: the same seed and clock give the same lines', () => {
    const linesOf = () => {
      let tick = (): void => undefined;
      let now = START;
      const source = new ReplaySource({
        seed: 4,
        targets: 25,
        now: () => now,
        repeat: (callback) => ((tick = callback), () => undefined),
      });
      const sink = collectingSink();
      source.start(sink);
      for (let i = 0; i < 20; i++) {
        now += 1_000;
        tick();
      }
      return sink.lines;
    };
    expect(linesOf()).toEqual(linesOf());
  });
});
