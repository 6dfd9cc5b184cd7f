#!/usr/bin/env node
// The whole suite: lint, type check, build, unit + integration (Vitest), end-to-end (Playwright in
// Debian's Chromium). Ends with one line "N passed, N failed" summed over every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'havhjaelp-test-'));

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** A PostgreSQL server from Debian: /usr/lib/postgresql/<version>/bin/initdb. */
function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  return (
    fs.existsSync(root) &&
    fs.readdirSync(root).some((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
  );
}

/** What the suite runs on besides Node: Debian packages, each with how to see it is there. */
const DEBIAN_PACKAGES = [
  {
    name: 'chromium-headless-shell',
    present: () => fs.existsSync(headlessShell),
    why: 'the end-to-end tests',
  },
  { name: 'postgresql', present: postgresInstalled, why: 'the server tests on PostgreSQL' },
  {
    name: 'redis-server',
    present: () => fs.existsSync('/usr/bin/redis-server'),
    why: 'the tests of several instances',
  },
];

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name).join(' ');
  if (process.getuid?.() !== 0) {
    for (const p of missing) console.error(`${p.name} is missing, needed by ${p.why}.`);
    console.error(`Run "sudo apt-get install -y ${names}", then npm test again.`);
    process.exit(1);
  }
  console.log(`Installing Debian packages for the tests: ${names}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map((p) => p.name)], {
      stdio: 'inherit',
      env,
    }).status === 0;
  const stillMissing = missing.filter((p) => !p.present());
  if (!ok || stillMissing.length > 0) {
    console.error(
      `Could not install ${stillMissing.map((p) => p.name).join(' ') || names} with apt-get; install by hand and run npm test again.`,
    );
    process.exit(1);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

ensureDebianPackages();

let passed = 0;
let failed = 0;
/** Lint, type check and build are single checks: each counts once. */
const check = (ok) => (ok ? passed++ : failed++);

check(
  run('lint (eslint + prettier)', 'npx', ['eslint', '.', '--max-warnings=0']) &&
    run('format', 'npx', ['prettier', '--check', '.']),
);
check(run('type check', 'npm', ['run', 'typecheck', '--silent']));
const built = run('build', 'npm', ['run', 'build', '--silent']);
check(built);

const vitestJson = path.join(out, 'vitest.json');
run('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.success || vitest.numFailedTests ? 0 : 1);
} else failed++;

if (built) {
  const playwrightJson = path.join(out, 'playwright.json');
  run(
    'end-to-end tests (playwright + chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );
  const stats = readJson(playwrightJson)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed++;
} else failed++;

fs.rmSync(out, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
