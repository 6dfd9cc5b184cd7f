import type { AIS_SOURCE_STATES } from '@havhjaelp/common/ais';

// Every AIS source feeds the same pipeline: NMEA sources and the replay simulator hand over lines
// of AIVDM text, the aisstream source hands over aisstream's JSON messages as they arrived.

/** 'waiting': disconnected, a reconnect is scheduled. */
export type AisSourceState = (typeof AIS_SOURCE_STATES)[number];

export interface AisSink {
  /** One line of NMEA text (AIVDM/AIVDO), without or with its line end. */
  line(text: string): void;
  /** One aisstream.io message, parsed from JSON but not yet validated. */
  message(data: unknown): void;
}

export interface AisSource {
  /** 'replay', 'aisstream', 'nmea-tcp', 'nmea-udp' or 'off'. */
  readonly kind: string;
  start(sink: AisSink): void;
  /** Closes connections and timers; resolves when nothing of the source is left running. */
  stop(): Promise<void>;
  state(): AisSourceState;
}
