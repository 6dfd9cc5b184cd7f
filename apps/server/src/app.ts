import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, isDatabaseReachable, migrateToLatest, type Db } from './db/database';
import { createAisFeature, type AisFeature } from './features/ais/ais-feature';
import { createAisSource } from './features/ais/sources/create-source';
import { registerAis } from './features/ais/register';
import { accountRoutes } from './features/auth/account-routes';
import { passwordRoutes } from './features/auth/password-routes';
import { pruneExpiredAuthData } from './features/auth/retention';
import { userForToken } from './features/auth/service';
import { authRoutes } from './features/auth/routes';
import { chatRoutes } from './features/chats/routes';
import { healthRoutes } from './features/health/routes';
import { helpRoutes } from './features/help/routes';
import { HelpListCache } from './features/help/list-cache';
import { isChatParticipant } from './features/help/service';
import { publicConfigRoutes } from './features/public-config/routes';
import { supportRoutes } from './features/support/routes';
import { testGpsRoutes } from './features/test-gps/routes';
import { tileRoutes } from './features/tiles/routes';
import { AppError } from './http/app-error';
import { frameworkErrorAnswer, registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { runEvery } from './jobs/run-every';
import { registerLiveChannel } from './live/broker';
import { createMailer, type Mailer } from './mail/mailer';

export interface AppDeps {
  db?: Db;
  mailer?: Mailer;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  now?: () => Date;
  /** The AIS feature; by default made from AIS_SOURCE. */
  ais?: AisFeature;
}

// Same relative depth from src/app.ts and from the bundled dist/main.js.
const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60 * 1000;
const HELP_LIST_CACHE_MS = 2_000;
const LIVE_SESSION_CHECK_MS = 5 * 60 * 1000;

const DEFAULT_WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Idle keep-alive sockets must not hold shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const db =
    deps.db ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'app.db'),
    });
  await migrateToLatest(db);
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
  });

  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
  });

  const now = deps.now ?? (() => new Date());
  const ais =
    deps.ais ??
    createAisFeature({
      source: createAisSource(config, app.log),
      now: () => now().getTime(),
      clientKey: config.aisClientKey,
    });
  await app.register(healthRoutes, {
    checks: { database: async () => ((await isDatabaseReachable(db)) ? 'ok' : 'error') },
    ais: () => ais.status(),
  });
  await app.register(publicConfigRoutes, {
    publicConfig: {
      emergencyPhone: config.emergencyPhone,
      supportEmail: config.supportEmail,
      privacyEmail: config.privacyEmail,
      mqttTopicRoot: config.mqttTopicRoot,
    },
  });
  const live = await registerLiveChannel(app, {
    topicRoot: config.mqttTopicRoot,
    publicUrl: config.publicUrl,
    userForToken: async (token) => (await userForToken({ db, now }, token))?.id,
    isChatParticipant: (requestId, userId) => isChatParticipant({ db }, requestId, userId),
  });
  const onSessionsEnded = (userId: string) => live.revalidateSessions(userId);
  // Sessions also end by expiry, which no request announces.
  runEvery(app, 'live-session-check', LIVE_SESSION_CHECK_MS, () => live.revalidateSessions());
  await app.register(authRoutes, { db, now, onSessionsEnded, adminEmail: config.adminEmail });
  runEvery(app, 'auth-retention', RETENTION_JOB_INTERVAL_MS, () =>
    pruneExpiredAuthData({ db, now }),
  );
  const helpListCache = new HelpListCache(HELP_LIST_CACHE_MS);
  await app.register(accountRoutes, {
    db,
    now,
    adminEmail: config.adminEmail,
    onSessionsEnded,
    onUserChanged: () => helpListCache.invalidate(),
  });
  await app.register(passwordRoutes, {
    db,
    now,
    mailer,
    publicUrl: config.publicUrl,
    onSessionsEnded,
  });
  await app.register(helpRoutes, {
    db,
    now,
    live,
    listCache: helpListCache,
  });
  await app.register(chatRoutes, { db, now });
  await registerAis(app, ais, config.publicUrl);
  await app.register(testGpsRoutes, { db, now, adminEmail: config.adminEmail });
  await app.register(supportRoutes, { db, mailer, supportEmail: config.supportEmail, now });
  await app.register(tileRoutes, {
    dataDir: config.dataDir,
    tileUrl: config.tileUrl,
    seamapTileUrl: config.seamapTileUrl,
    publicUrl: config.publicUrl,
    contactEmail: config.supportEmail,
  });
  await registerWebApp(app, deps.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
