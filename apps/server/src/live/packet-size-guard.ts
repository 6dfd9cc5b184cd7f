/**
 * Follows the MQTT packet boundaries in what a client sends and says when a packet announces more
 * than `maxBytes`. ws bounds each WebSocket frame, but an MQTT packet may span any number of
 * frames, and the broker's parser would buffer all of it; the fixed header tells the size first.
 */
export class PacketSizeGuard {
  /** Bytes of the current packet's body still to come; -1 while reading a fixed header. */
  private bodyLeft = -1;
  /** The remaining length read so far, and its multiplier (MQTT's 7-bit variable-length integer). */
  private length = 0;
  private multiplier = 1;
  private headerByteSeen = false;

  constructor(readonly maxBytes: number) {}

  /** Reads the next chunk; false when a packet in it is larger than allowed (or malformed). */
  accept(chunk: Buffer): boolean {
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const skipped = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= skipped;
        at += skipped;
        continue;
      }
      if (!this.headerByteSeen) {
        this.headerByteSeen = true;
        at++;
        continue;
      }
      const byte = chunk[at++]!;
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      if (this.length > this.maxBytes) return false;
      if (byte & 0x80) {
        // Four length bytes at most.
        if (this.multiplier > 128 ** 3) return false;
        continue;
      }
      this.bodyLeft = this.length;
      this.length = 0;
      this.multiplier = 1;
      this.headerByteSeen = false;
    }
    return true;
  }
}
