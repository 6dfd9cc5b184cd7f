// Random messages of every supported type, decoded by us and by GPSD's own gpsdecode, field by
// field. Runs only where Debian's gpsd-clients is installed (`apt-get install -y gpsd-clients`);
// the GPSD sample test covers the same ground with fixed data everywhere else.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AisLineDecoder } from './line-decoder';
import { BitWriter, sentences } from './encoder';

const hasGpsdecode = spawnSync('gpsdecode', ['-V'], { stdio: 'ignore' }).status === 0;

/** Deterministic pseudo-random integers below `n` (mulberry32). */
function randomInts(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

type Field = [start: number, width: number, value: number];

/** Message of `type` with random bits, some fields set to chosen (often edge) values. */
function randomMessage(next: (n: number) => number, type: number, length: number, fields: Field[]) {
  const bits = Array.from({ length }, () => next(2));
  for (const [start, width, value] of [[0, 6, type] as Field, ...fields]) {
    const unsigned = value < 0 ? value + 2 ** width : value;
    for (let i = 0; i < width && start + i < length; i++)
      bits[start + i] = Math.floor(unsigned / 2 ** (width - 1 - i)) % 2;
  }
  const writer = new BitWriter();
  for (const bit of bits) writer.int(bit, 1);
  return writer;
}

function randomFeed(seed: number, rounds: number): string[] {
  const next = randomInts(seed);
  const pick = <T>(values: T[]) => values[next(values.length)]!;
  const sometimes = (field: Field): Field[] => (next(3) === 0 ? [field] : []);
  const lines: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const type of [1, 2, 3])
      lines.push(
        ...sentences(
          randomMessage(next, type, pick([168, 168, 163, 165, 162, 174]), [
            ...sometimes([42, 8, pick([-128, -127, 127, 0, -1, 126])]),
            ...sometimes([50, 10, pick([1023, 1022, 0])]),
            ...sometimes([61, 28, pick([108600000, -1, 1, 0])]),
          ]),
        ),
      );
    lines.push(
      ...sentences(
        randomMessage(next, 5, pick([424, 424, 420, 422, 419]), sometimes([232, 8, next(256)])),
        pick([1, 2, 3]),
        { sequenceId: String(round % 10), channel: pick(['A', 'B']) },
      ),
    );
    lines.push(
      ...sentences(randomMessage(next, 18, pick([168, 168, 167]), sometimes([46, 10, 1023]))),
    );
    lines.push(...sentences(randomMessage(next, 19, pick([312, 312, 311]), [])));
    const mmsi = next(5) === 0 ? 980000000 + next(9999999) : 200000000 + next(500000000);
    lines.push(
      ...sentences(
        randomMessage(next, 24, pick([160, 168, 159]), [
          [8, 30, mmsi],
          [38, 2, 0],
        ]),
      ),
    );
    lines.push(
      ...sentences(
        randomMessage(next, 24, pick([168, 168, 167]), [
          [8, 30, mmsi],
          [38, 2, pick([1, 1, 2])],
        ]),
      ),
    );
    lines.push(
      ...sentences(
        randomMessage(
          next,
          27,
          pick([96, 96, 168, 95]),
          sometimes([44, 18, pick([150, -150, 30, -1, 108600])]),
        ),
      ),
    );
  }
  return lines;
}

describe.skipIf(!hasGpsdecode)('against gpsdecode', () => {
  it('decodes random messages exactly as GPSD does', () => {
    const lines = randomFeed(2024, 250);
    // -s: type 24 halves too, not only joined ones, as our decoder reports them.
    const gpsd = spawnSync('gpsdecode', ['-j', '-s'], {
      input: `${lines.join('\n')}\n`,
      encoding: 'utf8',
    });
    const theirs = gpsd.stdout
      .trim()
      .split('\n')
      .map((line) => {
        const {
          class: _c,
          device: _d,
          scaled: _s,
          ...fields
        } = JSON.parse(line) as Record<string, unknown>;
        return fields;
      });
    const decoder = new AisLineDecoder();
    const ours = lines
      .map((line) => decoder.decode(line, 0)?.message)
      .filter((m) => m !== undefined);
    expect(theirs.length).toBeGreaterThan(1000);
    expect(ours.length).toBe(theirs.length);
    for (const [index, message] of ours.entries())
      expect({ ...message }, `message ${index} of ${ours.length}`).toStrictEqual(theirs[index]);
  });
});
