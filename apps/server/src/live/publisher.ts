import type { LiveEvent, LiveTopics } from '@havhjaelp/common/live';

/** How features announce changes on the live channel; the server is its only publisher. */
export interface LivePublisher {
  topics: LiveTopics;
  publish(topic: string, event: LiveEvent): void;
}
