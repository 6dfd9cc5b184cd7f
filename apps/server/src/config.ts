import path from 'node:path';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

const tileTemplate = url(['http:', 'https:']).refine(
  (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
  { message: 'must contain {z}, {x} and {y}' },
);

const aisSource = z.string().regex(/^(replay|aisstream|off|nmea-(tcp|udp):\/\/[^:/\s]+:\d{1,5})$/, {
  message: 'must be replay, aisstream, off, nmea-tcp://host:port or nmea-udp://host:port',
});

// Never 0: in Node and Fastify 0 means "no limit", which is what these settings are there to prevent.
const milliseconds = z.coerce.number().int().min(100).max(3_600_000);
const perAddress = z.coerce.number().int().min(1).max(1_000_000);

const email = z.email({ message: 'must be an e-mail address' });

/**
 * The push services a subscription may point at: `https://host[:port]`, the host may start with
 * `*.` (any subdomain). Plain `http://` only for a loopback host, a test's or a developer's own.
 */
const PUSH_ORIGIN =
  /^(https:\/\/(\*\.)?[a-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\]))(:\d{1,5})?$/i;
const pushOrigins = z
  .string()
  .refine((value) => value.split(',').every((origin) => PUSH_ORIGIN.test(origin.trim())), {
    message:
      'must be a comma-separated list of https://host[:port] (host may start with *.); http:// only on loopback',
  });
/** The browsers' push services (Chrome and Edge's FCM, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];
/**
 * Origins on this machine that vessel pictures may be fetched from, over plain http too: a test's
 * own picture host. Only loopback hosts, and never in production, where every picture comes from a
 * public https address.
 */
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/i;
const loopbackOrigins = z
  .string()
  .refine((value) => value.split(',').every((origin) => LOOPBACK_ORIGIN.test(origin.trim())), {
    message: 'must be a comma-separated list of http(s)://127.0.0.1|localhost|[::1]:port',
  });
/** A VAPID key as web-push writes it: base64url without padding. */
const vapidKey = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'must be base64url' });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_ROOT: z.string().min(1).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    REDIS_URL: url(['redis:', 'rediss:']).optional(),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('Havhjælp <noreply@havhjaelp.dk>'),
    AIS_SOURCE: aisSource.default('replay'),
    AISSTREAM_API_KEY: z.string().min(1).optional(),
    AIS_CLIENT_KEY: z.string().min(1).default('havhjaelp-web'),
    OPEN_METEO_MARINE_URL: url(['http:', 'https:']).default(
      'https://marine-api.open-meteo.com/v1/marine',
    ),
    OPEN_METEO_FORECAST_URL: url(['http:', 'https:']).default(
      'https://api.open-meteo.com/v1/forecast',
    ),
    TILE_URL: tileTemplate.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    SEAMAP_TILE_URL: tileTemplate.default('https://tiles.openseamap.org/seamark/{z}/{x}/{y}.png'),
    MQTT_TOPIC_ROOT: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, { message: 'must be letters, digits, - or _ (no / + #)' })
      .default('havhjaelp'),
    SUPPORT_EMAIL: email.default('support@havhjaelp.dk'),
    PRIVACY_EMAIL: email.default('privatliv@havhjaelp.dk'),
    EMERGENCY_PHONE: z
      .string()
      .regex(/^\+?[0-9 ]{2,20}$/, { message: 'must be a phone number' })
      .default('112'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, {
        message: 'must be true, false or a comma-separated list of proxy addresses/CIDRs',
      })
      .default('false'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(102_400),
    REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(10_000),
    SOCKET_IDLE_TIMEOUT_MS: milliseconds.default(60_000),
    // A marina's Wi-Fi or a mobile carrier puts many boaters behind one address; a browser holds
    // up to 6 HTTP connections and one WebSocket per path, so these leave room for dozens of them.
    CONNECTIONS_PER_ADDRESS: perAddress.default(256),
    WEBSOCKETS_PER_ADDRESS: perAddress.default(64),
    VAPID_PUBLIC_KEY: vapidKey.optional(),
    VAPID_PRIVATE_KEY: vapidKey.optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
        message: 'must be mailto:address or an https:// URL',
      })
      .optional(),
    PUSH_SERVICE_ORIGINS: pushOrigins.default(DEFAULT_PUSH_SERVICE_ORIGINS.join(',')),
    IMAGE_LOOPBACK_ORIGINS: loopbackOrigins.optional(),
    IMAGE_FETCH: z.enum(['internet', 'off']).default('internet'),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
    if (env.AIS_SOURCE === 'aisstream' && !env.AISSTREAM_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AISSTREAM_API_KEY'],
        message: 'is required when AIS_SOURCE=aisstream',
      });
    }
    if (env.IMAGE_LOOPBACK_ORIGINS && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['IMAGE_LOOPBACK_ORIGINS'],
        message: 'is for tests and development only, never with NODE_ENV=production',
      });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The built web app served; undefined: the build beside the server (apps/web/dist). */
  webRoot: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  aisSource: string;
  aisstreamApiKey: string | undefined;
  aisClientKey: string;
  openMeteoMarineUrl: string;
  openMeteoForecastUrl: string;
  tileUrl: string;
  seamapTileUrl: string;
  mqttTopicRoot: string;
  supportEmail: string;
  privacyEmail: string;
  emergencyPhone: string;
  logLevel: string;
  bodyLimitBytes: number;
  /** Slow clients: receiving a whole request, its headers, waiting between requests, and silence. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  socketIdleTimeoutMs: number;
  /** Open HTTP connections (or, behind a proxy, requests in flight) one client address may hold. */
  connectionsPerAddress: number;
  /** Open WebSockets one client address may hold, on /mqtt and on /api/ais/stream each. */
  websocketsPerAddress: number;
  /** Behind a reverse proxy: whose X-Forwarded-For to trust (true = any), so rate limits see the client. */
  trustProxy: boolean | string[];
  /** Web push's application server keys; without them the app makes a pair once and keeps it. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this server, told to the push services: `mailto:` or an https URL. */
  vapidSubject: string;
  /** The push services a subscription's endpoint may belong to (`*.` matches any subdomain). */
  pushServiceOrigins: string[];
  /** Loopback origins vessel pictures may come from besides public https (tests only). */
  imageLoopbackOrigins: string[];
  /** Whether vessel pictures are fetched from the internet at all (`off`: a test's app, offline). */
  imageFetchInternet: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    webRoot: e.WEB_ROOT === undefined ? undefined : path.resolve(e.WEB_ROOT),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    aisSource: e.AIS_SOURCE,
    aisstreamApiKey: e.AISSTREAM_API_KEY,
    aisClientKey: e.AIS_CLIENT_KEY,
    openMeteoMarineUrl: e.OPEN_METEO_MARINE_URL,
    openMeteoForecastUrl: e.OPEN_METEO_FORECAST_URL,
    tileUrl: e.TILE_URL,
    seamapTileUrl: e.SEAMAP_TILE_URL,
    mqttTopicRoot: e.MQTT_TOPIC_ROOT,
    supportEmail: e.SUPPORT_EMAIL,
    privacyEmail: e.PRIVACY_EMAIL,
    emergencyPhone: e.EMERGENCY_PHONE,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    socketIdleTimeoutMs: e.SOCKET_IDLE_TIMEOUT_MS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    websocketsPerAddress: e.WEBSOCKETS_PER_ADDRESS,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    pushServiceOrigins: e.PUSH_SERVICE_ORIGINS.split(',').map((origin) =>
      origin.trim().toLowerCase(),
    ),
    imageLoopbackOrigins: (e.IMAGE_LOOPBACK_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().toLowerCase())
      .filter((origin) => origin !== ''),
    imageFetchInternet: e.IMAGE_FETCH === 'internet',
  };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',');
}
