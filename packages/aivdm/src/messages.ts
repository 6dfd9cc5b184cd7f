// Decoded AIS messages. Field names, units and special values are those of GPSD's JSON output
// (`gpsdecode -j`, https://gpsd.gitlab.io/gpsd/AIVDM.html), so the decoder can be checked against
// GPSD field by field and its output means the same to anyone who knows GPSD. Positions are in
// degrees (east and north positive), speeds in knots, courses in degrees, dimensions in metres.

interface AisHeader {
  readonly repeat: number;
  readonly mmsi: number;
}

/** Types 1, 2, 3: Class A position report. */
export interface ClassAPositionReport extends AisHeader {
  readonly type: 1 | 2 | 3;
  /** Navigation status 0–15 (0 under way using engine, 1 at anchor, 5 moored, 15 not defined). */
  readonly status: number;
  readonly status_text: string;
  /**
   * Rate of turn in degrees per minute, always positive as GPSD prints it (the sign is lost),
   * with GPSD's words for not available and turning fast to port or starboard.
   */
  readonly turn: number | 'nan' | 'fastleft' | 'fastright';
  /** Knots; 'nan' when not available, 'fast' for 102.2 knots or more. */
  readonly speed: number | 'nan' | 'fast';
  readonly accuracy: boolean;
  /** 181 / 91 when not available. */
  readonly lon: number;
  readonly lat: number;
  /** Course over ground; 360 when not available. */
  readonly course: number;
  /** True heading; 511 when not available. */
  readonly heading: number;
  /** UTC second of the fix; 60 and above mean not available or special states. */
  readonly second: number;
  readonly maneuver: number;
  readonly raim: boolean;
  readonly radio: number;
}

/** Hull dimensions from the reference point of the position, in metres. */
export interface Dimensions {
  readonly to_bow: number;
  readonly to_stern: number;
  readonly to_port: number;
  readonly to_starboard: number;
}

/** Type 5: Class A static and voyage related data. */
export interface StaticAndVoyageData extends AisHeader, Dimensions {
  readonly type: 5;
  readonly imo: number;
  readonly ais_version: number;
  readonly callsign: string;
  readonly shipname: string;
  readonly shiptype: number;
  readonly shiptype_text: string;
  readonly epfd: number;
  readonly epfd_text: string;
  /** "MM-DDTHH:MMZ" in UTC, zeros / 24:60 where not available, as GPSD prints it. */
  readonly eta: string;
  /** Metres. */
  readonly draught: number;
  readonly destination: string;
  readonly dte: number;
}

/** The fields types 18 and 19 share: the same bits, 38 to 142. */
export interface ClassBPosition extends AisHeader {
  readonly reserved: number;
  readonly speed: number;
  readonly accuracy: boolean;
  readonly lon: number;
  readonly lat: number;
  readonly course: number;
  readonly heading: number;
  readonly second: number;
}

/** Type 18: Class B position report. */
export interface ClassBPositionReport extends ClassBPosition {
  readonly type: 18;
  readonly regional: number;
  /** Carrier-sense (CSTDMA) unit rather than SOTDMA. */
  readonly cs: boolean;
  readonly display: boolean;
  readonly dsc: boolean;
  readonly band: boolean;
  readonly msg22: boolean;
  readonly raim: boolean;
  readonly radio: number;
}

/** Type 19: extended Class B position report, with the static data of the ship. */
export interface ExtendedClassBPositionReport extends ClassBPosition, Dimensions {
  readonly type: 19;
  readonly regional: number;
  readonly shipname: string;
  readonly shiptype: number;
  readonly shiptype_text: string;
  readonly epfd: number;
  readonly epfd_text: string;
  readonly raim: boolean;
  readonly dte: number;
  readonly assigned: boolean;
}

/** Type 24 part A: the ship's name. */
export interface StaticDataReportA extends AisHeader {
  readonly type: 24;
  readonly part: 'A';
  readonly shipname: string;
}

/** Fields of type 24 part B. Auxiliary craft (MMSI 98xxxxxxx) give their mother ship instead. */
export type StaticDataPartB = {
  readonly shiptype: number;
  readonly shiptype_text: string;
  readonly vendorid: string;
  readonly model: number;
  readonly serial: number;
  readonly callsign: string;
} & (Dimensions | { readonly mothership_mmsi: number });

/** Type 24 part B on its own (no part A of the same ship seen before it). */
export type StaticDataReportB = AisHeader & {
  readonly type: 24;
  readonly part: 'B';
} & StaticDataPartB;

/** Type 24 parts A and B of one ship joined, as GPSD reports them by default (no `part`). */
export type StaticDataReport = AisHeader & {
  readonly type: 24;
  readonly part?: undefined;
  readonly shipname: string;
} & StaticDataPartB;

/** Type 27: long-range position report (satellite reception), coarse. */
export interface LongRangePositionReport extends AisHeader {
  readonly type: 27;
  /** GPSD prints the navigation status as text in this message. */
  readonly status: string;
  readonly accuracy: boolean;
  /** Tenths of a degree; 181 / 91 when not available. */
  readonly lon: number;
  readonly lat: number;
  /** Whole knots; 63 when not available. */
  readonly speed: number;
  /** Whole degrees; 511 when not available. */
  readonly course: number;
  readonly raim: boolean;
  /** GPSD's name for the position latency flag of ITU-R M.1371: false when the fix is < 5 s old. */
  readonly gnss: boolean;
}

export type AisMessage =
  | ClassAPositionReport
  | StaticAndVoyageData
  | ClassBPositionReport
  | ExtendedClassBPositionReport
  | StaticDataReportA
  | StaticDataReportB
  | StaticDataReport
  | LongRangePositionReport;

/** Why a complete message was not decoded. */
export type MessageRejection = 'unsupported-type' | 'bad-length' | 'bad-field';
