// `npm run bench` runs every src/*.bench.ts in turn; `npm run bench -- auth-login auth-me` runs
// only those. Each bench starts and stops its own servers, so one at a time keeps them apart.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = (await readdir(here))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length)
  throw new Error(`no such bench: ${unknown.join(', ')} (have ${all.join(', ')})`);

for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== ${name}`);
  await import(pathToFileURL(path.join(here, `${name}.bench.ts`)).href);
}
