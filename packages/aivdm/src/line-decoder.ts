// The whole path from a line of NMEA text to a decoded message: framing, reassembly, decoding and
// joining of type 24 halves, with counts of what was decoded and what was skipped and why.
// Never throws on input: a feed is noisy and one bad line must not stop it.
import { decodeMessage } from './decoder';
import { FragmentAssembler, type FragmentDrops, type FragmentOptions } from './fragments';
import type { AisMessage, MessageRejection } from './messages';
import { parseSentence, type AisSentence, type SentenceRejection } from './nmea';
import { Type24Joiner } from './type24';

export type SkipReason = SentenceRejection | MessageRejection | keyof FragmentDrops;

export interface AisStats {
  /** Lines seen, blank lines not counted. */
  readonly sentences: number;
  /** Messages decoded, type 24 halves included. */
  readonly decoded: number;
  /** Sentences (framing), fragments (reassembly) or messages (decoding) left out, by why. */
  readonly skipped: Readonly<Record<SkipReason, number>>;
}

export interface DecodedAis {
  readonly message: AisMessage;
  readonly channel: string;
  /** 'VDO' when the receiver reports its own ship. */
  readonly formatter: AisSentence['formatter'];
  readonly tags: AisSentence['tags'];
}

export interface LineDecoderOptions extends FragmentOptions {
  /** Part A names held while waiting for part B. */
  readonly type24Capacity?: number;
}

export class AisLineDecoder {
  private readonly fragments: FragmentAssembler;
  private readonly type24: Type24Joiner;
  private sentences = 0;
  private decoded = 0;
  private readonly rejected = {
    malformed: 0,
    checksum: 0,
    'unsupported-type': 0,
    'bad-length': 0,
    'bad-field': 0,
  } satisfies Record<SentenceRejection | MessageRejection, number>;

  constructor(options: LineDecoderOptions = {}) {
    this.fragments = new FragmentAssembler(options);
    this.type24 = new Type24Joiner(options.type24Capacity);
  }

  /**
   * Decodes one line (trailing CR/LF and receiver fields allowed). Returns the message the line
   * completed, or null: blank line, fragment of an unfinished message, or skipped (see `stats`).
   */
  decode(line: string, now: number = Date.now()): DecodedAis | null {
    const sentence = parseSentence(line);
    if (typeof sentence === 'string') {
      if (sentence === 'malformed' && line.trim() === '') return null;
      this.sentences++;
      this.rejected[sentence]++;
      return null;
    }
    this.sentences++;
    const assembled = this.fragments.push(sentence, now);
    if (!assembled) return null;
    let message = decodeMessage(assembled.bits);
    if (typeof message === 'string') {
      this.rejected[message]++;
      return null;
    }
    if (message.type === 24 && message.part !== undefined) message = this.type24.join(message);
    this.decoded++;
    const { channel, formatter } = sentence;
    return { message, channel, formatter, tags: assembled.tags };
  }

  /** Drops timed-out partial messages; call now and then when the feed may go quiet. */
  expire(now: number = Date.now()): void {
    this.fragments.expire(now);
  }

  get stats(): AisStats {
    return {
      sentences: this.sentences,
      decoded: this.decoded,
      skipped: { ...this.rejected, ...this.fragments.drops },
    };
  }
}
