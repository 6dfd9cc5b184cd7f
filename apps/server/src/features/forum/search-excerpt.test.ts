import type { ExcerptPart } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
import { excerptOf, markMatches } from './search-excerpt';
import { queryTermSet, queryTerms } from './search-terms';

const query = (q: string) => queryTermSet(queryTerms(q));
const plain = (text: string): ExcerptPart => ({ text, match: false });
const hit = (text: string): ExcerptPart => ({ text, match: true });
const joined = (parts: readonly ExcerptPart[]) => parts.map((part) => part.text).join('');

describe('excerpts of the forum search', () => {
  it('marks every form of the searched words, ignoring case and accents', () => {
    expect(markMatches('Motoren og motorerne i BÅDENE', query('motor bade'))).toEqual([
      hit('Motoren'),
      plain(' og '),
      hit('motorerne'),
      plain(' i '),
      hit('BÅDENE'),
    ]);
  });

  it('shows a short text whole, its white space as single spaces', () => {
    expect(excerptOf('  Sejlet  er\n\nrevet.\n', query('sejlene'))).toEqual([
      hit('Sejlet'),
      plain(' er revet.'),
    ]);
  });

  it('cuts a long text around its first match, between words, with … where text was left out', () => {
    const before =
      'Vi sejlede fra Svendborg tidligt om morgenen og havde god vind hele vejen '.repeat(3);
    const after = 'og resten af turen gik fint med et rev i storsejlet og kaffe i plittet '.repeat(
      5,
    );
    const text = `${before}da motoren pludselig gik i stå ${after}`;
    const parts = excerptOf(text, query('motorer'));
    const shown = joined(parts);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(parts.filter((part) => part.match)).toEqual([hit('motoren')]);
    expect(shown.length).toBeLessThanOrEqual(202);
    expect(shown.length).toBeGreaterThan(150);
    // Whole words only: what is shown between the ellipses is a piece of the text.
    const inner = shown.slice(1, -1);
    expect(text).toContain(inner);
    expect(text[text.indexOf(inner) - 1]).toBe(' ');
    expect(text[text.indexOf(inner) + inner.length]).toBe(' ');
    // The match comes after some of its sentence.
    expect(shown.indexOf('motoren')).toBeGreaterThan(30);
  });

  it('starts at the beginning when no word matches (only the title did)', () => {
    const text = 'ord '.repeat(100);
    const shown = joined(excerptOf(text, query('motor')));
    expect(shown.startsWith('ord ord')).toBe(true);
    expect(shown.endsWith('ord…')).toBe(true);
  });

  it('shows more before a match near the end, rather than a short excerpt', () => {
    const text = `${'langt ord '.repeat(50)}motoren`;
    const shown = joined(excerptOf(text, query('motor')));
    expect(shown.endsWith('motoren')).toBe(true);
    expect(shown.length).toBeGreaterThan(180);
  });

  it('keeps hostile markup as plain text', () => {
    const text = '<script>alert("båd")</script><img src=x onerror=alert(1)> bådene';
    const parts = excerptOf(text, query('båd'));
    expect(parts).toEqual([
      plain('<script>alert("'),
      hit('båd'),
      plain('")</script><img src=x onerror=alert(1)> '),
      hit('bådene'),
    ]);
  });

  it('cuts a giant word and a text without words to the excerpt’s size', () => {
    const giant = excerptOf(`motor${'r'.repeat(5000)}`, query('motor'));
    expect(joined(giant).length).toBeLessThanOrEqual(201);
    const signs = excerptOf('🚤'.repeat(300), query('motor'));
    expect(joined(signs)).toMatch(/^(🚤)+…$/u);
  });
});
