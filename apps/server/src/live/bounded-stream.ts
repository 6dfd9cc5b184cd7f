import { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * The WebSocket as the stream Aedes reads and writes, with one difference from ws's own
 * createWebSocketStream: writes never wait. A subscriber that stops reading piles up output in its
 * socket; past `maxBufferedBytes` it is cut off at once. So the broker never waits for a slow
 * reader (Aedes would otherwise hold deliveries to everyone until its drain timeout).
 */
export function boundedSocketStream(socket: WebSocket, maxBufferedBytes: number): Duplex {
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
    // Inbound MQTT packets are small (maxPayload), but a flood still waits for the broker.
    if (!stream.push(data)) socket.pause();
  });
  socket.once('close', () => stream.destroy());
  socket.once('error', (error) => stream.destroy(error));
  return stream;
}
