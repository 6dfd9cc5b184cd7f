import { describe, expect, it } from 'vitest';
import { decodeMessage, SUPPORTED_TYPES } from './decoder';
import { BitWriter } from './encoder';
import { header, toBits } from './testing/test-encoder';

describe('decodeMessage', () => {
  it.each([...SUPPORTED_TYPES])('sends type %i to its decoder', (type) => {
    const message = decodeMessage(toBits(header(type), type === 19 ? 312 : type === 5 ? 424 : 168));
    expect(typeof message === 'string' ? message : message.type).toBe(type);
  });
});

describe('other input', () => {
  it('reports unsupported types and messages too short for a header', () => {
    expect(decodeMessage(toBits(header(4), 168))).toBe('unsupported-type');
    expect(decodeMessage(toBits(header(0), 168))).toBe('unsupported-type');
    expect(decodeMessage(toBits(new BitWriter().int(1, 6), 36))).toBe('bad-length');
  });
});
