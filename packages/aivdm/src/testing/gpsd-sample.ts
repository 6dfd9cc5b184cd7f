// GPSD's sample file and what GPSD printed for it (testdata/README.md): the codec's reference
// data, also what the server's source tests feed and the decode bench repeats.
import { readFileSync } from 'node:fs';

const testdata = new URL('../../testdata/', import.meta.url);

/** The sample file as it is: sentences, comment lines and the odd malformed line. */
export const gpsdSampleText = (): string =>
  readFileSync(new URL('gpsd-sample.aivdm', testdata), 'utf8');

/** The sample's sentence lines: blank lines and `#` comments left out. */
export const gpsdSampleSentences = (): string[] =>
  gpsdSampleText()
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** What `gpsdecode -j` printed for the sample, one object per message, in order. */
export const gpsdSamplePrinted = (): Record<string, unknown>[] =>
  readFileSync(new URL('gpsd-sample.aivdm.json-expected', testdata), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
