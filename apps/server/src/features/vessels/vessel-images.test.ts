import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BOAT_PICTURE,
  startConnectionCounter,
  startFakeImageHost,
  type ConnectionCounter,
  type FakeImageHost,
} from '@havhjaelp/testing/fake-image-host';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { VESSEL_ERRORS } from '@havhjaelp/common/vessel-errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../http/public-fetch';
import type { AppDeps } from '../../app';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { createVessel, vesselBody } from '../../test/vessels';
import { jobsOnDemand } from '../../test/jobs';
import { vesselsPlug } from './index';
import { IMAGE_DEFAULTS, imageKey } from './images';

let host: FakeImageHost;
/** A second loopback port nobody allowed: a private target a link or a redirect may aim at. */
let stranger: ConnectionCounter;
beforeAll(async () => {
  host = await startFakeImageHost();
  stranger = await startConnectionCounter();
});
afterAll(async () => {
  await host.close();
  await stranger.close();
});

const NOW = new Date('2025-06-01T12:00:00Z');
let data: { dir: string; remove: () => Promise<void> };
beforeEach(async () => {
  data = await makeTempDir('vessel-images-test');
});
afterEach(() => data.remove());
// After the hooks above: the app closes before its data folder goes.
const t = useTestApp({ clock: NOW });
const start = (env: Record<string, string> = {}, deps: AppDeps = {}) =>
  t.start(
    {
      NODE_ENV: 'test',
      IMAGE_LOOPBACK_ORIGINS: host.origin,
      // The real fetching, not the test app's offline default: every refused link here points at
      // loopback, so a check that failed would show as a connection to \`stranger\`, never go out.
      IMAGE_FETCH: 'internet',
      DATA_DIR: data.dir,
      ...env,
    },
    deps,
  );

const UNUSABLE = {
  error: VESSEL_ERRORS.VESSEL_IMAGE_UNUSABLE.message,
  code: 'VESSEL_IMAGE_UNUSABLE',
};

async function vesselWith(owner: TestUser, link: string, publicProfile = true) {
  const id = await createVessel(t, owner, { vessel_image: link, public_profile: publicProfile });
  const vessel = (await t.call('GET', `/api/vessels/${id}`, owner)).json();
  return { id, src: vessel.vessel_image_src as string, link: vessel.vessel_image as string };
}
const get = (url: string) => t.app.inject({ method: 'GET', url });
const preview = (user: TestUser | undefined, link: string) =>
  t.call('GET', `/api/vessels/image-preview?url=${encodeURIComponent(link)}`, user);

describe('a vessel picture', () => {
  it('keeps the link as entered, and is loaded from /img/, fetched once, also after a restart', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const link = host.url('faergen');
    const { id, src, link: stored } = await vesselWith(owner, link);
    expect(stored).toBe(link);
    expect(src).toBe(`/img/vessels/${id}/${imageKey(link)}`);
    const other = await registerUser(t, 'anden');
    const listed = (await t.call('GET', '/api/vessels', other)).json().vessels[0];
    expect([listed.vessel_image, listed.vessel_image_src]).toEqual([link, src]);

    const first = await get(src);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    expect(first.rawPayload).toEqual(BOAT_PICTURE);
    expect((await get(src)).rawPayload).toEqual(BOAT_PICTURE);
    expect(host.requests.filter((r) => r === '/faergen.png')).toHaveLength(1);

    expect(await fs.readdir(path.join(data.dir, 'vessel-images'))).toEqual([
      `${imageKey(link)}.png`,
    ]);

    // Restarted on the same DATA_DIR (with a database of its own here, so the vessel is made
    // again with the same link): the picture is served from disk, not asked for again.
    await t.close();
    await start();
    const again = await vesselWith(await registerUser(t, 'ejer'), link);
    expect((await get(again.src)).rawPayload).toEqual(BOAT_PICTURE);
    expect(host.requests.filter((r) => r === '/faergen.png')).toHaveLength(1);
  });

  it('answers 404 for a key of another link, a vessel without a picture or none at all', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const { id, src } = await vesselWith(owner, host.url('gammel'));
    const bare = await createVessel(t, owner, { vessel_image: null });
    const notFound = {
      error: VESSEL_ERRORS.VESSEL_IMAGE_NOT_FOUND.message,
      code: 'VESSEL_IMAGE_NOT_FOUND',
    };
    for (const url of [
      `/img/vessels/${id}/${imageKey(host.url('andet'))}`,
      `/img/vessels/${bare}/${imageKey(host.url('gammel'))}`,
      `/img/vessels/ingen/${imageKey(host.url('gammel'))}`,
    ]) {
      const answer = await get(url);
      expect([answer.statusCode, answer.json()], url).toEqual([404, notFound]);
    }
    // A changed link is a new address; the old one finds nothing.
    const changed = await t.call(
      'PUT',
      `/api/vessels/${id}`,
      owner,
      vesselBody({ vessel_image: host.url('ny') }),
    );
    expect(changed.json().vessel_image_src).not.toBe(src);
    expect((await get(src)).statusCode).toBe(404);
    expect((await get(changed.json().vessel_image_src)).statusCode).toBe(200);
    expect(host.requests).not.toContain('/andet.png');
  });

  it("shows a private vessel's picture to whoever holds its address, which only the owner gets", async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    const { id, src } = await vesselWith(owner, host.url('hemmelig'), false);
    expect((await t.call('GET', `/api/vessels/${id}`, other)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/vessels', other)).json().vessels).toEqual([]);
    expect((await get(src)).statusCode).toBe(200);
  });
});

describe('what the server refuses to fetch', () => {
  const fromStranger = (scheme: string, host: string) =>
    `${scheme}://${host}:${stranger.port}/billede.png`;

  it.each([
    ['plain http to a loopback host nobody allowed', () => fromStranger('http', '127.0.0.1')],
    ['https to a loopback address', () => fromStranger('https', '127.0.0.1')],
    ['https to another loopback address', () => fromStranger('https', '127.0.0.2')],
    ['https to a name that resolves to loopback', () => fromStranger('https', 'localhost')],
    ['https to IPv4 wrapped in IPv6', () => fromStranger('https', '[::ffff:127.0.0.1]')],
    ['https to the unspecified address', () => fromStranger('https', '0.0.0.0')],
    ['a redirect to plain http elsewhere', () => host.redirect(fromStranger('http', '127.0.0.1'))],
    ['a redirect to a loopback name', () => host.redirect(fromStranger('https', 'localhost'))],
    ['a redirect to a loopback address', () => host.redirect(fromStranger('https', '127.0.0.1'))],
  ])('%s, without ever connecting', async (_case, link) => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const { src } = await vesselWith(owner, link());
    const answer = await get(src);
    expect([answer.statusCode, answer.json()]).toEqual([422, UNUSABLE]);
    expect((await preview(owner, link())).statusCode).toBe(422);
    expect(stranger.connections).toBe(0);
    expect(await fs.readdir(data.dir)).not.toContain('vessel-images');
  });

  it.each([
    ['a web page', () => host.page],
    ['an SVG drawing, which may carry script', () => host.svg],
    ['a link that answers 404', () => host.noPicture],
    ['a picture declared too large', () => host.sized(IMAGE_DEFAULTS.maxBytes + 1, true)],
    [
      'a picture too large without a declared length',
      () => host.sized(IMAGE_DEFAULTS.maxBytes + 1, false),
    ],
    ['an empty picture', () => host.sized(0, true)],
    ['a redirect to something that is no URL', () => host.brokenRedirect],
    [
      'a chain of redirects longer than three',
      () => host.redirect(host.redirect(host.redirect(host.redirect(host.url('langt-vaek'))))),
    ],
  ])('%s', async (_case, link) => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const answer = await preview(owner, link());
    expect([answer.statusCode, answer.json()]).toEqual([422, UNUSABLE]);
    expect(await fs.readdir(data.dir)).not.toContain('vessel-images');
  });

  it('takes a picture of exactly the largest size, and one behind three redirects', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const largest = await preview(owner, host.sized(IMAGE_DEFAULTS.maxBytes, false));
    expect([largest.statusCode, largest.rawPayload.length]).toEqual([200, IMAGE_DEFAULTS.maxBytes]);
    const redirected = await preview(
      owner,
      host.redirect(host.redirect(host.redirect(host.url('tre-hop')))),
    );
    expect(redirected.statusCode).toBe(200);
    expect(redirected.rawPayload).toEqual(BOAT_PICTURE);
  });

  it('asks a link that gave nothing again only after ten minutes', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const missing = `${host.origin}/ti-minutter.jpg`;
    const asked = () => host.requests.filter((r) => r === '/ti-minutter.jpg').length;
    await preview(owner, missing);
    await preview(owner, missing);
    expect(asked()).toBe(1);
    t.clock.advance(IMAGE_DEFAULTS.failureMemoryMs - 1);
    await preview(owner, missing);
    expect(asked()).toBe(1);
    t.clock.advance(1);
    await preview(owner, missing);
    expect(asked()).toBe(2);
  });

  it.each([
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['::ffff:10.0.0.1', false],
    ['ikke en adresse', false],
    ['93.184.215.14', true],
    ['2a00:1450:4001:80b::200e', true],
  ])('judges %s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('the preview of a link being typed', () => {
  it('is for members, and fetches the link as it would be stored', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    expect((await preview(undefined, host.url('forhaand'))).statusCode).toBe(401);
    const shown = await preview(owner, host.url('forhaand'));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload).toEqual(BOAT_PICTURE);
    const refused = await preview(owner, 'https://photos.app.goo.gl/abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Google Fotos/);
    // Saved after the preview, the picture is the one already fetched.
    const { src } = await vesselWith(owner, host.url('forhaand'));
    expect((await get(src)).statusCode).toBe(200);
    expect(host.requests.filter((r) => r === '/forhaand.png')).toHaveLength(1);
  });
});

describe('pictures nobody names any more', () => {
  const jobs = jobsOnDemand(vesselsPlug);
  it('go with the sweep an hour after their vessel, its link or its owner went', async () => {
    await start({}, { features: jobs.features });
    const owner = await registerUser(t, 'ejer');
    const kept = await vesselWith(owner, host.url('bliver'));
    const gone = await vesselWith(owner, host.url('slettes'));
    await preview(owner, host.url('aldrig-gemt'));
    for (const { src } of [kept, gone]) expect((await get(src)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/vessels/${gone.id}`, owner)).statusCode).toBe(200);
    const files = () => fs.readdir(path.join(data.dir, 'vessel-images'));
    t.clock.advance(IMAGE_DEFAULTS.unusedGraceMs - 1);
    await jobs.run('vessel-pictures-sweep');
    expect(await files()).toHaveLength(3);
    t.clock.advance(1);
    await jobs.run('vessel-pictures-sweep');
    expect(await files()).toEqual([`${imageKey(host.url('bliver'))}.png`]);
    expect((await get(gone.src)).statusCode).toBe(404);
    expect((await get(kept.src)).rawPayload).toEqual(BOAT_PICTURE);
  });
});

describe('the Content-Security-Policy', () => {
  it.each(['http://localhost:3000', 'https://havhjaelp.example'])(
    'loads pictures only from the app itself at %s',
    async (publicUrl) => {
      await start({ PUBLIC_URL: publicUrl });
      const csp = (await get('/api/health')).headers['content-security-policy'] as string;
      const imgSrc = csp.split(';').find((directive) => directive.startsWith('img-src'));
      expect(imgSrc).toBe("img-src 'self' data: blob:");
    },
  );
});
