// Test helpers on top of the encoder: a message header, bits as the decoder gets them, and decoding
// that fails the test on a rejection.
import { decodeMessage } from '../decoder';
import { BitWriter } from '../encoder';
import type { AisMessage } from '../messages';
import { unarmorPayload, type AisBits } from '../six-bit';

/** An MMSI for test ships (219: Denmark). */
export const TEST_MMSI = 219000001;

/** Message type, repeat indicator 0 and MMSI: the 38 bits every message starts with. */
export const header = (type: number, mmsi = TEST_MMSI) =>
  new BitWriter().int(type, 6).int(0, 2).int(mmsi, 30);

/** The message's bits, padded with zeros or cut to `length`. */
export function toBits(writer: BitWriter, length = writer.length): AisBits {
  const { payload, fillBits } = writer.padTo(length).armor();
  const bits = unarmorPayload(payload, fillBits)!;
  return length < bits.bitLength ? { bytes: bits.bytes, bitLength: length } : bits;
}

/** Decodes, failing the test on a rejection; fields by name for easy assertions. */
export function decoded(bits: AisBits): AisMessage & Record<string, unknown> {
  const message = decodeMessage(bits);
  if (typeof message === 'string') throw new Error(`rejected: ${message}`);
  return message as AisMessage & Record<string, unknown>;
}
