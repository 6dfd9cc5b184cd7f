import { endpoints } from './endpoint';
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  vapidPublicKeySchema,
} from './push';
import { PUSH_ERRORS as E } from './push-errors';
import { z } from './zod-da';

const success = z.object({ success: z.literal(true) });

/** Web push: the browser's subscriptions and what its person wants to be told. */
export const pushApi = endpoints('push', {
  vapidPublicKey: {
    method: 'GET',
    path: '/api/push/vapid-public-key',
    answer: vapidPublicKeySchema,
    auth: 'public',
  },
  subscribe: {
    method: 'POST',
    path: '/api/push/subscribe',
    body: pushSubscriptionSchema,
    answer: success,
    errors: [E.PUSH_ENDPOINT_NOT_ALLOWED],
    auth: 'member',
  },
  unsubscribe: {
    method: 'DELETE',
    path: '/api/push/subscribe',
    body: pushUnsubscribeSchema,
    answer: success,
    errors: [E.PUSH_SUBSCRIPTION_NOT_FOUND],
    auth: 'member',
  },
  preferences: {
    method: 'GET',
    path: '/api/push/preferences',
    answer: pushPreferencesSchema,
    auth: 'member',
  },
  setPreferences: {
    method: 'PUT',
    path: '/api/push/preferences',
    body: pushPreferencesSchema,
    answer: pushPreferencesSchema,
    auth: 'member',
  },
});
