// Reassembly of multi-part messages. Fragments of one message share the channel and sequence id;
// the two channels interleave, so each (channel, sequence id) pair is assembled separately.
// Fragments of a message that never completes would otherwise stay forever, so the buffer is
// bounded and old partial messages time out.
import type { AisSentence } from './nmea';
import { unarmor, unarmorPayload, type AisBits, type ArmoredFragment } from './six-bit';

export interface FragmentOptions {
  /** Partial messages held at once; the oldest is dropped to make room. */
  readonly maxPending?: number;
  /** A partial message whose first fragment is older than this is dropped. */
  readonly timeoutMs?: number;
}

/** Fragments thrown away, by why. */
export interface FragmentDrops {
  /** Timed out, or superseded by a new message on the same key. */
  'fragment-orphaned': number;
  /** Pushed out because `maxPending` partial messages were already held. */
  'fragment-evicted': number;
}

/** A complete message and the tag block of its first fragment that had one. */
export interface AssembledMessage {
  readonly bits: AisBits;
  readonly tags: AisSentence['tags'];
}

export const DEFAULT_MAX_PENDING = 64;
export const DEFAULT_TIMEOUT_MS = 5_000;

interface Pending {
  readonly startedAt: number;
  readonly fragments: (ArmoredFragment | undefined)[];
  received: number;
  tags: AisSentence['tags'];
}

export class FragmentAssembler {
  readonly drops: FragmentDrops = { 'fragment-orphaned': 0, 'fragment-evicted': 0 };
  private readonly maxPending: number;
  private readonly timeoutMs: number;
  // Map iteration follows insertion, so the first entry is always the oldest message.
  private readonly pending = new Map<string, Pending>();

  constructor(options: FragmentOptions = {}) {
    this.maxPending = Math.max(1, options.maxPending ?? DEFAULT_MAX_PENDING);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Partial messages currently held. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Adds one sentence (its payload already checked by `parseSentence`). Returns the message bits
   * once complete, at once for single-part sentences, and null while waiting for more fragments.
   */
  push(sentence: AisSentence, now: number): AssembledMessage | null {
    this.expire(now);
    if (sentence.fragmentCount === 1) {
      const bits = unarmorPayload(sentence.payload, sentence.fillBits);
      return bits && { bits, tags: sentence.tags };
    }
    const key = `${sentence.channel},${sentence.sequenceId}`;
    let entry = this.pending.get(key);
    const index = sentence.fragmentNumber - 1;
    // A different count or a repeated fragment means the old message lost its other parts and
    // the sequence id has come round again.
    if (entry && (entry.fragments.length !== sentence.fragmentCount || entry.fragments[index])) {
      this.drop(key, entry, 'fragment-orphaned');
      entry = undefined;
    }
    if (!entry) {
      if (this.pending.size >= this.maxPending) this.dropOldest('fragment-evicted');
      const fragments = new Array<ArmoredFragment | undefined>(sentence.fragmentCount);
      entry = { startedAt: now, fragments, received: 0, tags: undefined };
      this.pending.set(key, entry);
    }
    entry.fragments[index] = { payload: sentence.payload, fillBits: sentence.fillBits };
    entry.received++;
    entry.tags ??= sentence.tags;
    if (entry.received < entry.fragments.length) return null;
    this.pending.delete(key);
    const bits = unarmor(entry.fragments as ArmoredFragment[]);
    return bits && { bits, tags: entry.tags };
  }

  /** Drops partial messages older than the timeout; `push` calls it too. */
  expire(now: number): void {
    if (this.pending.size === 0) return;
    for (const [key, entry] of this.pending) {
      if (now - entry.startedAt < this.timeoutMs) return;
      this.drop(key, entry, 'fragment-orphaned');
    }
  }

  private dropOldest(reason: keyof FragmentDrops): void {
    for (const [key, entry] of this.pending) return this.drop(key, entry, reason);
  }

  private drop(key: string, entry: Pending, reason: keyof FragmentDrops): void {
    this.pending.delete(key);
    this.drops[reason] += entry.received;
  }
}
