// Forum text for the search bench, made up from a fixed seed so every run searches the same
// posts: Danish words drawn with Zipf's law (a few very common, a long tail of rare ones), the
// boating words in their inflected forms, and a handful of place names written in very few posts.

/** A small, fast, seeded generator (mulberry32), so the posts are the same every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The commonest Danish words, in about their order of use. */
const COMMON = `og i at det er en på til med har jeg den vi ikke som for af de men så om var kan der
  et man fra efter når eller hvor også bare godt lidt noget meget nu her op ud ind over under`;

/** Boating words, each with its inflected forms (which the stemmer brings together). */
const BOATING = `motor motoren motorer motorerne båd båden både bådene sejl sejlet sejlene havn
  havnen havne havnene anker ankeret vind vinden bølge bølger bølgerne strøm strømmen impeller
  impelleren brændstof brændstoffet filter filteret filtre batteri batteriet batterier
  fortøjning fortøjninger fortøjningerne fender fenderne ror roret køl kølen mast masten
  stoppede startede sejlede lagde ankrede tjekkede skiftede virkede hjælp hjælpen vejr vejret
  storsejl genua fok rig riggen kompas plotter radio vhf redningsvest redningsveste
  vinter vinteren forår foråret sommer sommeren tur turen ture farvand farvandet sund sundet`;

/** Place names so rare a search for one finds a few posts. */
export const RARE_PLACES = ['Ærøskøbing', 'Anholt', 'Hjarnø', 'Bogø', 'Lyø'] as const;

const SYLLABLES = `ba be bo bu bå bø da de di do dy fa fe fi fo ga ge gi go ha he hi ho ja je jo
  ka ke ki ko la le li lo ly ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta
  te ti to va ve vi vo æb æl øk ør ån ås`.split(/\s+/);

/** The vocabulary in rank order: common words, boating words, then made-up rare words. */
function vocabulary(random: () => number, size: number): string[] {
  const words = [...COMMON.split(/\s+/), ...BOATING.split(/\s+/)];
  const known = new Set(words);
  while (words.length < size) {
    const length = 2 + Math.floor(random() * 3);
    const word = Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)])
      .join('')
      .concat(random() < 0.5 ? 'en' : 'er');
    if (!known.has(word)) (known.add(word), words.push(word));
  }
  return words;
}

/** Draws words of `words` with probability falling as 1/rank (Zipf, s = 1). */
function zipf(words: readonly string[], random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank++) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
}

export interface ForumText {
  /** A sentence-like text of `minWords` to `maxWords` words. */
  text(minWords: number, maxWords: number): string;
}

/**
 * Made-up Danish forum text: one post in every `rareEvery` names one of `RARE_PLACES`.
 */
export function forumText(seed: number, vocabularySize = 30_000, rareEvery = 20_000): ForumText {
  const random = seeded(seed);
  const word = zipf(vocabulary(random, vocabularySize), random);
  return {
    text(minWords, maxWords) {
      const count = minWords + Math.floor(random() * (maxWords - minWords + 1));
      const words = Array.from({ length: count }, word);
      if (random() < 1 / rareEvery) {
        words[Math.floor(random() * count)] =
          RARE_PLACES[Math.floor(random() * RARE_PLACES.length)]!;
      }
      const sentence = words.join(' ');
      return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
    },
  };
}
