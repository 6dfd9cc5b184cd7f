import type { ExcerptPart } from '@havhjaelp/common/forum';
import { matchesQuery, wordsOf, type TextWord } from './search-terms';

/** About this many characters of a post are shown around its first matched word. */
export const EXCERPT_CHARS = 200;
/** Of those, about this many come before the matched word, so it is read in its sentence. */
const LEAD_CHARS = 60;
const ELLIPSIS = '…';

/**
 * `text[from, to)` as plain segments, the words that match the query marked, with '…' where text
 * was left out before or after; runs of white space (line breaks too) become one space, as an
 * excerpt is one short paragraph.
 */
function segments(
  text: string,
  words: readonly TextWord[],
  query: ReadonlySet<string>,
  from: number,
  to: number,
): ExcerptPart[] {
  const cutBefore = text.slice(0, from).trim() !== '';
  const cutAfter = text.slice(to).trim() !== '';
  const parts: ExcerptPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  if (cutBefore) push(ELLIPSIS, false);
  let at = from;
  for (const word of words) {
    if (word.start < from || word.end > to || !matchesQuery(word, query)) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, to), false);
  for (const part of parts) if (!part.match) part.text = part.text.replace(/\s+/g, ' ');
  const first = parts[0];
  if (first && !first.match) first.text = first.text.trimStart();
  const last = parts.at(-1);
  if (last && !last.match) last.text = last.text.trimEnd();
  if (cutAfter) push(ELLIPSIS, false);
  return parts.filter((part) => part.text !== '');
}

/** The whole text (a title) with its matched words marked. */
export function markMatches(text: string, query: ReadonlySet<string>): ExcerptPart[] {
  return segments(text, wordsOf(text), query, 0, text.length);
}

/**
 * About `EXCERPT_CHARS` of `text` around its first matched word (from the start when none
 * matches, as when only the title did), cut between words, '…' where text was left out.
 */
export function excerptOf(
  text: string,
  query: ReadonlySet<string>,
  maxChars = EXCERPT_CHARS,
): ExcerptPart[] {
  const words = wordsOf(text);
  if (text.trim().length <= maxChars) return segments(text, words, query, 0, text.length);
  const first = words.find((word) => matchesQuery(word, query)) ?? words[0];
  if (!first) return segments(text, words, query, 0, codePointCut(text, maxChars));
  // Start a little before the match, earlier when the text ends soon after it, at a word's start.
  const wanted = Math.max(0, Math.min(first.start - LEAD_CHARS, text.length - maxChars));
  const from = wanted === 0 ? 0 : words.find((word) => word.start >= wanted)!.start;
  const limit = from + maxChars;
  // End at the last word that fits, after the matched word; inside it only when it alone is
  // longer than the excerpt.
  const to =
    limit >= text.length
      ? text.length
      : first.end > limit
        ? codePointCut(text, limit)
        : words.findLast((word) => word.end <= limit)!.end;
  return segments(text, words, query, from, to);
}

/** `at`, or one less when that would split a character made of two UTF-16 units. */
function codePointCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}
