import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** A PNG of one colour, built here so no test needs a file. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
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

/** The picture every `/<name>.png` of the host answers: 64 × 40, the app's sea blue. */
export const BOAT_PICTURE = solidPng(64, 40, [11, 79, 108]);

export interface FakeImageHost {
  /** `http://127.0.0.1:<port>`: the origin a test allows in IMAGE_LOOPBACK_ORIGINS. */
  origin: string;
  /** A picture at this host (`/<name>.png`, the BOAT_PICTURE). */
  url: (name: string) => string;
  /** A link on this host that is no picture (it answers 404). */
  noPicture: string;
  /** A web page, sent as `text/html`. */
  page: string;
  /** An SVG drawing, which may carry script: `image/svg+xml`. */
  svg: string;
  /** `bytes` bytes sent as `image/png`; `declared` says the length up front, else it is chunked. */
  sized: (bytes: number, declared: boolean) => string;
  /** A redirect (302) to something that is no URL. */
  brokenRedirect: string;
  /** A redirect (302) to `target`. */
  redirect: (target: string) => string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A picture host on loopback speaking plain HTTP: pictures, pages, drawings, oversize bodies and
 * redirects, each under its own path.
 */
export async function startFakeImageHost(): Promise<FakeImageHost> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    requests.push(request.url ?? '');
    const sized = /^\/sized\/(\d+)(-declared)?\.png$/.exec(url.pathname);
    if (/^\/[\w-]+\.png$/.test(url.pathname)) {
      response.writeHead(200, {
        'content-type': 'image/png',
        'content-length': BOAT_PICTURE.length,
      });
      return response.end(BOAT_PICTURE);
    }
    if (sized) {
      const body = Buffer.alloc(Number(sized[1]), 7);
      response.writeHead(200, {
        'content-type': 'image/png',
        ...(sized[2] ? { 'content-length': body.length } : {}),
      });
      return response.end(body);
    }
    if (url.pathname === '/side.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><title>Ikke et billede</title>');
    }
    if (url.pathname === '/tegning.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
    }
    if (url.pathname === '/ingen-steder') {
      response.writeHead(302, { location: 'http://[ikke en adresse' });
      return response.end();
    }
    if (url.pathname === '/videre') {
      response.writeHead(302, { location: url.searchParams.get('til') ?? '/' });
      return response.end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (name) => `${origin}/${name}.png`,
    noPicture: `${origin}/intet.txt`,
    page: `${origin}/side.html`,
    svg: `${origin}/tegning.svg`,
    sized: (bytes, declared) => `${origin}/sized/${bytes}${declared ? '-declared' : ''}.png`,
    brokenRedirect: `${origin}/ingen-steder`,
    redirect: (target) => `${origin}/videre?til=${encodeURIComponent(target)}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ConnectionCounter {
  /** The port on 127.0.0.1 (and, when the machine has it, ::1) that counts. */
  port: number;
  /** Connections opened to it so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * A TCP port on loopback that counts the connections made to it and answers none: proof that a
 * refused target was never even connected to (not that a TLS handshake failed afterwards).
 */
export async function startConnectionCounter(): Promise<ConnectionCounter> {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
