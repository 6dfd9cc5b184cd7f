import { pushPayloadSchema, type PushPayload } from '@havhjaelp/common/push';

/** The app's icon, in the notification and as its small badge. */
const ICON = '/icons/icon-192.png';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * What a push message shows: the server's payload (pushPayloadSchema) as a notification whose
 * click opens its `url`; null for a payload that is not one (never shown half-read).
 */
export function notificationFor(data: unknown): ShownNotification | null {
  const parsed = pushPayloadSchema.safeParse(data);
  if (!parsed.success) return null;
  const payload: PushPayload = parsed.data;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      lang: 'da',
      data: { url: payload.url },
    },
  };
}

/** The push message's JSON; undefined when it has no body or the body is not JSON. */
export function pushJson(message: { json(): unknown } | null): unknown {
  try {
    return message?.json();
  } catch {
    return undefined;
  }
}

/**
 * The address a click opens: the notification's app path on this origin. Anything else (another
 * origin, a path that is not one) opens the dashboard, so a notification never leads elsewhere.
 */
export function clickTarget(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  const target = url.startsWith('/') && !url.startsWith('//') ? new URL(url, origin) : null;
  return target && target.origin === origin ? target.href : `${origin}/`;
}
