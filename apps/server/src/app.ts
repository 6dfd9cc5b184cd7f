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
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { composeContracts } from '@havhjaelp/common/contract';
import type { AppContext, Feature, FeaturePlug, MountContext } from './feature';
import { FEATURES } from './feature-list';
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
import { createIdentity, type SessionCacheOptions } from './identity/sessions';
import type { TopicRule } from './live/acl';
import { registerLiveChannel, type LiveChannel } from './live/broker';
import { Slots } from './slots';
import { createMailer, type Mailer } from './mail/mailer';

export interface AppDeps {
  db?: Db;
  mailer?: Mailer;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  now?: () => Date;
  /** What this instance shares with the others; by default made from REDIS_URL. The app closes it. */
  cluster?: Cluster;
  /** The features the app is made of; by default the list in feature-list.ts. */
  features?: readonly FeaturePlug[];
  /** Where the log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
  /** How many sessions are kept in memory, and for how long; by default SESSION_CACHE. */
  sessionCache?: SessionCacheOptions;
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
  const identity = await createIdentity(db, now, cluster.bus, deps.sessionCache);
  registerAuthentication(app, (token) => identity.memberForToken(token));
  const live: LiveChannel = await registerLiveChannel(app, {
    topicRoot: config.mqttTopicRoot,
    publicUrl: config.publicUrl,
    websocketsPerAddress: config.websocketsPerAddress,
    userForToken: async (token) => (await identity.memberForToken(token))?.id,
    redis: cluster.redis,
    bus: cluster.bus,
  });
  const context: AppContext = { config, db, now, mailer, cluster, live, identity, log: app.log };
  // Made first, every one, so what they offer each other is known before any is mounted.
  const features = (deps.features ?? FEATURES).map((plug) => plug(context));
  const mountContext: MountContext = {
    slots: new Slots(features.flatMap((feature) => feature.offers ?? [])),
    accountHooks: features.flatMap((feature) => feature.account ?? []),
    exportSchema: await composeContracts(
      features.flatMap((feature) => feature.contract ?? []),
    ).exportSchema(),
  };
  for (const feature of features) await mount(app, feature, mountContext, live, cluster.leases);
  await registerWebApp(app, deps.webRoot ?? config.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}

/** Mounts one feature: its routes, live topics, jobs and life. */
async function mount(
  app: FastifyInstance,
  feature: Feature,
  context: MountContext,
  live: LiveChannel,
  leases: Leases,
): Promise<void> {
  if (feature.routes) await feature.routes(app, context);
  live.allow(topicRules(feature));
  for (const job of feature.jobs ?? [])
    runEvery(app, { ...job, run: () => job.run(context) }, leases);
  const { start, stop } = feature;
  if (start) app.addHook('onReady', start);
  if (stop) app.addHook('onClose', async () => stop());
}

/** The live topics of a feature's contract, each with who may follow it. */
function topicRules(feature: Feature): TopicRule[] {
  return Object.entries(feature.contract?.topics ?? {}).map(([name, { path, follow }]) => {
    if (follow !== 'participant') return { path, access: follow };
    const participant = feature.participants?.[name];
    if (!participant) throw new Error(`${feature.name}: topic ${name} has no participant check`);
    return { path, access: { participant } };
  });
}
