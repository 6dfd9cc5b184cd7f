import type { LiveEventOf as EventsOfList, TopicSpec } from './contract';
import type { FEATURE_CONTRACTS } from './features';
import { APP_CONTRACT } from './features';

/** Every event of the live channel, each feature's merged. */
export const liveEventSchema = APP_CONTRACT.liveEventSchema;
export type LiveEvent = EventsOfList<typeof FEATURE_CONTRACTS>;
export type LiveAction = LiveEvent['action'];
export type LiveEventOf<A extends LiveAction> = Extract<LiveEvent, { action: A }>;

/**
 * A topic name that carries only the events `A`: still a plain string for MQTT, but publishing
 * another event on it does not compile.
 */
export type LiveTopic<A extends LiveAction> = string & { readonly __carries: A };

type TopicTable = typeof APP_CONTRACT.topics;
type Carried<S extends TopicSpec> = S['carries'][number] & LiveAction;
type TopicName<S extends TopicSpec> = S['path'] extends `${string}{id}${string}`
  ? (id: string) => LiveTopic<Carried<S>>
  : LiveTopic<Carried<S>>;

/** The topics of the live channel under MQTT_TOPIC_ROOT (SPEC.md section 7), by name. */
export type LiveTopics = { [K in keyof TopicTable]: TopicName<TopicTable[K]> };

/** Each topic's path under the root; `{id}` stands for one id. */
export const LIVE_TOPIC_PATHS = Object.fromEntries(
  Object.entries(APP_CONTRACT.topics).map(([name, spec]) => [name, spec.path]),
) as { [K in keyof TopicTable]: TopicTable[K]['path'] };

export function liveTopics(root: string): LiveTopics {
  return Object.fromEntries(
    Object.entries(APP_CONTRACT.topics).map(([name, { path }]) => [
      name,
      path.includes('{id}')
        ? (id: string) => `${root}/${path.replace('{id}', id)}`
        : `${root}/${path}`,
    ]),
  ) as LiveTopics;
}
