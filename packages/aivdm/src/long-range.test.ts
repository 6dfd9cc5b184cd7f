import { describe, expect, it } from 'vitest';
import { decodeMessage } from './decoder';
import { decoded, header, toBits } from './testing/test-encoder';

describe('type 27: long-range position', () => {
  const longRange = (lon: number, lat: number) =>
    header(27)
      .bool(false)
      .bool(false)
      .int(3, 4)
      .int(lon, 18)
      .int(lat, 17)
      .int(57, 6)
      .int(167, 9)
      .bool(false)
      .int(0, 1);

  it.each([
    [-92520, 52260, -154.2, 87.1],
    [150, 450, 0.2, 0.8], // 0.25 and 0.75 are exact in binary: GPSD's printf rounds them to even
    [-150, -30, -0.2, -0.1],
    [-1, 1, -0, 0],
    [108600, 54600, 181, 91],
  ])('position (%i, %i) is %d, %d', (lon, lat, lonDegrees, latDegrees) => {
    const message = decoded(toBits(longRange(lon, lat)));
    expect(message.lon).toBe(lonDegrees);
    expect(message.lat).toBe(latDegrees);
    expect(message).toMatchObject({
      status: 'Restricted manoeuverability',
      speed: 57,
      course: 167,
    });
  });

  it('takes 96 or 168 bits and nothing else', () => {
    expect(decoded(toBits(longRange(0, 0), 168)).type).toBe(27);
    expect(decodeMessage(toBits(longRange(0, 0), 97))).toBe('bad-length');
  });
});
