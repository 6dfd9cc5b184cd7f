import { searchTerms } from '@havhjaelp/common/search-fold';
import { newStemmer } from 'snowball-stemmers';

// The forum's search terms, made here in TypeScript for the stored text and the query alike, so
// SQLite and PostgreSQL index and look up the very same terms and give the same hits. A word's
// terms: lowercased, stemmed with the Danish Snowball stemmer (so 'motoren' and 'motorer' meet in
// 'motor', 'bådene' and 'både' in 'båd'), then folded both ways as vessel search folds
// (common/search-fold.ts: 'båd' → 'baad' and 'bad'), so case and accents do not matter. The Danish
// letters are folded after stemming because the stemmer knows æ, ø and å as vowels (and 'å' has
// two foldings); other accents come off before it, or 'Hélène' (é is no vowel to it) and 'helene'
// would get different stems.

const danish = newStemmer('danish');

/** Letters (with their combining marks) and digits; everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Longer terms are cut here, the same for text and query: PostgreSQL refuses a lexeme over 2,046
 * bytes, and no real word is this long.
 */
const MAX_TERM_CHARS = 60;

/** A word of a text: where it is, and its search terms (one or two, none for a stray mark). */
export interface TextWord {
  start: number;
  end: number;
  terms: readonly string[];
}

function cut(term: string): string {
  const characters = Array.from(term);
  return characters.length > MAX_TERM_CHARS ? characters.slice(0, MAX_TERM_CHARS).join('') : term;
}

/** Anything but a letter the Danish stemmer knows or a digit: é, ü, ß, a combining mark. */
const NOT_STEMMER_LETTER = /[^a-zæøå0-9]/gu;

/**
 * Words already made into terms: a forum's words are mostly the same few thousand, and marking the
 * matches of a page of hits reads every word of twenty posts. Emptied when full, which is simpler
 * than least-recently-used and costs a few misses.
 */
const known = new Map<string, readonly string[]>();
const KNOWN_MAX = 20_000;

/** The search terms of one word: its stem, lowercase, in each folding of its accents. */
export function termsOfWord(word: string): readonly string[] {
  let terms = known.get(word);
  if (terms) return terms;
  const lower = word.normalize('NFKC').toLowerCase();
  const plain = lower.replace(NOT_STEMMER_LETTER, (letter) => searchTerms(letter, 1)[0]?.[0] ?? '');
  // searchTerms folds a query word both ways; the stem is one word.
  terms = (searchTerms(danish.stem(plain), 1)[0] ?? []).map(cut);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(word, terms);
  return terms;
}

/** The words of `text` in order, with their offsets and terms. */
export function wordsOf(text: string): TextWord[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    terms: termsOfWord(match[0]),
  })).filter((word) => word.terms.length > 0);
}

/**
 * The query's words as their terms, each word once: a hit holds every word (AND), a word in any
 * of its foldings (OR). Anything that is not a letter or a digit (quotes, `*`, `-`, parentheses)
 * only separates words, so no query syntax of either database reaches it.
 */
export function queryTerms(query: string): string[][] {
  const words = new Map<string, string[]>();
  for (const { terms } of wordsOf(query)) words.set(terms.join(' '), [...terms]);
  return [...words.values()];
}

/** Every term of the query, for marking the words that matched. */
export function queryTermSet(terms: readonly (readonly string[])[]): ReadonlySet<string> {
  return new Set(terms.flat());
}

/** Whether a word of a text matches the query: one of its terms is one of the query's. */
export function matchesQuery(word: TextWord, query: ReadonlySet<string>): boolean {
  return word.terms.some((term) => query.has(term));
}

/** The terms of a text, each word's in order, space-separated: what SQLite's FTS5 indexes. */
export function ftsText(text: string): string {
  return wordsOf(text)
    .flatMap((word) => word.terms)
    .join(' ');
}

/**
 * An FTS5 MATCH expression of the query: only double-quoted terms (quotes doubled inside), joined
 * by AND and OR, so FTS5's own syntax (NEAR, `*`, `-`, column filters) in a query stays text.
 */
export function ftsMatch(terms: readonly (readonly string[])[]): string {
  const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;
  return terms
    .map((word) => (word.length === 1 ? quoted(word[0]!) : `(${word.map(quoted).join(' OR ')})`))
    .join(' AND ');
}

/** A lexeme quoted for PostgreSQL's tsvector and tsquery input (quote and backslash escaped). */
function lexeme(term: string): string {
  return `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'`;
}

/** PostgreSQL keeps positions up to this and at most this many positions of one lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS = 256;

/**
 * A PostgreSQL tsvector literal of a title and a body: each term at its word's position, the
 * title's weighted A so ts_rank counts it higher. Written out here rather than by to_tsvector so
 * PostgreSQL's parser and dictionaries never see the text: they would split and stem it their own
 * way, and the hits would differ from SQLite's.
 */
export function tsvectorLiteral(title: string, body: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of [
    [title, 'A'],
    [body, ''],
  ] as const) {
    for (const word of wordsOf(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      for (const term of word.terms) {
        const list = positions.get(term) ?? [];
        if (list.length < MAX_POSITIONS) list.push(`${position}${weight}`);
        positions.set(term, list);
      }
    }
  }
  return [...positions].map(([term, list]) => `${lexeme(term)}:${list.join(',')}`).join(' ');
}

/** A PostgreSQL tsquery literal of the query: every word, each in any of its foldings. */
export function tsqueryLiteral(terms: readonly (readonly string[])[]): string {
  return terms
    .map((word) => (word.length === 1 ? lexeme(word[0]!) : `(${word.map(lexeme).join(' | ')})`))
    .join(' & ');
}
