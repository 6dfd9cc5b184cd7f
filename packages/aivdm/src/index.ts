// AIVDM, the AIS sentences a receiver prints: NMEA lines to decoded messages in GPSD's JSON
// fields (messages.ts), and plain fields back to sentences. Knows bits and text only: no I/O.
export {
  AisLineDecoder,
  type AisStats,
  type DecodedAis,
  type LineDecoderOptions,
  type SkipReason,
} from './line-decoder';
export { decodeMessage, SUPPORTED_TYPES } from './decoder';
export { parseSentence, type AisSentence, type SentenceRejection } from './nmea';
export type * from './messages';
export { nmeaChecksum, sixBitText } from './encoder';
export {
  AivdmFramer,
  type AisMessageFields,
  type ClassAPositionFields,
  type ClassBPositionFields,
  type Eta,
  type ExtendedClassBFields,
  type StaticPartAFields,
  type StaticPartBFields,
  type StaticVoyageFields,
} from './message-encoder';
