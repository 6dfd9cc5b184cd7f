import { describe, expect, it } from 'vitest';
import {
  ftsMatch,
  queryTerms,
  termsOfWord,
  tsqueryLiteral,
  tsvectorLiteral,
  wordsOf,
} from './search-terms';

/** Whether every word of `query` meets a word of `text` in one of its terms, as the search asks. */
function finds(query: string, text: string): boolean {
  const textTerms = new Set(wordsOf(text).flatMap((word) => word.terms));
  const words = queryTerms(query);
  return words.length > 0 && words.every((terms) => terms.some((term) => textTerms.has(term)));
}

describe('the forum search’s terms', () => {
  it.each([
    ['motor', ['motor']],
    ['motoren', ['motor']],
    ['motorer', ['motor']],
    ['Motorerne', ['motor']],
    ['båd', ['baad', 'bad']],
    ['både', ['baad', 'bad']],
    ['bådene', ['baad', 'bad']],
    ['sejl', ['sejl']],
    ['sejlet', ['sejl']],
    ['sejlene', ['sejl']],
    ['havnene', ['havn']],
    ['Ærø', ['aeroe', 'aero']],
    ['sø', ['soe', 'so']],
    ['Hélène', ['hel']],
    ['Straße', ['stras']],
    ['Ⅻ', ['xii']],
    ['2024', ['2024']],
  ])('%s → %j', (word, terms) => {
    expect(termsOfWord(word)).toEqual(terms);
  });

  it.each([
    ['motoren', 'Min motor hoster', true],
    ['motoren', 'begge motorer er nye', true],
    ['motor', 'MOTOREN går i stå', true],
    ['sejlene', 'sejlet er revet', true],
    ['sejlet', 'nye sejl til foråret', true],
    ['bådene', 'både på land', true],
    ['både', 'min båd', true],
    ['bade', 'Både på land', true],
    ['baade', 'Bådene ligger tæt', true],
    ['BÅD', 'bådens motor', true],
    ['aero', 'Ankerplads ved Ærø', true],
    ['aeroe', 'Ankerplads ved Ærø', true],
    ['ærø', 'færgen til AERO', true],
    ['soe', 'en sø', true],
    ['helene', 'Hélène skriver', true],
    ['havnen motoren', 'i havnen stoppede motoren', true],
    // Every word must be found.
    ['havnen båd', 'i havnen stoppede motoren', false],
    ['motor', 'båd og sejl', false],
    // Stems, not prefixes: another word that begins the same is another word.
    ['aero', 'Ærøskøbing', false],
    ['sejl', 'sejlads', false],
    ['', 'motor', false],
    ['*** -- ()', 'motor', false],
  ])('%j finds %j: %s', (query, text, found) => {
    expect(finds(query, text)).toBe(found);
  });

  it('splits words at anything that is neither letter nor digit, and keeps their places', () => {
    const text = 'Motor-båd, (sejl) "ankeret"!';
    expect(wordsOf(text).map((w) => [text.slice(w.start, w.end), w.terms])).toEqual([
      ['Motor', ['motor']],
      ['båd', ['baad', 'bad']],
      ['sejl', ['sejl']],
      ['ankeret', ['ank']],
    ]);
  });

  it('stems a word written with a combining ring as the same word written with å', () => {
    expect(termsOfWord('ba\u030adene')).toEqual(termsOfWord('bådene'));
  });

  it('cuts a giant word to a term both databases take', () => {
    const [term] = termsOfWord('x'.repeat(5000));
    expect(term).toHaveLength(60);
    expect(finds('x'.repeat(3000), 'x'.repeat(5000))).toBe(true);
  });

  it('asks each query word once, in any of its foldings', () => {
    expect(queryTerms('Motoren motorer BÅDENE båd')).toEqual([['motor'], ['baad', 'bad']]);
  });

  it.each([
    ['"', ''],
    ['motor*', '"motor"'],
    ['NEAR(motor båd)', '"near" AND "motor" AND ("baad" OR "bad")'],
    ['motor -sejl', '"motor" AND "sejl"'],
    ['motor OR sejl', '"motor" AND "or" AND "sejl"'],
    ['title:motor', '"titl" AND "motor"'],
    ["'; drop table forum_search; --", '"drop" AND "tabl" AND "forum" AND "search"'],
  ])('the FTS5 query of %j is quoted terms only: %s', (query, match) => {
    expect(ftsMatch(queryTerms(query))).toBe(match);
  });

  it('doubles a quote inside a term for FTS5 and escapes it for PostgreSQL', () => {
    expect(ftsMatch([['a"b']])).toBe('"a""b"');
    expect(tsqueryLiteral([["a'b", 'c\\d'], ['e']])).toBe("('a\\'b' | 'c\\\\d') & 'e'");
  });

  it('writes a tsvector of a title (weight A) and a body, each term at its word’s place', () => {
    expect(tsvectorLiteral('Motoren', 'Båden og motoren')).toBe(
      "'motor':1A,4 'baad':2 'bad':2 'og':3",
    );
    expect(tsqueryLiteral(queryTerms('motoren både'))).toBe("'motor' & ('baad' | 'bad')");
  });
});
