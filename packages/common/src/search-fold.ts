// Case- and accent-insensitive search that works the same on SQLite and PostgreSQL: the text is
// folded here, in TypeScript, and stored folded beside the row; the query is folded the same way
// and matched with a plain LIKE. Neither database's collation or lower() is trusted (SQLite's
// lower() only knows ASCII).

/**
 * Danish letters have two spellings without accents: the transliteration (æ→ae, ø→oe, å→aa) and
 * the plain letter (ø→o, å→a). Stored text and query words are folded both ways, and a word
 * matches when either of its foldings occurs in either of the text's: 'aero' and 'aeroe' find
 * 'Ærø', 'soe' finds 'Sø', and 'måge' finds 'Mage'.
 */
const TRANSLITERATED: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', ß: 'ss', œ: 'oe' };
const PLAIN: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss', œ: 'oe' };

function foldWith(text: string, letters: Record<string, string>): string {
  return (
    text
      .toLowerCase()
      .replace(/[æøåßœ]/g, (letter) => letters[letter]!)
      // é → e, ü → u: the accent is a combining mark after NFD.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a query, each as its foldings (one or two); a match holds every word. */
export function searchTerms(query: string, max = 5): string[][] {
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, max);
  return words
    .map((word) => [...new Set([foldWith(word, TRANSLITERATED), foldWith(word, PLAIN)])])
    .filter(([folded]) => folded !== '');
}

/**
 * The stored search text of some fields: each field in both foldings, one per line, so a term
 * never matches across two fields.
 */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  const variants = fields
    .filter((field): field is string => !!field && field.trim() !== '')
    .flatMap((field) => [foldWith(field, TRANSLITERATED), foldWith(field, PLAIN)]);
  return [...new Set(variants)].join('\n');
}

/** `text` taken literally in a LIKE pattern: its wildcards escaped with a backslash. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for "contains `term`", its wildcards escaped with a backslash. */
export function containsPattern(term: string): string {
  return `%${likeLiteral(term)}%`;
}
