import { describe, expect, it } from 'vitest';
import { mqttPacket } from '../test/mqtt';
import { PacketSizeGuard } from './packet-size-guard';

/** An MQTT SUBSCRIBE-type packet with `size` body bytes. */
const packet = (size: number): Buffer => mqttPacket(0x82, Buffer.alloc(size));

const inPieces = (data: Buffer, size: number) =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) =>
    data.subarray(i * size, (i + 1) * size),
  );

describe('PacketSizeGuard', () => {
  it.each([
    ['small packets', [packet(2), packet(0), packet(200)], true],
    ['a packet of exactly the limit', [packet(1000)], true],
    ['a packet one byte over', [packet(1001)], false],
    ['a huge packet after good ones', [packet(10), packet(10_000_000)], false],
    [
      'a length of more than four bytes',
      [Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01])],
      false,
    ],
  ])('%s', (_case, packets, accepted) => {
    const guard = new PacketSizeGuard(1000);
    const data = Buffer.concat(packets);
    expect(guard.accept(data)).toBe(accepted);
  });

  it('follows packets across chunks of any size', () => {
    for (const pieceSize of [1, 2, 3, 7, 64]) {
      const good = new PacketSizeGuard(1000);
      const goodData = Buffer.concat([packet(999), packet(5), packet(300)]);
      expect(inPieces(goodData, pieceSize).every((piece) => good.accept(piece))).toBe(true);
      const bad = new PacketSizeGuard(1000);
      const badData = Buffer.concat([packet(999), packet(5000)]);
      expect(inPieces(badData, pieceSize).every((piece) => bad.accept(piece))).toBe(false);
    }
  });
});
