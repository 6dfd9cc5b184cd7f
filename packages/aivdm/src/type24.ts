// Type 24 comes in two halves: part A names the ship, part B gives type, call sign and size.
// GPSD holds each part A and reports the ship once, whole, when its part B follows; we do the
// same, but also pass the halves on, since a ship list can use a name before the rest arrives.
import type {
  AisMessage,
  StaticDataReport,
  StaticDataReportA,
  StaticDataReportB,
} from './messages';

export const DEFAULT_TYPE24_CAPACITY = 256;

export class Type24Joiner {
  // MMSI -> name from part A, oldest first, so the map stays bounded on a busy channel.
  private readonly names = new Map<number, string>();

  constructor(private readonly capacity = DEFAULT_TYPE24_CAPACITY) {}

  /**
   * Part A is remembered and returned as is. Part B comes back joined with the remembered part A
   * of the same MMSI (which is then forgotten, as GPSD does, so a repeated part B stays a part
   * B), or as is when there is none.
   */
  join(message: StaticDataReportA | StaticDataReportB): AisMessage {
    if (message.part === 'A') {
      this.names.delete(message.mmsi);
      if (this.names.size >= this.capacity) {
        for (const oldest of this.names.keys()) {
          this.names.delete(oldest);
          break;
        }
      }
      this.names.set(message.mmsi, message.shipname);
      return message;
    }
    const shipname = this.names.get(message.mmsi);
    if (shipname === undefined) return message;
    this.names.delete(message.mmsi);
    return withName(message, shipname);
  }
}

/** Part B with the name from part A; spelt out rather than spread, it runs for every Class B. */
function withName(partB: StaticDataReportB, shipname: string): StaticDataReport {
  const { repeat, mmsi, shiptype, shiptype_text, vendorid, model, serial, callsign } = partB;
  const type = 24;
  if ('mothership_mmsi' in partB) {
    const { mothership_mmsi } = partB;
    return {
      type,
      repeat,
      mmsi,
      shipname,
      shiptype,
      shiptype_text,
      vendorid,
      model,
      serial,
      callsign,
      mothership_mmsi,
    };
  }
  const { to_bow, to_stern, to_port, to_starboard } = partB;
  return {
    type,
    repeat,
    mmsi,
    shipname,
    shiptype,
    shiptype_text,
    vendorid,
    model,
    serial,
    callsign,
    to_bow,
    to_stern,
    to_port,
    to_starboard,
  };
}
