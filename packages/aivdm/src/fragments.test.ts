import { describe, expect, it } from 'vitest';
import { sentence } from './encoder';
import { FragmentAssembler } from './fragments';
import { parseSentence, type AisSentence } from './nmea';
import { unarmorPayload } from './six-bit';

// The two halves of a type 5 message from GPSD's sample.
const PART1 = '55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8';
const PART2 = '88888888880';
const WHOLE = unarmorPayload(PART1 + PART2, 2)!;

function fragment(
  number: number,
  options: { channel?: string; seq?: string; count?: number; tag?: string } = {},
): AisSentence {
  const { channel = 'A', seq = '1', count = 2 } = options;
  const payload = number === 1 ? PART1 : PART2;
  const fillBits = number === count ? 2 : 0;
  const text = sentence(payload, { count, number, sequenceId: seq, channel, fillBits });
  const parsed = parseSentence(options.tag ? `\\${options.tag}\\${text}` : text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

describe('FragmentAssembler', () => {
  it('passes a single-part sentence straight through', () => {
    const assembler = new FragmentAssembler();
    const single = parseSentence('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A') as AisSentence;
    expect(assembler.push(single, 0)?.bits.bitLength).toBe(168);
    expect(assembler.size).toBe(0);
  });

  it('joins the parts of a message in order', () => {
    const assembler = new FragmentAssembler();
    expect(assembler.push(fragment(1), 0)).toBeNull();
    expect(assembler.size).toBe(1);
    const done = assembler.push(fragment(2), 10);
    expect(done?.bits).toEqual(WHOLE);
    expect(done?.bits.bitLength).toBe(424);
    expect(assembler.size).toBe(0);
  });

  it('joins parts that arrive out of order', () => {
    const assembler = new FragmentAssembler();
    expect(assembler.push(fragment(2), 0)).toBeNull();
    expect(assembler.push(fragment(1), 1)?.bits).toEqual(WHOLE);
  });

  it('keeps the two channels and different sequence ids apart when they interleave', () => {
    const assembler = new FragmentAssembler();
    expect(assembler.push(fragment(1, { channel: 'A' }), 0)).toBeNull();
    expect(assembler.push(fragment(1, { channel: 'B' }), 0)).toBeNull();
    expect(assembler.push(fragment(1, { channel: 'A', seq: '2' }), 0)).toBeNull();
    expect(assembler.size).toBe(3);
    expect(assembler.push(fragment(2, { channel: 'B' }), 1)?.bits).toEqual(WHOLE);
    expect(assembler.push(fragment(2, { channel: 'A', seq: '2' }), 1)?.bits).toEqual(WHOLE);
    expect(assembler.push(fragment(2, { channel: 'A' }), 1)?.bits).toEqual(WHOLE);
    expect(assembler.drops).toEqual({ 'fragment-orphaned': 0, 'fragment-evicted': 0 });
  });

  it('drops a part whose other parts do not come in time', () => {
    const assembler = new FragmentAssembler({ timeoutMs: 1000 });
    expect(assembler.push(fragment(1), 0)).toBeNull();
    // Too late: the first part is gone, so this one waits for a part 1 of its own.
    expect(assembler.push(fragment(2), 1000)).toBeNull();
    expect(assembler.drops['fragment-orphaned']).toBe(1);
    expect(assembler.size).toBe(1);
    assembler.expire(1999);
    expect(assembler.size).toBe(1);
    assembler.expire(2000);
    expect(assembler.size).toBe(0);
    expect(assembler.drops['fragment-orphaned']).toBe(2);
  });

  it('completes parts that arrive just within the timeout', () => {
    const assembler = new FragmentAssembler({ timeoutMs: 1000 });
    assembler.push(fragment(1), 0);
    expect(assembler.push(fragment(2), 999)?.bits).toEqual(WHOLE);
  });

  it('starts over when a part repeats or the count changes: the sequence id came round again', () => {
    const assembler = new FragmentAssembler();
    assembler.push(fragment(1), 0);
    assembler.push(fragment(1), 1);
    expect(assembler.drops['fragment-orphaned']).toBe(1);
    expect(assembler.push(fragment(2), 2)?.bits).toEqual(WHOLE);

    assembler.push(fragment(1), 3);
    expect(assembler.push(fragment(3, { count: 3 }), 4)).toBeNull();
    expect(assembler.drops['fragment-orphaned']).toBe(2);
  });

  it('holds a bounded number of partial messages, dropping the oldest', () => {
    const assembler = new FragmentAssembler({ maxPending: 2 });
    assembler.push(fragment(1, { seq: '1' }), 0);
    assembler.push(fragment(1, { seq: '2' }), 1);
    assembler.push(fragment(1, { seq: '3' }), 2);
    expect(assembler.size).toBe(2);
    expect(assembler.drops['fragment-evicted']).toBe(1);
    // Message 1 lost its first part: its second part now waits alone (and evicts message 2).
    expect(assembler.push(fragment(2, { seq: '1' }), 3)).toBeNull();
    expect(assembler.drops['fragment-evicted']).toBe(2);
    expect(assembler.push(fragment(2, { seq: '3' }), 4)?.bits).toEqual(WHOLE);
  });

  it('stays bounded under a flood of first parts', () => {
    const assembler = new FragmentAssembler({ maxPending: 8 });
    for (let i = 0; i < 10_000; i++)
      assembler.push(fragment(1, { seq: String(i % 10), channel: `C${i}` }), i);
    expect(assembler.size).toBe(8);
    expect(assembler.drops['fragment-evicted']).toBe(10_000 - 8);
  });

  it('keeps the tag block of the first part that had one', () => {
    const assembler = new FragmentAssembler();
    assembler.push(fragment(1, { tag: 'g:1-2-73874,c:1241544035' }), 0);
    expect(assembler.push(fragment(2, { tag: 'g:2-2-73874' }), 1)?.tags).toEqual({
      g: '1-2-73874',
      c: '1241544035',
    });
  });
});
