// The messages a ship's transponder sends, from plain fields to AIVDM sentences: Class A position
// (types 1, 2, 3) and static and voyage data (type 5), Class B position (types 18, 19) and static
// data (type 24 parts A and B). Bit layouts as class-a.ts and class-b.ts read them (ITU-R M.1371,
// GPSD's AIVDM.html). Units as in messages.ts: degrees, knots, metres; a field left out is sent
// as the protocol's "not available" value.
import { BitWriter, sixBitText, splitSentences } from './encoder';
import type { Dimensions } from './messages';

interface Header {
  readonly mmsi: number;
  readonly repeat?: number;
}

/** Fields of a position shared by Class A and Class B reports. */
interface PositionFields extends Header {
  readonly lat: number;
  readonly lon: number;
  /** Knots; 1023 raw (not available) when left out. */
  readonly speed?: number;
  /** Degrees over ground; 360 (not available) when left out. */
  readonly course?: number;
  /** True heading in whole degrees; 511 (not available) when left out. */
  readonly heading?: number;
  readonly accuracy?: boolean;
  /** UTC second of the fix; 60 (not available) when left out. */
  readonly second?: number;
  readonly raim?: boolean;
}

export interface ClassAPositionFields extends PositionFields {
  readonly type: 1 | 2 | 3;
  /** Navigation status; 15 (not defined) when left out. */
  readonly status?: number;
  /** Raw rate-of-turn field (-127..127); -128 (not available) when left out. */
  readonly turn?: number;
  readonly maneuver?: number;
  readonly radio?: number;
}

/** UTC month (1–12), day, hour, minute; 0, 0, 24, 60 (not available) when left out. */
export interface Eta {
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

export interface StaticVoyageFields extends Header {
  readonly type: 5;
  readonly imo?: number;
  readonly aisVersion?: number;
  readonly callsign: string;
  readonly shipname: string;
  readonly shiptype: number;
  readonly dimensions?: Dimensions;
  /** Position fixing device; 1 (GPS) when left out. */
  readonly epfd?: number;
  readonly eta?: Eta;
  /** Metres, in tenths. */
  readonly draught?: number;
  readonly destination?: string;
}

export interface ClassBPositionFields extends PositionFields {
  readonly type: 18;
  /** Carrier-sense (CSTDMA) unit, what nearly every leisure transponder is; true when left out. */
  readonly cs?: boolean;
  readonly radio?: number;
}

export interface ExtendedClassBFields extends PositionFields {
  readonly type: 19;
  readonly shipname: string;
  readonly shiptype: number;
  readonly dimensions?: Dimensions;
  readonly epfd?: number;
}

export interface StaticPartAFields extends Header {
  readonly type: 24;
  readonly part: 'A';
  readonly shipname: string;
}

export interface StaticPartBFields extends Header {
  readonly type: 24;
  readonly part: 'B';
  readonly shiptype: number;
  /** Manufacturer's three-letter id, unit model (0–15) and serial number (20 bits). */
  readonly vendorId?: string;
  readonly model?: number;
  readonly serial?: number;
  readonly callsign: string;
  readonly dimensions?: Dimensions;
}

export type AisMessageFields =
  | ClassAPositionFields
  | StaticVoyageFields
  | ClassBPositionFields
  | ExtendedClassBFields
  | StaticPartAFields
  | StaticPartBFields;

const NO_DIMENSIONS: Dimensions = { to_bow: 0, to_stern: 0, to_port: 0, to_starboard: 0 };
const NO_ETA: Eta = { month: 0, day: 0, hour: 24, minute: 60 };

/** The bits of one message, before armoring. */
export function messageBits(fields: AisMessageFields): BitWriter {
  const writer = new BitWriter()
    .int(fields.type, 6)
    .int(fields.repeat ?? 0, 2)
    .int(fields.mmsi, 30);
  switch (fields.type) {
    case 1:
    case 2:
    case 3:
      return classAPosition(writer, fields);
    case 5:
      return staticAndVoyage(writer, fields);
    case 18:
      return classBPosition(writer, fields);
    case 19:
      return extendedClassBPosition(writer, fields);
    case 24:
      return fields.part === 'A' ? staticPartA(writer, fields) : staticPartB(writer, fields);
  }
}

function classAPosition(writer: BitWriter, f: ClassAPositionFields): BitWriter {
  writer
    .int(f.status ?? 15, 4)
    .int(clamp(f.turn ?? -128, -128, 127), 8)
    .int(speedField(f.speed), 10)
    .bool(f.accuracy ?? false);
  position(writer, f)
    .int(courseField(f.course), 12)
    .int(headingField(f.heading), 9)
    .int(f.second ?? 60, 6)
    .int(f.maneuver ?? 0, 2)
    .int(0, 3) // spare
    .bool(f.raim ?? false);
  return writer.int(f.radio ?? 0, 19);
}

function staticAndVoyage(writer: BitWriter, f: StaticVoyageFields): BitWriter {
  const eta = f.eta ?? NO_ETA;
  writer
    .int(f.aisVersion ?? 0, 2)
    .int(f.imo ?? 0, 30)
    .text(sixBitText(f.callsign, 7), 7)
    .text(sixBitText(f.shipname, 20), 20)
    .int(f.shiptype, 8);
  dimensions(writer, f.dimensions)
    .int(f.epfd ?? 1, 4)
    .int(eta.month, 4)
    .int(eta.day, 5)
    .int(eta.hour, 5)
    .int(eta.minute, 6)
    .int(clamp(Math.round((f.draught ?? 0) * 10), 0, 255), 8)
    .text(sixBitText(f.destination ?? '', 20), 20);
  return writer.int(0, 1).int(0, 1); // DTE ready, spare: 424 bits
}

function classBPosition(writer: BitWriter, f: ClassBPositionFields): BitWriter {
  classBCommon(writer, f)
    .int(0, 2) // regional
    .bool(f.cs ?? true)
    .bool(false) // no display
    .bool(true) // DSC
    .bool(true) // whole marine band
    .bool(true) // accepts message 22
    .bool(false) // autonomous mode
    .bool(f.raim ?? false);
  return writer.int(f.radio ?? 0, 20);
}

function extendedClassBPosition(writer: BitWriter, f: ExtendedClassBFields): BitWriter {
  classBCommon(writer, f)
    .int(0, 4) // regional
    .text(sixBitText(f.shipname, 20), 20)
    .int(f.shiptype, 8);
  return dimensions(writer, f.dimensions)
    .int(f.epfd ?? 1, 4)
    .bool(f.raim ?? false)
    .int(0, 1) // DTE ready
    .int(0, 1) // autonomous mode
    .int(0, 4); // spare: 312 bits
}

function staticPartA(writer: BitWriter, f: StaticPartAFields): BitWriter {
  return writer.int(0, 2).text(sixBitText(f.shipname, 20), 20).int(0, 8);
}

function staticPartB(writer: BitWriter, f: StaticPartBFields): BitWriter {
  writer
    .int(1, 2)
    .int(f.shiptype, 8)
    .text(sixBitText(f.vendorId ?? '', 3), 3)
    .int(f.model ?? 0, 4)
    .int(f.serial ?? 0, 20)
    .text(sixBitText(f.callsign, 7), 7);
  return dimensions(writer, f.dimensions).int(0, 6); // spare: 168 bits
}

/** Reserved bits through second: the part types 18 and 19 share. */
function classBCommon(writer: BitWriter, f: PositionFields): BitWriter {
  writer
    .int(0, 8)
    .int(speedField(f.speed), 10)
    .bool(f.accuracy ?? false);
  return position(writer, f)
    .int(courseField(f.course), 12)
    .int(headingField(f.heading), 9)
    .int(f.second ?? 60, 6);
}

/** Longitude then latitude, in 1/10000 minute. */
function position(writer: BitWriter, { lat, lon }: PositionFields): BitWriter {
  return writer.int(Math.round(lon * 600_000), 28).int(Math.round(lat * 600_000), 27);
}

function dimensions(writer: BitWriter, d: Dimensions = NO_DIMENSIONS): BitWriter {
  return writer
    .int(clamp(d.to_bow, 0, 511), 9)
    .int(clamp(d.to_stern, 0, 511), 9)
    .int(clamp(d.to_port, 0, 63), 6)
    .int(clamp(d.to_starboard, 0, 63), 6);
}

/** Tenths of a knot, 1022 for 102.2 knots and more, 1023 not available. */
function speedField(knots: number | undefined): number {
  return knots === undefined ? 1023 : clamp(Math.round(knots * 10), 0, 1022);
}

/** Tenths of a degree in 0..3599, 3600 not available. */
function courseField(degrees: number | undefined): number {
  return degrees === undefined ? 3600 : Math.round(normalDegrees(degrees) * 10) % 3600;
}

/** Whole degrees in 0..359, 511 not available. */
function headingField(degrees: number | undefined): number {
  return degrees === undefined ? 511 : Math.round(normalDegrees(degrees)) % 360;
}

function normalDegrees(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const CHANNELS = ['A', 'B'] as const;

/**
 * Turns messages into sentences the way one receiver hears them: transmissions alternate between
 * the two AIS channels, and each multi-sentence message takes the next sequence id (0–9), so the
 * fragments of messages in flight at the same time never share a key.
 */
export class AivdmFramer {
  private channel = 0;
  private sequence = 0;

  constructor(private readonly talker = 'AIVDM') {}

  lines(fields: AisMessageFields): string[] {
    const channel = CHANNELS[this.channel]!;
    this.channel = 1 - this.channel;
    const lines = splitSentences(messageBits(fields), {
      channel,
      sequenceId: String(this.sequence),
      talker: this.talker,
    });
    if (lines.length > 1) this.sequence = (this.sequence + 1) % 10;
    return lines;
  }
}
