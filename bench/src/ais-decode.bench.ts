// AIS decode rate: our NMEA framing + decoder (packages/aivdm) against GPSD's
// `gpsdecode -j`, on the same file in the same run. The input is the sentence lines of GPSD's
// sample file repeated to about a million lines, once as is (many types we skip, GPSD decodes
// them all) and once reduced to the types we decode (like for like).
// gpsdecode comes from Debian's gpsd-clients: `sudo apt-get install -y gpsd-clients`.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AisLineDecoder, parseSentence, SUPPORTED_TYPES } from '@havhjaelp/aivdm';
import { gpsdSampleSentences } from '@havhjaelp/aivdm/testing';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';

const target = Number(process.env.BENCH_AIS_SENTENCES ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const sentenceLines = gpsdSampleSentences();

/** Lines of messages of the types we decode, fragments kept with their first part. */
function supportedOnly(lines: string[]): string[] {
  const keep = new Map<string, boolean>();
  return lines.filter((line) => {
    const sentence = parseSentence(line);
    if (typeof sentence === 'string') return false;
    const key = `${sentence.channel},${sentence.sequenceId}`;
    if (sentence.fragmentNumber === 1)
      keep.set(key, SUPPORTED_TYPES.includes(armoredType(sentence.payload)));
    return keep.get(key) ?? false;
  });
}

/** Message type from the first armored character. */
function armoredType(payload: string): number {
  const code = payload.charCodeAt(0) - 48;
  return code > 40 ? code - 8 : code;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function runOurs(file: string, serialize: boolean): { seconds: number; decoded: number } {
  const start = performance.now();
  const decoder = new AisLineDecoder();
  let decoded = 0; // counted as gpsdecode prints them: type 24 halves only once joined
  let bytes = 0;
  for (const line of readFileSync(file, 'latin1').split('\n')) {
    const result = decoder.decode(line);
    if (!result) continue;
    if (result.message.type !== 24 || result.message.part === undefined) decoded++;
    if (serialize) bytes += JSON.stringify(result.message).length;
  }
  const seconds = (performance.now() - start) / 1000;
  if (serialize && bytes === 0) throw new Error('nothing serialized');
  return { seconds, decoded };
}

function runGpsdecode(file: string, out: string): { seconds: number; decoded: number } {
  const input = openSync(file, 'r');
  const output = openSync(out, 'w');
  const start = performance.now();
  const result = spawnSync('gpsdecode', ['-j'], { stdio: [input, output, 'ignore'] });
  const seconds = (performance.now() - start) / 1000;
  closeSync(input);
  closeSync(output);
  if (result.status !== 0)
    throw new Error(`gpsdecode failed: ${String(result.error ?? result.status)}`);
  const decoded = readFileSync(out, 'latin1').split('\n').length - 1;
  return { seconds, decoded };
}

const hasGpsdecode = spawnSync('gpsdecode', ['-V'], { stdio: 'ignore' }).status === 0;
const temp = await makeTempDir('ais-bench');
try {
  const results = [];
  for (const [input, lines] of [
    ['GPSD sample, all types', sentenceLines],
    ['GPSD sample, supported types only', supportedOnly(sentenceLines)],
  ] as const) {
    const repeat = Math.ceil(target / lines.length);
    const file = path.join(temp.dir, 'input.aivdm');
    writeFileSync(file, `${Array<string>(repeat).fill(lines.join('\n')).join('\n')}\n`);
    const sentences = repeat * lines.length;
    runOurs(file, false); // warm-up: let V8 optimise before timing
    const ours: number[] = [];
    const oursJson: number[] = [];
    const gpsd: number[] = [];
    let counts = {} as Record<string, number>;
    for (let round = 0; round < rounds; round++) {
      const plain = runOurs(file, false);
      const json = runOurs(file, true);
      ours.push(plain.seconds);
      oursJson.push(json.seconds);
      counts = { ours: plain.decoded };
      if (hasGpsdecode) {
        const theirs = runGpsdecode(file, path.join(temp.dir, 'out.json'));
        gpsd.push(theirs.seconds);
        counts.gpsdecode = theirs.decoded;
      }
    }
    const rate = (seconds: number) => Math.round(sentences / seconds);
    const gpsdRate = hasGpsdecode ? rate(median(gpsd)) : undefined;
    const ratio = (ourRate: number) =>
      gpsdRate ? Math.round((ourRate / gpsdRate) * 100) / 100 : undefined;
    results.push({
      input,
      sentences,
      messagesDecoded: counts,
      oursSentencesPerSecond: rate(median(ours)),
      oursWithJsonSentencesPerSecond: rate(median(oursJson)),
      gpsdecodeSentencesPerSecond: gpsdRate,
      ratio: ratio(rate(median(ours))),
      ratioWithJson: ratio(rate(median(oursJson))),
    });
  }
  console.log(
    JSON.stringify(
      {
        bench: 'ais-decode',
        rounds,
        note: hasGpsdecode
          ? 'median of the rounds; gpsdecode -j wall time includes its process start and JSON output to a file'
          : 'gpsdecode not found, comparison skipped: install it with `sudo apt-get install -y gpsd-clients`',
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await temp.remove();
}
