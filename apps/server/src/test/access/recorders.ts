import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TopicRule } from '../../live/acl';
import type { LiveChannel, registerLiveChannel } from '../../live/broker';

type RegisterLiveChannel = typeof registerLiveChannel;

/** A route as the app registered it: one method, the URL pattern with its prefix. */
export interface RecordedRoute {
  method: string;
  url: string;
  /** The route's `config.auth`, as the authentication hook reads it. */
  auth: unknown;
}

const recorded = new WeakMap<FastifyInstance, RecordedRoute[]>();

/** Every route `app` registered, in order (HEAD twins of GET routes included). */
export function routesOf(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('this app was not made by the recording Fastify (vi.mock it)');
  return routes;
}

type FastifyFactory = (...args: unknown[]) => FastifyInstance;

/**
 * Fastify's module with a factory that records every route of every instance it makes, from the
 * first: `vi.mock('fastify', ...)` with it lists the real app's routes without the app's help.
 */
export function recordingFastify<M extends { default: unknown }>(actual: M): M {
  const make = actual.default as FastifyFactory;
  const recording: FastifyFactory = (...args) => {
    const app = make(...args);
    const routes: RecordedRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url, auth: route.config?.auth });
      }
    });
    return app;
  };
  return { ...actual, default: recording };
}

const declaredTopics = new WeakMap<FastifyInstance, TopicRule[]>();
const channels = new WeakMap<FastifyInstance, LiveChannel>();

/** `app`'s live channel, for a test to publish as the server does. */
export function liveChannelOf(app: FastifyInstance): LiveChannel {
  const channel = channels.get(app);
  if (!channel) throw new Error('this app’s live channel was not recorded (vi.mock live/broker)');
  return channel;
}

/** Every topic rule the features gave `app`'s live channel. */
export function topicRulesOf(app: FastifyInstance): TopicRule[] {
  const rules = declaredTopics.get(app);
  if (!rules) throw new Error('this app’s live channel was not recorded (vi.mock live/broker)');
  return rules;
}

/**
 * The broker module with a `registerLiveChannel` that records the topic rules the features allow:
 * `vi.mock('../../live/broker', ...)` with it lists what the features declare.
 */
export function recordingLiveChannel<M extends { registerLiveChannel: RegisterLiveChannel }>(
  actual: M,
): M {
  const recording: RegisterLiveChannel = async (app, options) => {
    const channel = await actual.registerLiveChannel(app, options);
    const rules: TopicRule[] = [];
    declaredTopics.set(app, rules);
    channels.set(app, channel);
    const allow = channel.allow.bind(channel);
    channel.allow = (more) => {
      rules.push(...more);
      allow(more);
    };
    return channel;
  };
  return { ...actual, registerLiveChannel: recording };
}
