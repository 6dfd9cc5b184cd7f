/** What a subscription needs, decided from the topic alone (pure; the chat check needs the db). */
export type SubscriptionNeed =
  { kind: 'public' } | { kind: 'self' } | { kind: 'chat'; requestId: string } | { kind: 'refused' };

const ID = '[A-Za-z0-9-]{1,64}';

/**
 * The live channel's access rules: anyone may follow new requests and status updates; offers
 * need login; a user topic only its user; a chat topic only that request's owner and helper.
 * Wildcards are refused outright, since any of them would widen access past these rules.
 */
export function subscriptionNeed(topic: string, root: string, userId?: string): SubscriptionNeed {
  if (topic.includes('+') || topic.includes('#')) return { kind: 'refused' };
  if (topic === `${root}/help/new` || topic === `${root}/help/update`) return { kind: 'public' };
  if (!userId) return { kind: 'refused' };
  if (topic === `${root}/help/response`) return { kind: 'public' };
  if (topic === `${root}/user/${userId}/messages`) return { kind: 'self' };
  const chat = new RegExp(`^${escape(root)}/help/(${ID})/chat$`).exec(topic);
  if (chat) return { kind: 'chat', requestId: chat[1]! };
  return { kind: 'refused' };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Browsers must connect from the app's own origin; clients without an Origin are not browsers. */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  return origin === new URL(publicUrl).origin;
}
