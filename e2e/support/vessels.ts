import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { Account } from '@havhjaelp/testing/accounts';
import type { VesselInput } from '@havhjaelp/common/vessels';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A 64×40 PNG of one colour, built here so the test needs no file. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ImageHost {
  /** A picture of a boat's colour at this host. */
  url: (name: string) => string;
  /** A link on this host that is no picture (it answers 404). */
  noPicture: string;
  /** The paths asked for, in order (by every spec file of the worker). */
  requests: string[];
}

/** A picture host on loopback: every `/<name>.png` is a small PNG, anything else 404. */
async function startImageHost(): Promise<ImageHost> {
  const requests: string[] = [];
  const picture = png(64, 40, [11, 79, 108]);
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (!/^\/[\w-]+\.png$/.test(request.url ?? '')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // It lives as long as the worker, whose end it does not hold up.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}.png`,
    noPicture: `http://127.0.0.1:${port}/intet.txt`,
    requests,
  };
}

let workerHost: Promise<ImageHost> | undefined;

/**
 * The worker's picture host, for the tests of the spec file that calls this (at its top level).
 * One for the whole worker: the vessels a spec file leaves in the worker's database are listed by
 * the next one's, and a picture whose host had gone would fail to load in that spec's browser.
 */
export function useImageHost(): () => ImageHost {
  let host: ImageHost | undefined;
  test.beforeAll(async () => {
    host = await (workerHost ??= startImageHost());
  });
  return () => {
    if (!host) throw new Error('the picture host runs only while the tests do');
    return host;
  };
}

/** Creates a vessel as `owner` through the API; answers its id. */
export async function createVesselViaApi(
  request: APIRequestContext,
  owner: Account,
  input: VesselInput,
): Promise<string> {
  const response = await request.post('/api/vessels', {
    data: input,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The 'Mit Skib' tab of the settings. */
export async function openMyVessels(page: Page): Promise<void> {
  await page.goto('/settings?tab=vessel');
  await expect(page.getByRole('tab', { name: 'Mit Skib', selected: true })).toBeVisible();
}

/** A vessel's card in the list, by its name. */
export const vesselCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Skibe' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name }),
    });

/** A value of a profile's specification grid, by its label. */
export const specValue = (page: Page, label: string) =>
  page
    .locator('.vessel-spec > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
