// Type 27: long-range position report, made for satellite reception, hence its coarse units
// (1/10 minute positions, whole knots and degrees).
import { printfRound } from './gpsd-format';
import { navigationStatusText } from './legends';
import type { LongRangePositionReport, MessageRejection } from './messages';
import { readSigned, readUnsigned, type AisBits } from './six-bit';

/** Type 27: 96 bits, or a full 168-bit slot as some transmitters send it; nothing else. */
export function decodeLongRangePosition({
  bytes,
  bitLength,
}: AisBits): LongRangePositionReport | MessageRejection {
  if (bitLength !== 96 && bitLength !== 168) return 'bad-length';
  return {
    type: 27,
    repeat: readUnsigned(bytes, 6, 2),
    mmsi: readUnsigned(bytes, 8, 30),
    status: navigationStatusText(readUnsigned(bytes, 40, 4)),
    accuracy: readUnsigned(bytes, 38, 1) === 1,
    // GPSD prints raw / 600 with "%.1f"; its exact ties (x.x5 that are binary fractions) round
    // to even, hence printfRound rather than toFixed.
    lon: printfRound(readSigned(bytes, 44, 18) / 600, 1),
    lat: printfRound(readSigned(bytes, 62, 17) / 600, 1),
    speed: readUnsigned(bytes, 79, 6),
    course: readUnsigned(bytes, 85, 9),
    raim: readUnsigned(bytes, 39, 1) === 1,
    gnss: readUnsigned(bytes, 94, 1) === 1,
  };
}
