import { describe, expect, it } from 'vitest';
import { textFrame } from './websocket-frame';

describe('textFrame', () => {
  it.each([
    [0, [0x81, 0]],
    [125, [0x81, 125]],
    [126, [0x81, 126, 0, 126]],
    [65_535, [0x81, 126, 0xff, 0xff]],
    [65_536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
  ])('frames %i bytes of text with the right length header', (length, header) => {
    const text = 'x'.repeat(length);
    const wire = textFrame(text);
    expect([...wire.subarray(0, header.length)]).toEqual(header);
    expect(wire.length).toBe(header.length + length);
    expect(wire.subarray(header.length).toString()).toBe(text);
  });

  it('counts bytes, not characters, in the length', () => {
    const wire = textFrame('søå');
    expect([...wire.subarray(0, 2)]).toEqual([0x81, 5]);
    expect(wire.subarray(2).toString()).toBe('søå');
  });
});
