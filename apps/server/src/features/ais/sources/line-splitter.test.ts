import { describe, expect, it } from 'vitest';
import { LineSplitter, splitLines } from './line-splitter';

function collect(maxLineBytes?: number) {
  const lines: string[] = [];
  const splitter = new LineSplitter((line) => lines.push(line), maxLineBytes);
  return { lines, splitter };
}

const A = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';
const B = '!AIVDM,1,1,,B,16SteH0P00Jt63hHaa6SagvJ087r,0*42';

describe('LineSplitter', () => {
  it('splits on \\n and \\r\\n and hands over lines without their end', () => {
    const { lines, splitter } = collect();
    splitter.push(Buffer.from(`${A}\r\n${B}\n${A}\n`));
    expect(lines).toEqual([A, B, A]);
  });

  it('joins lines that arrive in pieces, whatever the cut, \\r and \\n apart included', () => {
    const text = `${A}\r\n${B}\n${A}\r\n`;
    for (let size = 1; size <= text.length; size += 1) {
      const { lines, splitter } = collect();
      for (let at = 0; at < text.length; at += size) {
        splitter.push(Buffer.from(text.slice(at, at + size)));
      }
      expect(lines, `chunks of ${size}`).toEqual([A, B, A]);
    }
  });

  it('keeps a partial line until its end arrives', () => {
    const { lines, splitter } = collect();
    splitter.push(Buffer.from(A.slice(0, 10)));
    expect(lines).toEqual([]);
    splitter.push(Buffer.from(`${A.slice(10)}\n`));
    expect(lines).toEqual([A]);
  });

  it('drops blank lines', () => {
    const { lines, splitter } = collect();
    splitter.push(Buffer.from(`\n\r\n${A}\r\n\r\n\n${B}\n`));
    expect(lines).toEqual([A, B]);
  });

  it('decodes UTF-8 whose bytes are split between chunks', () => {
    const { lines, splitter } = collect();
    const bytes = Buffer.from('# Søren Ærø\n');
    for (const byte of bytes) splitter.push(Buffer.from([byte]));
    expect(lines).toEqual(['# Søren Ærø']);
  });

  it('drops an overlong line to its end without buffering it, and goes on', () => {
    const { lines, splitter } = collect(1024);
    splitter.push(Buffer.from(`${A}\n`));
    // 10 MB without a line end: nothing of it is kept, so memory stays flat.
    const garbage = Buffer.alloc(64 * 1024, 'x');
    for (let i = 0; i < 160; i += 1) splitter.push(garbage);
    splitter.push(Buffer.from(`still garbage\n${B}\n`));
    expect(lines).toEqual([A, B]);
    expect(splitter.discarded).toBe(1);
  });

  it('takes a line of exactly the cap, with either line end, and drops one byte more', () => {
    const { lines, splitter } = collect(8);
    splitter.push(Buffer.from('12345678\n12345678\r\n123456789\n123456789\r\nok\n'));
    expect(lines).toEqual(['12345678', '12345678', 'ok']);
    expect(splitter.discarded).toBe(2);
  });

  it('clear() forgets a partial line', () => {
    const { lines, splitter } = collect();
    splitter.push(Buffer.from('half a li'));
    splitter.clear();
    splitter.push(Buffer.from(`${A}\n`));
    expect(lines).toEqual([A]);
  });
});

describe('splitLines', () => {
  it('splits a datagram into its lines, blank and overlong ones dropped', () => {
    expect(splitLines(`${A}\r\n${B}\n\n${'x'.repeat(61)}\n${A}`, 60)).toEqual([A, B, A]);
    expect(splitLines(`${'x'.repeat(20)}\n${A}`, 10)).toEqual([]);
  });
});
