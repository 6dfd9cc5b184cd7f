import { PUSH_FAILURES } from '@havhjaelp/common/push';

/** This browser and notifications: none, blocked, not yet subscribed, or subscribed. */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the app's worker before saying notifications cannot be turned on. */
const WORKER_WAIT_MS = 10_000;

/** A refusal to say as it is (PUSH_FAILURES), not as a failed request. */
export class PushRefusal extends Error {
  override name = 'PushRefusal';
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The key the server gave (base64url), as `pushManager.subscribe` takes it. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's subscription, if it has one; never waits for a worker that is not there. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether notifications are allowed, blocked or not yet asked: from the Permissions API where the
 * browser has it (Chromium's headless shell, for one, says 'denied' in Notification.permission
 * whatever was granted), else from Notification.permission.
 */
async function notificationPermission(): Promise<NotificationPermission> {
  try {
    const { state } = await navigator.permissions.query({ name: 'notifications' });
    return state === 'prompt' ? 'default' : state;
  } catch {
    return Notification.permission;
  }
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if ((await notificationPermission()) === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

function withinWorkerWait<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PushRefusal(PUSH_FAILURES.subscribe)),
      WORKER_WAIT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * Asks the browser's permission (only ever from a click) and subscribes through the app's worker
 * with the server's key; answers the subscription to send to the server.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushRefusal(PUSH_FAILURES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefusal(PUSH_FAILURES.denied);
  // The question closed unanswered: nothing is blocked, and the person may ask again.
  if (permission !== 'granted') throw new PushRefusal(PUSH_FAILURES.subscribe);
  const registration = await withinWorkerWait(navigator.serviceWorker.ready);
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    }));
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint for the server to forget, if any. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
