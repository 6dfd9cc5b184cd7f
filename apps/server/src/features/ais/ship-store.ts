// The ships known right now, in memory only (SPEC.md section 3), with the last message of each
// kind per ship already serialised, so a new client's snapshot costs no JSON work.
import { aisBody, type AisStreamMessage, type AisStreamType } from '@havhjaelp/common/ais';
import { applyAisMessage, type AisShip } from '@havhjaelp/common/ais-ship';

/** One message ready to send: its JSON once, and what the filters look at. */
export interface ShipFrame {
  readonly type: AisStreamType;
  /** Which latest message of the ship it replaces (see frameKind). */
  readonly kind: string;
  readonly mmsi: number;
  /** The ship's position when the message was taken in. */
  readonly lat: number;
  readonly lon: number;
  /** The message's JSON as a complete WebSocket text frame, written as is to every client. */
  readonly wire: Buffer;
  /** When the message was taken in, ms since the epoch. */
  readonly receivedAt: number;
}

interface Entry {
  ship: AisShip;
  /** Latest frame per kind: one position, and each kind of static data. */
  readonly frames: Map<string, ShipFrame>;
}

/** Which latest message a frame replaces: positions replace positions, each static half its own. */
export function frameKind(message: AisStreamMessage): string {
  const body = aisBody(message);
  if ('Latitude' in body) return 'position';
  if ('ReportA' in body) return body.ReportA.Valid && !body.ReportB.Valid ? 'static-a' : 'static-b';
  return 'static';
}

/** Static data of ships whose position is not known yet, held until it is. */
const MAX_WAITING = 5_000;

export class ShipStore {
  private readonly entries = new Map<number, Entry>();
  private readonly waiting = new Map<number, { messages: AisStreamMessage[]; since: number }>();

  constructor(private readonly expiryMs: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(mmsi: number): AisShip | undefined {
    return this.entries.get(mmsi)?.ship;
  }

  /**
   * Folds `message` in. Returns the ship after it, with any static data that waited for its
   * first position (to be sent now), or undefined when the message places no ship: an invalid
   * position (dropped), or static data of a ship not seen yet (held).
   */
  apply(
    message: AisStreamMessage,
    now: number,
  ): { ship: AisShip; released: AisStreamMessage[] } | undefined {
    const mmsi = aisBody(message).UserID;
    const entry = this.entries.get(mmsi);
    const ship = applyAisMessage(entry?.ship, message, now);
    if (!ship) {
      if (!('Latitude' in aisBody(message))) this.hold(mmsi, message, now);
      return undefined;
    }
    if (entry) {
      entry.ship = ship;
      return { ship, released: [] };
    }
    const released = this.waiting.get(mmsi)?.messages ?? [];
    this.waiting.delete(mmsi);
    let folded = ship;
    for (const held of released) folded = applyAisMessage(folded, held, now) ?? folded;
    this.entries.set(mmsi, { ship: folded, frames: new Map() });
    return { ship: folded, released };
  }

  /** Keeps `frame` as the ship's latest of its kind, for snapshots. */
  remember(frame: ShipFrame): void {
    this.entries.get(frame.mmsi)?.frames.set(frame.kind, frame);
  }

  /** Every ship with its latest frames, in the order first remembered: the position comes first. */
  *all(): Generator<{ ship: AisShip; frames: Iterable<ShipFrame> }> {
    for (const { ship, frames } of this.entries.values()) yield { ship, frames: frames.values() };
  }

  /** Forgets ships (and held static data) not updated within the expiry; returns how many. */
  expire(now: number): number {
    const oldest = now - this.expiryMs;
    let removed = 0;
    for (const [mmsi, entry] of this.entries) {
      if (entry.ship.lastUpdate < oldest) {
        this.entries.delete(mmsi);
        removed++;
      }
    }
    for (const [mmsi, held] of this.waiting) if (held.since < oldest) this.waiting.delete(mmsi);
    return removed;
  }

  private hold(mmsi: number, message: AisStreamMessage, now: number): void {
    const held = this.waiting.get(mmsi);
    if (held) {
      const kind = frameKind(message);
      held.messages = [...held.messages.filter((m) => frameKind(m) !== kind), message];
      return;
    }
    if (this.waiting.size >= MAX_WAITING) {
      const oldest = this.waiting.keys().next();
      if (!oldest.done) this.waiting.delete(oldest.value);
    }
    this.waiting.set(mmsi, { messages: [message], since: now });
  }
}
