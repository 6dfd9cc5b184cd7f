// One complete AIS message (its bits) to a decoded message, for the types a ship map needs.
// Everything else is reported as a rejection reason rather than thrown: radio data is noisy.
import { decodeClassAPosition, decodeStaticAndVoyage } from './class-a';
import {
  decodeClassBPosition,
  decodeExtendedClassBPosition,
  decodeStaticDataReport,
} from './class-b';
import { decodeLongRangePosition } from './long-range';
import type { AisMessage, MessageRejection } from './messages';
import { readUnsigned, type AisBits } from './six-bit';

export const SUPPORTED_TYPES: readonly number[] = [1, 2, 3, 5, 18, 19, 24, 27];

/** Decodes one message; type 24 halves come out separately (see Type24Joiner). */
export function decodeMessage(bits: AisBits): AisMessage | MessageRejection {
  // Type, repeat indicator and MMSI lead every message.
  if (bits.bitLength < 38) return 'bad-length';
  const type = readUnsigned(bits.bytes, 0, 6);
  switch (type) {
    case 1:
    case 2:
    case 3:
      return decodeClassAPosition(bits, type);
    case 5:
      return decodeStaticAndVoyage(bits);
    case 18:
      return decodeClassBPosition(bits);
    case 19:
      return decodeExtendedClassBPosition(bits);
    case 24:
      return decodeStaticDataReport(bits);
    case 27:
      return decodeLongRangePosition(bits);
    default:
      return 'unsupported-type';
  }
}
