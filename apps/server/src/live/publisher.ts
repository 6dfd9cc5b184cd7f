import type { LiveAction, LiveEventOf, LiveTopic, LiveTopics } from '@havhjaelp/common/live';

/** How features announce changes on the live channel; the server is its only publisher. */
export interface LivePublisher {
  topics: LiveTopics;
  publish<A extends LiveAction>(topic: LiveTopic<A>, event: LiveEventOf<A>): void;
}
