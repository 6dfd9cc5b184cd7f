import { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { PacketSizeGuard } from './packet-size-guard';

export interface StreamBounds {
  /** Output a reader may leave unread before it is cut off. */
  maxBufferedBytes: number;
  /** The largest MQTT packet a client may send; a larger one cuts it off before it is buffered. */
  maxPacketBytes: number;
}

/**
 * The WebSocket as the stream Aedes reads and writes, with one difference from ws's own
 * createWebSocketStream: writes never wait. A subscriber that stops reading piles up output in its
 * socket; past `maxBufferedBytes` it is cut off at once. So the broker never waits for a slow
 * reader (Aedes would otherwise hold deliveries to everyone until its drain timeout). Inbound, a
 * packet larger than `maxPacketBytes` ends the connection instead of growing the broker's buffer.
 */
export function boundedSocketStream(
  socket: WebSocket,
  { maxBufferedBytes, maxPacketBytes }: StreamBounds,
): Duplex {
  const inbound = new PacketSizeGuard(maxPacketBytes);
  const send = (data: Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(data, { binary: true });
    if (socket.bufferedAmount > maxBufferedBytes) socket.terminate();
  };
  const stream = new Duplex({
    read() {
      if (socket.isPaused) socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      send(chunk);
      callback();
    },
    // mqtt-packet corks the stream while it writes one packet in pieces: one frame for them all.
    writev(chunks, callback) {
      send(chunks.length === 1 ? chunks[0]!.chunk : Buffer.concat(chunks.map((c) => c.chunk)));
      callback();
    },
    final(callback) {
      socket.close();
      callback();
    },
    destroy(error, callback) {
      socket.terminate();
      callback(error);
    },
  });
  socket.on('message', (data: Buffer) => {
    if (!inbound.accept(data)) {
      socket.terminate();
      return;
    }
    // Each frame is small (maxPayload), but a flood of them still waits for the broker.
    if (!stream.push(data)) socket.pause();
  });
  socket.once('close', () => stream.destroy());
  socket.once('error', (error) => stream.destroy(error));
  return stream;
}
