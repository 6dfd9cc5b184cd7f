// A server's WebSocket text frame (RFC 6455 section 5.2: FIN, opcode 1, no mask), built once per
// message so the gateway writes the same bytes to every client instead of framing per client.

/**
 * The frame carrying `text`. Allocated outside Node's shared buffer pool: frames live on in the
 * ship store, and a pooled slice would pin a whole 8 KB slab.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const wire = Buffer.allocUnsafeSlow(headerLength + length);
  wire[0] = 0x81;
  if (length < 126) wire[1] = length;
  else if (length < 65_536) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  wire.write(text, headerLength);
  return wire;
}
