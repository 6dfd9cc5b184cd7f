/**
 * A connection's pace of (re)subscribing: true while it has subscribed fewer than `max` times in
 * the last `windowMs`. Each subscription costs a snapshot of every ship in its boxes, so a client
 * re-subscribing in a loop would have the server send hundreds of megabytes.
 */
export function subscriptionPace(max: number, windowMs: number, now: () => number): () => boolean {
  /** The times of the last `max` subscriptions, oldest first. */
  const times: number[] = [];
  return () => {
    const at = now();
    if (times.length === max && at - times[0]! < windowMs) return false;
    times.push(at);
    if (times.length > max) times.shift();
    return true;
  };
}
