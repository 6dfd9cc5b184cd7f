import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCluster, type Cluster } from './cluster/cluster';
import type { Leases } from './cluster/leases';
import type { Config } from './config';
import { createDatabase, isDatabaseReachable, migrateToLatest, type Db } from './db/database';
import type { AccountHooks, Feature } from './feature';
import {
  aisFeature,
  createAisFeature,
  createAisSource,
  liveShip,
  type AisFeature,
  type AisSource,
} from './features/ais';
import { authFeature } from './features/auth';
import { chatsFeature } from './features/chats';
import { healthFeature } from './features/health';
import { helpFeature } from './features/help';
import { publicConfigFeature } from './features/public-config';
import { supportFeature } from './features/support';
import { testGpsFeature } from './features/test-gps';
import { tilesFeature } from './features/tiles';
import { vesselsFeature } from './features/vessels';
import { weatherFeature } from './features/weather';
import { registerApiDocs } from './http/api-docs';
import { registerAuthentication } from './http/authenticated';
import { registerConnectionCaps } from './http/connection-caps';
import { registerNulGuard } from './http/nul-guard';
import { registerRateLimits } from './http/rate-limits';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerErrorHandler,
} from './http/error-handler';
import { registerSecurityHeaders, securityHeaders } from './http/security';
import { serverTimeouts } from './http/server-timeouts';
import { registerWebApp } from './http/web-app';
import { runEvery } from './jobs/run-every';
import { registerLiveChannel, type LiveChannel } from './live/broker';
import { createMailer, type Mailer } from './mail/mailer';

export interface AppDeps {
  db?: Db;
  mailer?: Mailer;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  now?: () => Date;
  /** The AIS feature; by default made from AIS_SOURCE. */
  ais?: AisFeature;
  /** How the default AIS feature opens its source; by default from AIS_SOURCE. */
  aisSource?: () => AisSource;
  /** What this instance shares with the others; by default made from REDIS_URL. The app closes it. */
  cluster?: Cluster;
  /** Where the log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
}

// Same relative depth from src/app.ts and from the bundled dist/main.js.
const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream && { stream: deps.logStream }) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Idle keep-alive sockets must not hold shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorAnswer(headers),
    clientErrorHandler: clientErrorAnswer(headers),
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  registerConnectionCaps(app, {
    perAddress: config.connectionsPerAddress,
    trustProxy: config.trustProxy,
  });

  const db =
    deps.db ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'app.db'),
    });
  await migrateToLatest(db);
  const cluster =
    deps.cluster ?? createCluster(config.redisUrl, (err) => app.log.warn({ err }, 'redis failed'));
  app.log.info(
    { instance: cluster.instanceId, host: os.hostname(), pid: process.pid },
    'cluster instance',
  );
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  // During shutdown, answers in flight tell keep-alive clients to hang up, so the process can exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    mailer.close();
    await db.destroy();
    await cluster.close();
  });

  await registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimits(app, cluster.redis);
  // Before any route: the description collects the routes as they are added.
  await registerApiDocs(app);

  const now = deps.now ?? (() => new Date());
  const ais =
    deps.ais ??
    createAisFeature({
      source: deps.aisSource ?? (() => createAisSource(config, app.log)),
      now: () => now().getTime(),
      clientKey: config.aisClientKey,
      // Only with other instances: alone, the source feeds this instance directly.
      ...(cluster.redis ? { cluster } : {}),
    });
  const accountHooks: AccountHooks[] = [];
  const live: LiveChannel = await registerLiveChannel(app, {
    topicRoot: config.mqttTopicRoot,
    publicUrl: config.publicUrl,
    websocketsPerAddress: config.websocketsPerAddress,
    userForToken: async (token) => (await auth.userForToken(token))?.id,
    redis: cluster.redis,
    bus: cluster.bus,
  });
  const auth = authFeature({
    db,
    now,
    mailer,
    publicUrl: config.publicUrl,
    revalidateLiveSessions: (userId) =>
      userId === undefined ? live.revalidateSessions() : live.sessionsEnded(userId),
    accountHooks: () => accountHooks,
  });
  registerAuthentication(app, (token) => auth.userForToken(token));
  const help = helpFeature({ db, now, live, bus: cluster.bus });

  const features: Feature[] = [
    healthFeature({
      checks: {
        database: async () => ((await isDatabaseReachable(db)) ? 'ok' : 'error'),
        redis: () => cluster.status(),
      },
      ais: () => ais.status(),
    }),
    publicConfigFeature({
      emergencyPhone: config.emergencyPhone,
      supportEmail: config.supportEmail,
      privacyEmail: config.privacyEmail,
      mqttTopicRoot: config.mqttTopicRoot,
    }),
    auth,
    help,
    chatsFeature({ db, now, live, kinds: [help.chatKind] }),
    aisFeature(ais, {
      publicUrl: config.publicUrl,
      websocketsPerAddress: config.websocketsPerAddress,
    }),
    testGpsFeature(),
    vesselsFeature({ db, now, liveShip: (mmsi) => liveShip(ais, mmsi) }),
    supportFeature({ db, mailer, supportEmail: config.supportEmail, now }),
    tilesFeature({
      dataDir: config.dataDir,
      tileUrl: config.tileUrl,
      seamapTileUrl: config.seamapTileUrl,
      publicUrl: config.publicUrl,
      contactEmail: config.supportEmail,
    }),
    weatherFeature({
      marineUrl: config.openMeteoMarineUrl,
      forecastUrl: config.openMeteoForecastUrl,
      publicUrl: config.publicUrl,
      contactEmail: config.supportEmail,
      now,
      // Open-Meteo's free tier is the deployment's: with Redis, every instance counts there.
      redis: cluster.redis,
    }),
  ];
  for (const feature of features) await mount(app, feature, live, cluster.leases);
  accountHooks.push(...features.flatMap((feature) => feature.account ?? []));
  await registerWebApp(app, deps.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}

/** Mounts one feature: its routes, live topics, jobs and life. */
async function mount(
  app: FastifyInstance,
  feature: Feature,
  live: LiveChannel,
  leases: Leases,
): Promise<void> {
  if (feature.routes) await feature.routes(app);
  if (feature.topics) live.allow(feature.topics);
  for (const job of feature.jobs ?? []) runEvery(app, job, leases);
  const { start, stop } = feature;
  if (start) app.addHook('onReady', start);
  if (stop) app.addHook('onClose', async () => stop());
}
