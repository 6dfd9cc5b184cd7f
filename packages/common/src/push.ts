import { z } from './zod-da';

// Web push (issue 27): what a browser subscribes with, what a person chooses to be told, and
// what a notification carries. The sender and the screens share these.

export const PUSH_MESSAGES = {
  subscriptionInvalid: 'Browserens push-abonnement er ugyldigt',
  endpointInvalid: 'Push-adressen er ugyldig',
  keysInvalid: 'Push-abonnementets nøgler er ugyldige',
  radiusRange: 'Radius skal være et helt antal km mellem 1 og 200',
  homeInvalid: 'Hjemhavnen skal være en gyldig position',
  choiceRequired: 'Angiv om du vil have besked (til eller fra)',
} as const;

/** What a screen says when a push call failed without a message of the server's. */
export const PUSH_FAILURES = {
  preferences: 'Kunne ikke hente dine indstillinger for notifikationer',
  savePreferences: 'Kunne ikke gemme dine indstillinger for notifikationer',
  subscribe: 'Kunne ikke slå notifikationer til i denne browser',
  unsupported: 'Denne browser kan ikke vise notifikationer fra Havhjælp',
  denied: 'Notifikationer er blokeret for Havhjælp i browserens indstillinger',
} as const;

/** Critical calls are pushed within this distance by default: the emergency alert's figure. */
export const DEFAULT_PUSH_RADIUS_KM = 50;
export const MAX_PUSH_RADIUS_KM = 200;

/** A key of a subscription, base64url as the Push API gives it (RFC 8291). */
const keyPart = z
  .string({ error: PUSH_MESSAGES.keysInvalid })
  .min(16, { error: PUSH_MESSAGES.keysInvalid })
  .max(200, { error: PUSH_MESSAGES.keysInvalid })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.keysInvalid });

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(1000, { error: PUSH_MESSAGES.endpointInvalid })
  .pipe(z.url({ protocol: /^https?$/, error: PUSH_MESSAGES.endpointInvalid }));

/** `PushSubscription.toJSON()` as the browser gives it: `POST /api/push/subscribe`. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: keyPart, auth: keyPart }, { error: PUSH_MESSAGES.keysInvalid }),
  },
  { error: PUSH_MESSAGES.subscriptionInvalid },
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/push/subscribe`: the subscription to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

const choice = z.boolean({ error: PUSH_MESSAGES.choiceRequired });

/** What a person wants to be told with the app closed: all off until turned on in Settings. */
export const pushPreferencesSchema = z.object({
  /** Critical calls within `radiusKm` of the latest fix or of `home`. */
  critical: choice,
  /** Urgent calls in the same area. */
  urgent: choice,
  radiusKm: z
    .number({ error: PUSH_MESSAGES.radiusRange })
    .int({ error: PUSH_MESSAGES.radiusRange })
    .min(1, { error: PUSH_MESSAGES.radiusRange })
    .max(MAX_PUSH_RADIUS_KM, { error: PUSH_MESSAGES.radiusRange }),
  /** A home harbour chosen on the map; null: the latest fix of this person's own. */
  home: z
    .object(
      {
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
      },
      { error: PUSH_MESSAGES.homeInvalid },
    )
    .nullable(),
  /** Offers, acceptances, status changes and chat lines on calls this person is in. */
  offers: choice,
  chat: choice,
  directMessages: choice,
  friendRequests: choice,
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  critical: false,
  urgent: false,
  radiusKm: DEFAULT_PUSH_RADIUS_KM,
  home: null,
  offers: false,
  chat: false,
  directMessages: false,
  friendRequests: false,
};

/** `GET /api/push/vapid-public-key`: the application server key a browser subscribes with. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** What a notification is about; the worker shows it and opens `url` on a click. */
export const PUSH_KINDS = [
  'call',
  'offer',
  'accepted',
  'status',
  'chat',
  'direct_message',
  'friend_request',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * A push message's payload, encrypted for one receiver (RFC 8291). It carries only what that
 * receiver may see: for a call they are not part of, its type, priority, distance and boat name,
 * never its description.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path a click opens: the call's details or the chat. */
  url: z.string().startsWith('/'),
  /** Notifications with one tag replace each other (one per call or chat). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
