// snowball-stemmers ships JavaScript only; these are the two functions it exports.
declare module 'snowball-stemmers' {
  export interface Stemmer {
    /** The word's stem; the word must already be lowercase (the stemmer does not fold case). */
    stem(word: string): string;
  }
  /** A stemmer for one of `algorithms()`, e.g. 'danish'. */
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
