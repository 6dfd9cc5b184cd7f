import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { startAppServer } from '../support/app-server';
import { expect, expectSameDocument, markDocument, test } from '../support/help';
import { REPO_ROOT } from '../support/paths';
import { cachedPaths, shootNotices, workerControls } from '../support/pwa';

// Issue 27: a deploy never reloads a page under someone typing; the new version waits for the
// person's 'Genindlæs'. Its worker is allowed here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const WEB = path.join(REPO_ROOT, 'apps/web');

/** Builds the web app again into `outDir`, with another AIS client key: a new version. */
function rebuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: WEB,
      env: { ...process.env, AIS_CLIENT_KEY: 'havhjaelp-web-next' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited ${code}:\n${errors}`)),
    );
  });
}

/** Puts the build in `from` where the server serves `to` from, as a deploy would. */
async function deploy(from: string, to: string): Promise<void> {
  await fs.rm(to, { recursive: true, force: true });
  await fs.cp(from, to, { recursive: true });
}

/** The app's scripts and style sheets in a build (the system check's are not the app's). */
const assetsOf = async (dir: string) =>
  (await fs.readdir(path.join(dir, 'assets')))
    .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('testDashboard-'))
    .map((file) => `/assets/${file}`);

test('after a rebuild the page offers the new version and takes it only on Genindlæs', async ({
  openBrowser,
}) => {
  // A build of its own (a full one takes a while on a busy machine) and a server of its own.
  test.setTimeout(300_000);
  const deployed = await makeTempDir('web-deployed');
  const next = await makeTempDir('web-next');
  await deploy(path.join(WEB, 'dist'), deployed.dir);
  const server = await startAppServer({ WEB_ROOT: deployed.dir, AIS_SOURCE: 'off' });
  const page = await openBrowser(undefined, { baseURL: server.url });
  try {
    await page.goto('/login');
    await workerControls(page);
    const before = await assetsOf(deployed.dir);
    expect(await cachedPaths(page, /^workbox-precache/)).toEqual(expect.arrayContaining(before));

    // Someone is typing when the new version is deployed.
    await page.getByRole('button', { name: 'Log ind med password' }).click();
    const username = page.getByLabel('Brugernavn eller email');
    await username.fill('skipper');
    await markDocument(page);
    await rebuild(next.dir);
    const after = await assetsOf(next.dir);
    const changed = after.filter((file) => !before.includes(file));
    expect(changed.length, 'files the new version changed').toBeGreaterThan(0);
    await deploy(next.dir, deployed.dir);

    // The open app checks for a new version (hourly, and at each navigation).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const offer = page.getByRole('status').filter({ hasText: 'Ny version klar' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Genindlæs' })).toBeVisible();
    // Nothing reloaded under the typing.
    await expectSameDocument(page);
    await expect(username).toHaveValue('skipper');
    await shootNotices(page, 'new-version');

    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Genindlæs' }).click();
    await reloaded;
    expect(await page.evaluate(() => '__e2eSamePage' in window), 'a new document').toBe(false);
    await workerControls(page);
    // The new version's files, and none of the old version's that it no longer has.
    const precached = await cachedPaths(page, /^workbox-precache/);
    expect(precached).toEqual(expect.arrayContaining(after));
    expect(precached.filter((file) => before.includes(file) && !after.includes(file))).toEqual([]);
  } finally {
    // The page first: a page left open would go on asking the stopped server.
    await page.close();
    await server.stop();
    await deployed.remove();
    await next.remove();
  }
});
