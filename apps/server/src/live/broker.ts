import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { liveTopics, type LiveEvent } from '@havhjaelp/common/live';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Bus } from '../cluster/bus';
import { websocketCap } from '../http/connection-caps';
import { sameOriginOnly } from '../http/same-origin';
import { subscriptionNeed, type TopicRule } from './acl';
import { boundedSocketStream } from './bounded-stream';
import { createPresence } from './presence';
import { redisEmitter } from './redis-emitter';
import { SubscriptionCap } from './subscription-cap';
import type { LivePublisher } from './publisher';

export interface LiveChannelOptions {
  topicRoot: string;
  publicUrl: string;
  /** Open live connections one client address may hold. */
  websocketsPerAddress: number;
  /** The user id behind a session token, or undefined when the token is not valid. */
  userForToken: (token: string) => Promise<string | undefined>;
  /** How long a subscriber may keep its socket full before it is dropped. */
  drainTimeoutMs?: number;
  /** How many topics one connection may follow at a time. */
  maxSubscriptionsPerClient?: number;
  /** The deployment's Redis: with it, what any instance publishes reaches every instance's clients. */
  redis?: Redis;
  /** Between instances: a user's sessions that end on one are checked on every one. */
  bus?: Bus;
}

/** The bus channel on which an instance says a user's sessions ended (`{ from, userId }`). */
const SESSIONS_ENDED = 'live:sessions-ended';

const BAD_CREDENTIALS = 4;
/** About 150 chat lines of the largest kind; a reader further behind than this is gone. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Clients only log in and subscribe: a CONNECT with its token, SUBSCRIBEs to a few topics. */
const MAX_PACKET_BYTES = 64 * 1024;
/**
 * The longest keep-alive a client may ask for, in seconds (mqtt.js asks 60). Aedes refuses 0 and
 * anything longer, and hangs up on a client silent for one and a half of its keep-alives, so no
 * client holds a connection without speaking.
 */
const MAX_KEEPALIVE_SECONDS = 120;
/** A client that has not sent its CONNECT by then is dropped. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A browser follows the public help topics, its own topic and one per chat of its own. */
const MAX_SUBSCRIPTIONS_PER_CLIENT = 100;

/** The publisher, plus the means to drop connections whose session has ended. */
export interface LiveChannel extends LivePublisher {
  /** Closes this instance's connections (of `userId`, or all) whose session is no longer valid. */
  revalidateSessions(userId?: string): Promise<void>;
  /**
   * Sessions of `userId` ended (logout, new password, account gone): every instance closes that
   * user's connections whose session is no longer valid, so a private event never reaches a
   * browser logged out elsewhere.
   */
  sessionsEnded(userId: string): Promise<void>;
  /** Adds the features' topics; until a topic is allowed here, every subscription to it is refused. */
  allow(rules: readonly TopicRule[]): void;
  /**
   * Hears what this instance publishes, and only that (not what reaches it from the others), so
   * work done once per event (web push) is done by the instance that made the event.
   */
  onLocalPublish(listener: LocalPublishListener): void;
  /** Whether `userId` has a logged-in live connection open now, on any instance. */
  isConnected(userId: string): Promise<boolean>;
}

export type LocalPublishListener = (topic: string, event: LiveEvent) => void;

/**
 * The live channel: an embedded Aedes broker spoken to as MQTT over WebSocket at /mqtt.
 * The server is the only publisher; browsers subscribe within the rules the features declare.
 */

export async function registerLiveChannel(
  app: FastifyInstance,
  options: LiveChannelOptions,
): Promise<LiveChannel> {
  const sessions = new Map<Client, { userId: string; token: string; connectionId: string }>();
  const rules: TopicRule[] = [];
  const localListeners: LocalPublishListener[] = [];
  const presence = createPresence(options.redis, (err) =>
    app.log.warn({ err }, 'live presence failed'),
  );
  const subscriptions = new SubscriptionCap<Client>(
    options.maxSubscriptionsPerClient ?? MAX_SUBSCRIPTIONS_PER_CLIENT,
  );
  const broker = await Aedes.createBroker({
    ...(options.redis
      ? { mq: redisEmitter(options.redis, (err) => app.log.warn({ err }, 'live redis failed')) }
      : {}),
    keepaliveLimit: MAX_KEEPALIVE_SECONDS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A frozen subscriber is cut off after this long instead of holding up everyone else.
    drainTimeout: options.drainTimeoutMs ?? 5_000,
    authenticate: (client, _username, password, done) => {
      if (!password || password.length === 0) return done(null, true);
      options.userForToken(password.toString()).then(
        (userId) => {
          if (userId) {
            // An id of ours: MQTT client ids are the client's choice, and need not be unique.
            const connectionId = randomUUID();
            sessions.set(client, { userId, token: password.toString(), connectionId });
            presence.add(connectionId, userId);
            return done(null, true);
          }
          const error = new Error('Ugyldig session') as AuthenticateError;
          error.returnCode = BAD_CREDENTIALS;
          done(error, false);
        },
        (err: unknown) => done(err as AuthenticateError, false),
      );
    },
    authorizePublish: (_client, _packet, callback) => {
      // Writes go through the REST API, which checks who may do what.
      callback(new Error('Klienter må ikke publicere'));
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const userId = sessions.get(client)?.userId;
      const need = subscriptionNeed(subscription.topic, options.topicRoot, rules, userId);
      if (need.kind === 'refused' || (need.kind !== 'allowed' && !userId)) {
        return callback(null, null);
      }
      const release = subscriptions.take(client, subscription.topic);
      if (!release) return callback(null, null);
      if (need.kind === 'allowed') return callback(null, subscription);
      need.participant(need.id, userId!).then(
        (allowed) => {
          if (!allowed) release();
          callback(null, allowed ? subscription : null);
        },
        () => {
          release();
          callback(null, null);
        },
      );
    },
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(
    '/mqtt',
    {
      websocket: true,
      preValidation: [
        sameOriginOnly(options.publicUrl),
        websocketCap(options.websocketsPerAddress),
      ],
    },
    (socket, request) => {
      const bounds = { maxBufferedBytes: MAX_BUFFERED_BYTES, maxPacketBytes: MAX_PACKET_BYTES };
      broker.handle(boundedSocketStream(socket, bounds), request.raw);
    },
  );
  broker.on('unsubscribe', (topics, client) => subscriptions.drop(client, topics));
  const endSession = (client: Client) => {
    const session = sessions.get(client);
    if (session) presence.remove(session.connectionId);
    sessions.delete(client);
  };
  broker.on('clientDisconnect', (client) => {
    endSession(client);
    subscriptions.forget(client);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    presence.close();
  });

  const revalidateSessions = async (userId?: string) => {
    const checks = [...sessions].map(async ([client, session]) => {
      if (userId !== undefined && session.userId !== userId) return;
      if ((await options.userForToken(session.token)) === session.userId) return;
      endSession(client);
      client.close();
    });
    await Promise.all(checks);
  };
  const { bus } = options;
  // This instance's own word comes back over the bus; it has checked its connections already.
  const origin = randomUUID();
  await bus?.subscribe(SESSIONS_ENDED, (message) => {
    const { from, userId } = JSON.parse(message) as { from: string; userId: string };
    if (from === origin) return;
    revalidateSessions(userId).catch((err: unknown) =>
      app.log.warn({ err }, 'live sessions could not be checked'),
    );
  });

  return {
    topics: liveTopics(options.topicRoot),
    allow(more) {
      rules.push(...more);
    },
    revalidateSessions,
    async sessionsEnded(userId) {
      // This instance's own connections at once; the others when the word reaches them.
      await revalidateSessions(userId);
      await bus?.publish(SESSIONS_ENDED, JSON.stringify({ from: origin, userId }));
    },
    onLocalPublish(listener) {
      localListeners.push(listener);
    },
    isConnected: (userId) => presence.isConnected(userId),
    publish(topic: string, event: LiveEvent) {
      for (const listener of localListeners) {
        try {
          listener(topic, event);
        } catch (err) {
          // A listener's fault never stops the event from reaching the browsers.
          app.log.error({ err, topic }, 'live listener failed');
        }
      }
      broker.publish(
        {
          cmd: 'publish',
          topic,
          payload: JSON.stringify(event),
          qos: 0,
          retain: false,
          dup: false,
        },
        (err) => {
          if (err) app.log.error({ err, topic }, 'live publish failed');
        },
      );
    },
  };
}
