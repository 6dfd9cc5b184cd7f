import type { PushPreferences } from '@havhjaelp/common/push';
import { pushApi } from '@havhjaelp/common/push-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const preferencesQuery = queryOptions({
  queryKey: pushApi.preferences.key,
  queryFn: ({ signal }) => call(pushApi.preferences, { signal }),
});

/** Saves the choices; the answer is what the server keeps. */
export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PushPreferences) =>
      call(pushApi.setPreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(pushApi.preferences.key, saved),
  });
}

export const vapidPublicKey = async () => (await call(pushApi.vapidPublicKey)).publicKey;

export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  call(pushApi.subscribe, {
    body: {
      endpoint: subscription.endpoint ?? '',
      expirationTime: subscription.expirationTime ?? null,
      keys: {
        p256dh: subscription.keys?.p256dh ?? '',
        auth: subscription.keys?.auth ?? '',
      },
    },
  });

export const forgetSubscription = (endpoint: string) =>
  call(pushApi.unsubscribe, { body: { endpoint } });
