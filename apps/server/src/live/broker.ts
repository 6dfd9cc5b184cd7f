import websocket from '@fastify/websocket';
import { liveTopics, type LiveEvent } from '@havhjaelp/common/live';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { sameOriginOnly } from '../http/same-origin';
import { subscriptionNeed, type TopicRule } from './acl';
import { boundedSocketStream } from './bounded-stream';
import type { LivePublisher } from './publisher';

export interface LiveChannelOptions {
  topicRoot: string;
  publicUrl: string;
  /** The user id behind a session token, or undefined when the token is not valid. */
  userForToken: (token: string) => Promise<string | undefined>;
  /** How long a subscriber may keep its socket full before it is dropped. */
  drainTimeoutMs?: number;
}

const BAD_CREDENTIALS = 4;
/** About 150 chat lines of the largest kind; a reader further behind than this is gone. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The publisher, plus the means to drop connections whose session has ended. */
export interface LiveChannel extends LivePublisher {
  /** Closes the connections (of `userId`, or all) whose session token is no longer valid. */
  revalidateSessions(userId?: string): Promise<void>;
  /** Adds the features' topics; until a topic is allowed here, every subscription to it is refused. */
  allow(rules: readonly TopicRule[]): void;
}

/**
 * The live channel: an embedded Aedes broker spoken to as MQTT over WebSocket at /mqtt.
 * The server is the only publisher; browsers subscribe within the rules the features declare.
 */

export async function registerLiveChannel(
  app: FastifyInstance,
  options: LiveChannelOptions,
): Promise<LiveChannel> {
  const sessions = new Map<Client, { userId: string; token: string }>();
  const rules: TopicRule[] = [];
  const broker = await Aedes.createBroker({
    // A frozen subscriber is cut off after this long instead of holding up everyone else.
    drainTimeout: options.drainTimeoutMs ?? 5_000,
    authenticate: (client, _username, password, done) => {
      if (!password || password.length === 0) return done(null, true);
      options.userForToken(password.toString()).then(
        (userId) => {
          if (userId) {
            sessions.set(client, { userId, token: password.toString() });
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
      if (need.kind === 'allowed') return callback(null, subscription);
      if (need.kind === 'refused' || !userId) return callback(null, null);
      need.participant(need.id, userId).then(
        (allowed) => callback(null, allowed ? subscription : null),
        () => callback(null, null),
      );
    },
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(
    '/mqtt',
    {
      websocket: true,
      preValidation: sameOriginOnly(options.publicUrl),
    },
    (socket, request) => {
      broker.handle(boundedSocketStream(socket, MAX_BUFFERED_BYTES), request.raw);
    },
  );
  broker.on('clientDisconnect', (client) => sessions.delete(client));
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
  });

  return {
    topics: liveTopics(options.topicRoot),
    allow(more) {
      rules.push(...more);
    },
    async revalidateSessions(userId?: string) {
      const checks = [...sessions].map(async ([client, session]) => {
        if (userId !== undefined && session.userId !== userId) return;
        if ((await options.userForToken(session.token)) === session.userId) return;
        sessions.delete(client);
        client.close();
      });
      await Promise.all(checks);
    },
    publish(topic: string, event: LiveEvent) {
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
