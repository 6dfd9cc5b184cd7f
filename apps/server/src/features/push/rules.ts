import type { ChatMessage } from '@havhjaelp/common/chats';
import { distanceKm, KM_PER_NAUTICAL_MILE, type LatLng } from '@havhjaelp/common/geo';
import { HELP_TYPE_LABELS, type HelpStatus } from '@havhjaelp/common/help';
import { positionSeenFrom } from '@havhjaelp/common/help-precision';
import type { LiveEvent } from '@havhjaelp/common/live';
import { formatNauticalMiles } from '@havhjaelp/common/nautical-format';
import type { PushPayload, PushPreferences } from '@havhjaelp/common/push';
import { callDetailsPath, ROUTES } from '@havhjaelp/common/routes';
import { RETENTION } from '@havhjaelp/common/limits';
import type { CallFacts } from './call-facts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The targeting fix is a position like any other: deleted once 90 days old (SPEC.md section 9). */
export const targetingKeptSince = (now: Date): string =>
  new Date(now.getTime() - RETENTION.positionLogDays * DAY_MS).toISOString();

/**
 * Whether a subscription's endpoint belongs to one of the allowed push services: same scheme, host
 * and port as an origin of the list, or a subdomain of an origin written `https://*.host`. Only
 * these are ever called, so a subscription cannot make the server call an address of its choosing.
 */
export function originAllowed(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in the URL are no push service's; they would only dress up another address.
  if (url.username !== '' || url.password !== '') return false;
  return origins.some((allowed) => {
    const wildcard = allowed.includes('://*.');
    let pattern: URL;
    try {
      pattern = new URL(wildcard ? allowed.replace('://*.', '://') : allowed);
    } catch {
      return false;
    }
    if (pattern.protocol !== url.protocol || pattern.port !== url.port) return false;
    return wildcard
      ? url.hostname.endsWith(`.${pattern.hostname}`)
      : url.hostname === pattern.hostname;
  });
}

/** A person who might be told of a new call: their choices and their latest fix, if kept. */
export interface CallCandidate {
  userId: string;
  preferences: PushPreferences;
  fix: LatLng | null;
}

export interface CallReceiver {
  userId: string;
  distanceNm: number;
}

/** The centre of a person's area: the home harbour when chosen, else the latest fix. */
export const areaCentre = (candidate: CallCandidate): LatLng | null =>
  candidate.preferences.home ?? candidate.fix;

/**
 * Who is told of a new call: those who chose its priority (critical, or urgent) and whose area
 * (`radiusKm` around the home harbour or the latest fix) holds it; never its owner, and nobody
 * for a normal call. The distance told is to the position the receiver may see (see
 * help-precision.ts): precise when their latest fix is near the call, else the rounded one.
 */
export function callAudience(
  call: Pick<CallFacts, 'ownerId' | 'priority' | 'position'>,
  candidates: readonly CallCandidate[],
): CallReceiver[] {
  if (call.priority === 'normal') return [];
  return candidates.flatMap((candidate) => {
    const { preferences } = candidate;
    if (candidate.userId === call.ownerId) return [];
    if (!(call.priority === 'critical' ? preferences.critical : preferences.urgent)) return [];
    const centre = areaCentre(candidate);
    if (!centre) return [];
    if (distanceKm(centre, call.position) > preferences.radiusKm) return [];
    // Told as far as the place the receiver may see: precise only from a fix near the call.
    const seen = positionSeenFrom(call.position, candidate.fix);
    return [
      { userId: candidate.userId, distanceNm: distanceKm(centre, seen) / KM_PER_NAUTICAL_MILE },
    ];
  });
}

/** What a live event may be worth telling with the app closed. */
export type PushNeed =
  | { kind: 'call'; callId: string }
  | { kind: 'offer'; callId: string }
  | { kind: 'status'; callId: string; status: HelpStatus }
  | { kind: 'chat'; line: ChatMessage }
  | { kind: 'direct_message'; receiverId: string; line: ChatMessage }
  | { kind: 'friend_request'; receiverId: string; senderId: string; senderName: string };

/** Statuses the other person hears of; 'offered' is told as the offer itself. */
const TOLD_STATUSES: readonly HelpStatus[] = [
  'accepted',
  'on_way',
  'arrived',
  'resolved',
  'cancelled',
];

/**
 * The push an event this instance published may call for. `helpChatTopic` names the help chat a
 * chat line is on: only the help chat's lines are told as such (direct messages come as their own
 * event).
 */
export function needOf(
  topic: string,
  event: LiveEvent,
  helpChatTopic: (callId: string) => string,
): PushNeed | undefined {
  switch (event.action) {
    case 'new_help_request':
      return event.data.priority === 'normal' ? undefined : { kind: 'call', callId: event.data.id };
    case 'new_response':
      return { kind: 'offer', callId: event.data.requestId };
    case 'status_updated':
      return TOLD_STATUSES.includes(event.data.status)
        ? { kind: 'status', callId: event.data.id, status: event.data.status }
        : undefined;
    case 'chat_message':
      return topic === helpChatTopic(event.data.requestId)
        ? { kind: 'chat', line: event.data }
        : undefined;
    case 'direct_message':
      // Told twice, to the receiver and to the writer's other devices, each naming the chat after
      // the other person: the receiver's copy is the one whose chat is named after the writer.
      return event.data.requestId === event.data.sender_id
        ? { kind: 'direct_message', receiverId: event.data.receiver_id, line: event.data }
        : undefined;
    case 'friend_request':
      return {
        kind: 'friend_request',
        receiverId: event.data.receiverId,
        senderId: event.data.senderId,
        senderName: event.data.senderUsername,
      };
    default:
      return undefined;
  }
}

/**
 * Who hears of a status change: the change tells the person who did not make it. The owner
 * accepts and ends a call, so the helper hears; the helper reports the way, so the owner hears.
 */
export function statusReceiver(
  status: HelpStatus,
  call: Pick<CallFacts, 'ownerId' | 'helperId'>,
): string | null {
  if (status === 'on_way' || status === 'arrived') return call.ownerId;
  return call.helperId;
}

/** The other person of a help chat: the owner hears the helper's lines and the other way. */
export function chatReceiver(
  writerId: string,
  call: Pick<CallFacts, 'ownerId' | 'helperId'>,
): string | null {
  if (writerId === call.ownerId) return call.helperId;
  if (writerId === call.helperId) return call.ownerId;
  return null;
}

/** Which choice turns a kind of push about one's own calls and friends on. */
export function chosen(
  preferences: PushPreferences,
  kind: Exclude<PushNeed['kind'], 'call'>,
): boolean {
  switch (kind) {
    case 'offer':
    case 'status':
      return preferences.offers;
    case 'chat':
      return preferences.chat;
    case 'direct_message':
      return preferences.directMessages;
    case 'friend_request':
      return preferences.friendRequests;
  }
}

/** A chat line as a notification shows it: a glimpse, not the whole of a long line. */
export const MAX_BODY_CHARS = 120;
const glimpse = (text: string) =>
  text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS - 1)}…` : text;

/** A click opens the call's details, from which its chat opens too. */
const callUrl = callDetailsPath;
const callTag = (callId: string) => `call-${callId}`;

/**
 * A new call nearby, as someone with no part in it may see it: its type, priority, boat name and
 * distance; never its description or who made it.
 */
export function callPayload(call: CallFacts, distanceNm: number): PushPayload {
  return {
    kind: 'call',
    title: call.priority === 'critical' ? 'Kritisk kald i nærheden' : 'Haster: kald i nærheden',
    body: `${HELP_TYPE_LABELS[call.type]} · ${call.boatName} · ${formatNauticalMiles(distanceNm)} væk`,
    url: callUrl(call.id),
    tag: callTag(call.id),
  };
}

export function offerPayload(call: CallFacts): PushPayload {
  return {
    kind: 'offer',
    title: 'Nyt tilbud om hjælp',
    body: `Nogen tilbyder at hjælpe ${call.boatName}`,
    url: callUrl(call.id),
    tag: callTag(call.id),
  };
}

const STATUS_TEXTS: Partial<Record<HelpStatus, string>> = {
  on_way: 'Hjælperen er på vej',
  arrived: 'Hjælperen er fremme',
  resolved: 'Kaldet er afsluttet som løst',
  cancelled: 'Kaldet er annulleret',
};

export function statusPayload(call: CallFacts, status: HelpStatus): PushPayload {
  if (status === 'accepted') {
    return {
      kind: 'accepted',
      title: 'Dit tilbud er taget imod',
      body: `${call.boatName} venter på din hjælp`,
      url: callUrl(call.id),
      tag: callTag(call.id),
    };
  }
  return {
    kind: 'status',
    title: STATUS_TEXTS[status] ?? 'Kaldet har skiftet status',
    body: call.boatName,
    url: callUrl(call.id),
    tag: callTag(call.id),
  };
}

/** A help chat's line, to the other person of the call, who may read it anyway. */
export function chatPayload(call: CallFacts, line: ChatMessage): PushPayload {
  return {
    kind: 'chat',
    title: `${line.userName} skriver om ${call.boatName}`,
    body: glimpse(line.message),
    url: callUrl(call.id),
    tag: `chat-${call.id}`,
  };
}

export function directMessagePayload(line: ChatMessage): PushPayload {
  return {
    kind: 'direct_message',
    title: `Besked fra ${line.userName}`,
    body: glimpse(line.message),
    url: ROUTES.friends,
    tag: `dm-${line.userId}`,
  };
}

export function friendRequestPayload(senderId: string, senderName: string): PushPayload {
  return {
    kind: 'friend_request',
    title: 'Ny venneanmodning',
    body: `${senderName} vil gerne være venner`,
    url: ROUTES.friends,
    tag: `friend-request-${senderId}`,
  };
}
