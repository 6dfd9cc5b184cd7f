import { AisLineDecoder, nmeaChecksum, type AisMessageFields } from '@havhjaelp/aivdm';
import { describe, expect, it } from 'vitest';
import { ReplayTraffic, type ReplayReport } from './replay-traffic';

const START = Date.UTC(2025, 5, 14, 10, 0, 0);
const TEN_MINUTES = 600;

/** Steps a fresh simulation once a second for `seconds`. */
function simulate(seed: number, seconds: number, targets?: number): ReplayReport[] {
  const traffic = new ReplayTraffic({ seed, targets, startMs: START });
  const reports: ReplayReport[] = [];
  for (let s = 1; s <= seconds; s++) reports.push(...traffic.advance(START + s * 1000));
  return reports;
}

const run = simulate(7, TEN_MINUTES);
const lines = run.flatMap((report) => report.lines);

const kindOf = (fields: AisMessageFields): string =>
  fields.type === 24 ? `24${fields.part}` : String(fields.type);

/** What the decoder should give for a message, field by field as GPSD names them. */
function expected(report: ReplayReport): Record<string, unknown> {
  const { fields, target } = report;
  const at =
    'lat' in fields
      ? { lat: expect.closeTo(fields.lat, 5), lon: expect.closeTo(fields.lon, 5) }
      : {};
  const motion =
    'lat' in fields
      ? {
          speed: fields.speed,
          course: fields.course,
          heading: fields.heading ?? 511,
          second: fields.second,
        }
      : {};
  switch (fields.type) {
    case 1:
    case 2:
    case 3:
      return {
        type: fields.type,
        mmsi: fields.mmsi,
        status: fields.status,
        turn: 0,
        ...at,
        ...motion,
      };
    case 18:
      return { type: 18, mmsi: fields.mmsi, ...at, ...motion };
    case 19:
      return {
        type: 19,
        mmsi: fields.mmsi,
        ...at,
        ...motion,
        shipname: fields.shipname,
        shiptype: fields.shiptype,
        ...fields.dimensions,
      };
    case 5: {
      const { month, day, hour, minute } = fields.eta ?? { month: 0, day: 0, hour: 24, minute: 60 };
      const two = (n: number) => String(n).padStart(2, '0');
      return {
        type: 5,
        mmsi: fields.mmsi,
        imo: fields.imo,
        callsign: fields.callsign,
        shipname: fields.shipname,
        shiptype: fields.shiptype,
        destination: fields.destination,
        draught: fields.draught,
        eta: `${two(month)}-${two(day)}T${two(hour)}:${two(minute)}Z`,
        ...fields.dimensions,
      };
    }
    case 24:
      // Part B comes out joined with the part A sent just before it: named, without `part`.
      return fields.part === 'A'
        ? { type: 24, part: 'A', mmsi: fields.mmsi, shipname: fields.shipname }
        : {
            type: 24,
            mmsi: fields.mmsi,
            shipname: target.shipname,
            shiptype: fields.shiptype,
            callsign: fields.callsign,
            ...fields.dimensions,
          };
  }
}

describe('ReplayTraffic output', () => {
  it('is valid AIVDM, every line of it, and the decoder skips nothing', () => {
    for (const line of lines) {
      const match = /^!(AIVDM,[12],[12],\d?,[AB],[0-9:;<=>?@A-W`a-w]+,[0-5])\*([0-9A-F]{2})$/.exec(
        line,
      );
      expect(match, line).not.toBeNull();
      expect(nmeaChecksum(match![1]!)).toBe(match![2]);
      expect(line.length).toBeLessThanOrEqual(82);
    }
    const decoder = new AisLineDecoder();
    for (const line of lines) decoder.decode(line, START);
    const { sentences, decoded, skipped } = decoder.stats;
    expect(sentences).toBe(lines.length);
    expect(Object.values(skipped).every((count) => count === 0)).toBe(true);
    expect(decoded).toBe(run.length);
  });

  it('decodes to what each report meant to send', () => {
    const decoder = new AisLineDecoder();
    for (const report of run) {
      const results = report.lines.map((line) => decoder.decode(line, report.timeMs));
      expect(results.slice(0, -1)).toEqual(results.slice(0, -1).map(() => null));
      const message = results.at(-1)?.message;
      expect(message).toMatchObject(expected(report));
      if (report.fields.type === 24 && report.fields.part === 'B') {
        expect(message).not.toHaveProperty('part');
      }
    }
  });

  it('sends every message type of Class A and Class B units', () => {
    const kinds = new Set(run.map((report) => kindOf(report.fields)));
    expect([...kinds].sort()).toEqual(['1', '18', '19', '2', '24A', '24B', '3', '5']);
  });

  it('has the stated fleet and message rate over ten minutes', () => {
    const mmsis = new Set(run.map((report) => report.fields.mmsi));
    expect(mmsis.size).toBe(300);
    const perSecond = lines.length / TEN_MINUTES;
    expect(perSecond).toBeGreaterThanOrEqual(30);
    expect(perSecond).toBeLessThanOrEqual(45);
    expect(new Set(simulate(3, 60, 50).map((report) => report.fields.mmsi)).size).toBe(50);
  });

  it('reports like real units: positions every 6 or 10 s (Class A) or 30 s, statics every 6 min', () => {
    const times = new Map<string, { classA: boolean; at: number[] }>();
    for (const { fields, timeMs, target } of run) {
      const key = `${fields.mmsi}:${'lat' in fields ? 'position' : kindOf(fields)}`;
      const entry = times.get(key) ?? { classA: target.positionType < 18, at: [] };
      entry.at.push(timeMs);
      times.set(key, entry);
    }
    for (const [key, { classA, at }] of times) {
      const gaps = new Set(at.slice(1).map((time, i) => time - at[i]!));
      if (key.endsWith('position')) {
        for (const gap of gaps) expect(classA ? [6_000, 10_000] : [30_000], key).toContain(gap);
      } else {
        // Everyone's statics go out in the first 10 s, then every 6 minutes.
        expect(at[0]! - START, key).toBeLessThanOrEqual(10_000);
        expect([...gaps], key).toEqual([360_000]);
      }
    }
  });

  it('uses Danish, Swedish and German MMSIs, mostly Danish, and Danish call signs for them', () => {
    const targets = new Map(run.map((report) => [report.fields.mmsi, report.target]));
    const mid = (mmsi: number) => Math.floor(mmsi / 1_000_000);
    const danish = [...targets.values()].filter((t) => [219, 220].includes(mid(t.mmsi)));
    expect(danish.length / targets.size).toBeGreaterThan(0.25);
    for (const t of danish) expect(t.callsign).toMatch(/^O[U-Z][A-Z0-9]{3,4}$/);
    const mids = new Set([...targets.keys()].map(mid));
    expect([265, 266].some((m) => mids.has(m))).toBe(true);
    expect([211, 218].some((m) => mids.has(m))).toBe(true);
  });

  it('gives each kind of ship its type codes and speeds', () => {
    const ranges = { merchant: [10, 16], ferry: [12, 20], fishing: [2, 5], leisure: [3, 7] };
    const types = { merchant: /^[78]\d$/, ferry: /^6\d$/, fishing: /^30$/, leisure: /^3[67]$/ };
    for (const { fields, target } of run) {
      expect(String(target.shiptype)).toMatch(types[target.kind]);
      if (!('lat' in fields) || fields.speed === 0) continue;
      const [min, max] = ranges[target.kind];
      expect(fields.speed).toBeGreaterThanOrEqual(min! - 0.25);
      expect(fields.speed).toBeLessThanOrEqual(max! + 0.25);
    }
  });
});

describe('ReplayTraffic determinism', () => {
  const twoMinutes = (seed: number) => simulate(seed, 120).flatMap((report) => report.lines);

  it('gives the same lines for the same seed and different ones for another seed', () => {
    const first = twoMinutes(42);
    expect(twoMinutes(42)).toEqual(first);
    expect(twoMinutes(43)).not.toEqual(first);
  });

  it('does not depend on how finely time is stepped', () => {
    const coarse = new ReplayTraffic({ seed: 42, startMs: START });
    const lines = [7, 30, 31, 75, 120].flatMap((s) => coarse.step(START + s * 1000));
    expect(lines).toEqual(twoMinutes(42));
  });

  it('skips reports older than a minute after a stall instead of sending them late', () => {
    const traffic = new ReplayTraffic({ seed: 42, startMs: START });
    traffic.step(START + 1_000);
    const late = traffic.advance(START + 3_600_000);
    expect(Math.min(...late.map((report) => report.timeMs))).toBeGreaterThanOrEqual(
      START + 3_540_000,
    );
    expect(late.length).toBeLessThan(60 * 40);
    expect(traffic.step(START + 3_600_000)).toEqual([]);
  });
});
