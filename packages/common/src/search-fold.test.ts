import { describe, expect, it } from 'vitest';
import { containsPattern, searchTerms, searchText } from './search-fold';

/** What a LIKE '%term%' on the stored text finds, as the databases do it. */
const finds = (query: string, ...fields: string[]) =>
  searchTerms(query).every((foldings) =>
    foldings.some((folding) => searchText(fields).includes(folding)),
  );

describe('accent-insensitive search', () => {
  it.each([
    ['aero', 'Ærø', true],
    ['AERØ', 'Ærø', true],
    ['aeroe', 'Ærø', true],
    ['ærø', 'aero', true],
    ['soe', 'Sø', true],
    ['so', 'Sø', true],
    ['sø', 'Sø', true],
    ['aabenraa', 'Åbenrå', true],
    ['abenra', 'Åbenrå', true],
    ['åbenrå', 'Aabenraa', true],
    ['helene', 'Hélène', true],
    ['müller', 'Muller', true],
    ['strasse', 'Straße', true],
    ['marstal havn', 'Havn af Marstal', true],
    ['marstal kiel', 'Marstal', false],
    ['219000001', '219000001', true],
    ['måge', 'Mage', true],
    ['sejl', 'Motorbåd', false],
    // A term never matches across two fields.
    ['rø s', 'Ærø', false],
  ])('%s finds %s: %s', (query, stored, expected) => {
    expect(finds(query, stored)).toBe(expected);
  });

  it('keeps the fields apart and each folding once', () => {
    expect(searchText(['Ærø', null, '', 'Sø', 'Sø'])).toBe('aeroe\naero\nsoe\nso');
    expect(searchText(['Marstal'])).toBe('marstal');
  });

  it("folds a query's words both ways, lower case without accents, deduplicated, at most five", () => {
    expect(searchTerms('  Ærø   Havn ')).toEqual([['aeroe', 'aero'], ['havn']]);
    expect(searchTerms('a b a c d e f g')).toEqual([['a'], ['b'], ['c'], ['d'], ['e']]);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('escapes LIKE wildcards in a term', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
