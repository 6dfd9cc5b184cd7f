/** The topics each live client follows, at most `max` of them. */
export class SubscriptionCap<Client extends object> {
  private readonly topics = new WeakMap<Client, Set<string>>();

  constructor(readonly max: number) {}

  /**
   * Counts `topic` for `client` (already followed topics count once): answers how to take it back
   * if the subscription is refused after all, or undefined when the client follows `max` already.
   */
  take(client: Client, topic: string): (() => void) | undefined {
    let topics = this.topics.get(client);
    if (!topics) this.topics.set(client, (topics = new Set()));
    if (topics.has(topic)) return () => undefined;
    if (topics.size >= this.max) return undefined;
    topics.add(topic);
    return () => topics.delete(topic);
  }

  drop(client: Client, topics: readonly string[]): void {
    for (const topic of topics) this.topics.get(client)?.delete(topic);
  }

  forget(client: Client): void {
    this.topics.delete(client);
  }
}
