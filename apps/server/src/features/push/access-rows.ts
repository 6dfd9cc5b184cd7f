import { DEFAULT_PUSH_PREFERENCES } from '@havhjaelp/common/push';
import { everyone, members, type AccessRow } from '../../test/access/access-table';

/** A subscription as a browser gives it, to Firefox's push service (allowed by default). */
const subscription = (as: string) => ({
  endpoint: `https://updates.push.services.mozilla.com/wpush/v2/access-${as}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/**
 * Web push: the public key is anyone's (a browser needs it to subscribe); every other route acts
 * on the caller's own subscriptions and choices. Nobody in the scene has a subscription, so
 * forgetting one is a 404 for every member: one of someone else's is found no more than none
 * (push.test.ts shows it with a subscription of another's).
 */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/push/vapid-public-key', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/push/subscribe',
    call: (_scene, as) => ({ body: subscription(as) }),
    expect: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/push/subscribe',
    call: () => ({ body: { endpoint: subscription('owner').endpoint } }),
    expect: members(404),
  },
  { method: 'GET', route: '/api/push/preferences', expect: members(200) },
  {
    method: 'PUT',
    route: '/api/push/preferences',
    call: () => ({ body: { ...DEFAULT_PUSH_PREFERENCES, critical: true } }),
    expect: members(200),
  },
];
