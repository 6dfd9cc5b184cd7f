// Class A transponders: position reports (types 1, 2, 3) and static and voyage data (type 5).
// Bit offsets and length checks follow GPSD's driver_ais.c, which accepts some shortened
// messages seen in the wild.
import { positionDegrees, printfRound, twoDigits } from './gpsd-format';
import { epfdText, navigationStatusText, shipTypeText } from './legends';
import type { ClassAPositionReport, MessageRejection, StaticAndVoyageData } from './messages';
import { readSigned, readText, readUnsigned, type AisBits } from './six-bit';

const SPEED_NOT_AVAILABLE = 1023;
const SPEED_FAST = 1022;

/**
 * Rate of turn as GPSD 3.22 prints it. The field is 4.733 * sqrt(degrees per minute) with the sign
 * of the turn (-128 not available, ±127 faster than 5 degrees in 30 s); GPSD prints the square,
 * "%.0f" of (raw / 4.733)^2, which loses the sign. We keep GPSD's value so the two agree; the
 * direction of a turn is not available from this field. Indexed by raw + 128, computed once.
 */
const RATE_OF_TURN: readonly ClassAPositionReport['turn'][] = Array.from(
  { length: 256 },
  (_, i) => {
    const raw = i - 128;
    if (raw === -128) return 'nan';
    if (raw === -127) return 'fastleft';
    if (raw === 127) return 'fastright';
    return printfRound((raw / 4.733) ** 2, 0);
  },
);

/** Types 1, 2, 3 (168 bits; GPSD takes 163 and more). */
export function decodeClassAPosition(
  { bytes, bitLength }: AisBits,
  type: 1 | 2 | 3,
): ClassAPositionReport | MessageRejection {
  if (bitLength < 163) return 'bad-length';
  const status = readUnsigned(bytes, 38, 4);
  const speed = readUnsigned(bytes, 50, 10);
  return {
    type,
    repeat: readUnsigned(bytes, 6, 2),
    mmsi: readUnsigned(bytes, 8, 30),
    status,
    status_text: navigationStatusText(status),
    turn: RATE_OF_TURN[readSigned(bytes, 42, 8) + 128]!,
    speed: speed === SPEED_NOT_AVAILABLE ? 'nan' : speed === SPEED_FAST ? 'fast' : speed / 10,
    accuracy: readUnsigned(bytes, 60, 1) === 1,
    lon: positionDegrees(readSigned(bytes, 61, 28)),
    lat: positionDegrees(readSigned(bytes, 89, 27)),
    course: readUnsigned(bytes, 116, 12) / 10,
    heading: readUnsigned(bytes, 128, 9),
    second: readUnsigned(bytes, 137, 6),
    maneuver: readUnsigned(bytes, 143, 2),
    raim: readUnsigned(bytes, 148, 1) === 1,
    // A shortened message keeps the bits of the radio status it has.
    radio: readUnsigned(bytes, 149, Math.min(19, bitLength - 149)),
  };
}

/** Type 5 (424 bits; GPSD takes 420 and more, many transmitters send 420 or 422). */
export function decodeStaticAndVoyage({
  bytes,
  bitLength,
}: AisBits): StaticAndVoyageData | MessageRejection {
  if (bitLength < 420) return 'bad-length';
  const shiptype = readUnsigned(bytes, 232, 8);
  const epfd = readUnsigned(bytes, 270, 4);
  const month = readUnsigned(bytes, 274, 4);
  const day = readUnsigned(bytes, 278, 5);
  const hour = readUnsigned(bytes, 283, 5);
  const minute = readUnsigned(bytes, 288, 6);
  return {
    type: 5,
    repeat: readUnsigned(bytes, 6, 2),
    mmsi: readUnsigned(bytes, 8, 30),
    imo: readUnsigned(bytes, 40, 30),
    ais_version: readUnsigned(bytes, 38, 2),
    callsign: readText(bytes, 70, 7),
    shipname: readText(bytes, 112, 20),
    shiptype,
    shiptype_text: shipTypeText(shiptype),
    to_bow: readUnsigned(bytes, 240, 9),
    to_stern: readUnsigned(bytes, 249, 9),
    to_port: readUnsigned(bytes, 258, 6),
    to_starboard: readUnsigned(bytes, 264, 6),
    epfd,
    epfd_text: epfdText(epfd),
    eta: `${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}Z`,
    draught: readUnsigned(bytes, 294, 8) / 10,
    destination: readText(bytes, 302, 20),
    // Messages shorter than 423 bits lack the flag; GPSD then repeats a stale value, we say 0.
    dte: bitLength >= 423 ? readUnsigned(bytes, 422, 1) : 0,
  };
}
