// The decoder against GPSD's reference output: every message of a supported type that
// `gpsdecode -j` prints for GPSD's own sample file must come out of ours with the same fields.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_TYPES } from './decoder';
import { AisLineDecoder } from './line-decoder';
import type { AisMessage } from './messages';
import { gpsdSamplePrinted, gpsdSampleSentences } from './testing/gpsd-sample';

const sampleLines = gpsdSampleSentences();
const expectedAll = gpsdSamplePrinted();

/** GPSD's envelope, not message content: object class, input device, and its "scaled" flag. */
function withoutEnvelope({
  class: _c,
  device: _d,
  scaled: _s,
  ...fields
}: Record<string, unknown>) {
  return fields;
}

/** What gpsdecode prints: type 24 only once both halves are in (its default, without -s). */
const printedByGpsd = (message: AisMessage) => message.type !== 24 || message.part === undefined;

describe('the GPSD sample file', () => {
  const decoder = new AisLineDecoder();
  const ours = sampleLines
    .map((line) => decoder.decode(line, 0)?.message)
    .filter((message) => message !== undefined)
    .filter(printedByGpsd);
  const expected = expectedAll
    .filter((message) => SUPPORTED_TYPES.includes(message.type as number))
    .map(withoutEnvelope);

  it('has the messages we compare (not a vacuous pass)', () => {
    expect(expected).toHaveLength(17);
    expect(new Set(expected.map((message) => message.type))).toEqual(
      new Set([1, 2, 3, 5, 18, 19, 24, 27]),
    );
  });

  it('decodes the same messages in the same order', () => {
    expect(ours.map((m) => `${m.type}/${m.mmsi}`)).toEqual(
      expected.map((m) => `${String(m.type)}/${String(m.mmsi)}`),
    );
  });

  it.each(expected.map((fields, index) => [index, fields.type, fields.mmsi, fields] as const))(
    'message %i (type %i, MMSI %i) has every field GPSD printed, and no other',
    (index, _type, _mmsi, fields) => {
      expect(ours[index], `our message ${index} against GPSD's`).toStrictEqual(fields);
    },
  );

  it('counts what it skipped', () => {
    const { stats } = decoder;
    expect(stats.sentences).toBe(sampleLines.length);
    expect(stats.skipped.checksum).toBe(0);
    expect(stats.skipped.malformed).toBe(1); // the fragment line without its leading '!'
    expect(stats.skipped['unsupported-type']).toBeGreaterThan(0);
    expect(stats.decoded).toBeGreaterThan(ours.length);
  });
});
