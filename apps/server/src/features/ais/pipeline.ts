// One pipeline for every source: NMEA lines are decoded and put in aisstream's shape, aisstream's
// own messages are checked; then each message updates the ship store, is serialised once and is
// handed to the gateway. In a cluster the checked messages first go out to every instance (the
// outlet), and each instance takes them in from there (`received`).
import { AisLineDecoder } from '@havhjaelp/aivdm';
import { aisBody, type AisStreamMessage, type AisStreamMetaData } from '@havhjaelp/common/ais';
import type { AisShip } from '@havhjaelp/common/ais-ship';
import { frameKind, type ShipFrame, type ShipStore } from './ship-store';
import type { AisSink } from './sources/source';
import { fromAisstream } from './stream/from-aisstream';
import type { AisGateway } from './stream/gateway';
import { toAisstream } from './stream/to-aisstream';
import { textFrame } from './stream/websocket-frame';

export interface PipelineStats {
  /** Messages that reached the store (from either kind of source). */
  messages: number;
  /** Messages dropped: invalid positions, and aisstream messages of the wrong shape. */
  dropped: number;
  /** When the source last delivered anything, ms since the epoch; null before it has. */
  lastMessageAt: number | null;
}

/** Where the source's checked messages go: to this instance's store, or to every instance. */
export type AisOutlet = (message: AisStreamMessage) => void;

export class AisPipeline implements AisSink {
  readonly decoder = new AisLineDecoder();
  private readonly counts: PipelineStats = { messages: 0, dropped: 0, lastMessageAt: null };
  private readonly outlet: AisOutlet;

  constructor(
    private readonly store: ShipStore,
    private readonly gateway: AisGateway,
    private readonly now: () => number,
    outlet?: AisOutlet,
  ) {
    this.outlet = outlet ?? ((message) => this.ingest(message, this.now()));
  }

  get stats(): Readonly<PipelineStats> {
    return this.counts;
  }

  line(text: string): void {
    const now = this.now();
    const decoded = this.decoder.decode(text, now);
    if (!decoded) return;
    const known = this.store.get(decoded.message.mmsi);
    const message = toAisstream(decoded.message, now, known);
    if (message) this.outlet(message);
  }

  message(data: unknown): void {
    const message = fromAisstream(data);
    if (message) this.outlet(message);
    else this.counts.dropped++;
  }

  /**
   * A message the instance holding the source sent every instance, as JSON. Checked again: during
   * a rolling update it may come from an instance of another version.
   */
  received(json: string): void {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      data = undefined;
    }
    const message = fromAisstream(data);
    if (message) this.ingest(message, this.now());
    else this.counts.dropped++;
  }

  private ingest(message: AisStreamMessage, now: number): void {
    this.counts.lastMessageAt = now;
    const result = this.store.apply(message, now);
    if (!result) {
      // Static data of a ship not seen yet waits in the store; anything else was not valid.
      if ('Latitude' in aisBody(message)) this.counts.dropped++;
      return;
    }
    this.counts.messages++;
    this.send(message, result.ship, now);
    for (const held of result.released) this.send(held, result.ship, now);
  }

  private send(message: AisStreamMessage, ship: AisShip, now: number): void {
    const positioned = 'Latitude' in aisBody(message);
    // Static data carries the ship's last position in its metadata, as aisstream's does.
    const out: AisStreamMessage = positioned
      ? message
      : { ...message, MetaData: withShip(message.MetaData, ship) };
    const wire = textFrame(JSON.stringify(out));
    const frame: ShipFrame = {
      type: out.MessageType,
      kind: frameKind(out),
      mmsi: ship.mmsi,
      lat: ship.lat,
      lon: ship.lon,
      wire,
      receivedAt: now,
    };
    this.store.remember(frame);
    this.gateway.publish(frame);
  }

  /** Forgets unfinished multi-part messages that timed out. */
  expire(now: number): void {
    this.decoder.expire(now);
  }
}

function withShip(meta: AisStreamMetaData, ship: AisShip): AisStreamMetaData {
  return {
    ...meta,
    ShipName: meta.ShipName || ship.name || '',
    latitude: ship.lat,
    longitude: ship.lon,
  };
}
