// Cuts a byte stream (a TCP feed of NMEA sentences) into lines. TCP hands over chunks that can
// end anywhere, lines end in \n or \r\n depending on the feeder, and a feed gone wrong (wrong
// port, binary protocol, a peer that never sends \n) must not make us buffer without limit: a
// line longer than the cap is dropped up to its next line end. An AIVDM sentence is at most 82
// characters, tag blocks included a few hundred, so 1 KB is generous.

export const DEFAULT_MAX_LINE_BYTES = 1024;

const LF = 0x0a;
const CR = 0x0d;

export class LineSplitter {
  /** Lines dropped because they were longer than the cap. */
  discarded = 0;
  private parts: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside an overlong line: skip bytes until its line end. */
  private skipping = false;

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES,
  ) {}

  /** Feeds one chunk; calls onLine for every line it completes, without its line end. */
  push(chunk: Buffer): void {
    let start = 0;
    while (start < chunk.length) {
      const end = chunk.indexOf(LF, start);
      if (end === -1) {
        this.keep(chunk.subarray(start));
        return;
      }
      this.keep(chunk.subarray(start, end));
      this.finishLine();
      start = end + 1;
    }
  }

  /** Forgets a partial line, e.g. when its connection is gone and a new one starts afresh. */
  clear(): void {
    this.parts = [];
    this.pendingBytes = 0;
    this.skipping = false;
  }

  private keep(piece: Buffer): void {
    if (this.skipping || piece.length === 0) return;
    // +1: the \r of a \r\n line end is still part of the pending bytes here.
    if (this.pendingBytes + piece.length > this.maxLineBytes + 1) {
      this.clear();
      this.skipping = true;
      this.discarded += 1;
      return;
    }
    this.parts.push(piece);
    this.pendingBytes += piece.length;
  }

  private finishLine(): void {
    if (this.skipping) {
      this.skipping = false;
      return;
    }
    let line = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.pendingBytes = 0;
    if (line.length > 0 && line[line.length - 1] === CR) line = line.subarray(0, -1);
    if (line.length > this.maxLineBytes) {
      this.discarded += 1;
      return;
    }
    // Empty lines (blank keep-alives, \r\n\r\n) carry nothing for the decoder.
    // Decoding a whole line at a time never splits a UTF-8 character: \n is never inside one.
    if (line.length > 0) this.onLine(line.toString('utf8'));
  }
}

/** The lines of one datagram or one block of text, \n or \r\n, blank and overlong ones dropped. */
export function splitLines(text: string, maxLineBytes = DEFAULT_MAX_LINE_BYTES): string[] {
  return text
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    .filter((line) => line !== '' && Buffer.byteLength(line) <= maxLineBytes);
}
