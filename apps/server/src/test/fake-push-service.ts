import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushPayloadSchema, type PushPayload } from '@havhjaelp/common/push';

/** A browser's side of one subscription: its keys stay here, the server gets the public parts. */
export interface FakeSubscriber {
  /** What the browser would post to `/api/push/subscribe`. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages this subscription received, decrypted, in order. */
  received: PushPayload[];
}

export interface FakePushService {
  /** `http://127.0.0.1:<port>`: the origin to allow in PUSH_SERVICE_ORIGINS. */
  origin: string;
  /** A new browser subscription at this service. */
  subscriber(): FakeSubscriber;
  /** Answers this status (404, 410…) to every message for `subscriber` from now on. */
  answer(subscriber: FakeSubscriber, status: number): void;
  /** Answers nothing until the function it answers is called: a slow push service. */
  hold(): () => void;
  /** Every message that reached the service and was taken, decrypted. */
  messages: { subscriber: FakeSubscriber; payload: PushPayload }[];
  /** Why requests were refused (a bad signature, a payload that did not decrypt…). */
  refusals: string[];
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 with
 * the private half of `k`, for this service's origin, not expired, with a contact in `sub`.
 */
function checkVapid(header: string | undefined, origin: string, vapidKey: () => string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no vapid authorization: ${header}`;
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== vapidKey()) return 'k is not the server key';
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return `alg ${header_.alg}`;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return `aud ${claims.aud}`;
  const nowS = Date.now() / 1000;
  if (!claims.exp || claims.exp < nowS || claims.exp > nowS + 24 * 3600) return `exp ${claims.exp}`;
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
  return '';
}

/**
 * Decrypts an aes128gcm message (RFC 8188 framing, RFC 8291 keys) with the browser's keys:
 * salt, record size and the server's one-off public key in the header, one record after it.
 */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service on loopback, as Chrome's or Firefox's would answer the app server: it checks each
 * message's VAPID signature against `vapidKey()` (the key the app publishes) and decrypts it with
 * the keys of the subscription it was sent to, which only this fake and no server code knows.
 */
export async function startFakePushService(vapidKey: () => string): Promise<FakePushService> {
  const subscribers = new Map<
    string,
    { subscriber: FakeSubscriber; ecdh: ECDH; auth: Buffer; status: number }
  >();
  const messages: FakePushService['messages'] = [];
  const refusals: string[] = [];
  let origin = '';
  let held = Promise.resolve();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      // A push service far away or slow: the app must not wait for it.
      await held;
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const entry = id ? subscribers.get(id) : undefined;
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        response.writeHead(status).end();
      };
      if (request.method !== 'POST' || !entry) return refuse(404, `unknown ${request.url}`);
      if (entry.status !== 201) return refuse(entry.status, `answered ${entry.status}`);
      const vapid = checkVapid(request.headers.authorization, origin, vapidKey);
      if (vapid) return refuse(403, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        return refuse(400, `encoding ${request.headers['content-encoding']}`);
      }
      if (!Number(request.headers.ttl ?? 'x')) return refuse(400, 'no TTL');
      let payload: PushPayload;
      try {
        payload = pushPayloadSchema.parse(JSON.parse(decrypt(body, entry.ecdh, entry.auth)));
      } catch (err) {
        return refuse(400, `decrypt: ${String(err)}`);
      }
      entry.subscriber.received.push(payload);
      messages.push({ subscriber: entry.subscriber, payload });
      response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscriber() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64url(randomBytes(12));
      const subscriber: FakeSubscriber = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        received: [],
      };
      subscribers.set(id, { subscriber, ecdh, auth, status: 201 });
      return subscriber;
    },
    answer(subscriber, status) {
      for (const entry of subscribers.values()) {
        if (entry.subscriber === subscriber) entry.status = status;
      }
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    messages,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
