import type { ChatMessage } from '@havhjaelp/common/chats';
import { distanceKm, KM_PER_NAUTICAL_MILE, type LatLng } from '@havhjaelp/common/geo';
import { publicPosition } from '@havhjaelp/common/help-precision';
import type { LiveEvent } from '@havhjaelp/common/live';
import {
  DEFAULT_PUSH_PREFERENCES,
  pushPayloadSchema,
  type PushPreferences,
} from '@havhjaelp/common/push';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../../config';
import type { CallFacts } from './call-facts';
import {
  callAudience,
  callPayload,
  chatPayload,
  chatReceiver,
  chosen,
  directMessagePayload,
  friendRequestPayload,
  MAX_BODY_CHARS,
  needOf,
  offerPayload,
  originAllowed,
  statusPayload,
  statusReceiver,
  type CallCandidate,
} from './rules';

describe('which endpoints a subscription may name', () => {
  const loopback = [...DEFAULT_PUSH_SERVICE_ORIGINS, 'http://127.0.0.1:4321'];
  it.each<[string, string, boolean]>([
    ['Chrome (FCM)', 'https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', true],
    ['Safari', 'https://web.push.apple.com/QGuQyavXutnMH', true],
    [
      'Windows, a subdomain of the wildcard',
      'https://wns2-db5p.notify.windows.com/w/?token=x',
      true,
    ],
    ['the wildcard domain itself, no subdomain', 'https://notify.windows.com/w/', false],
    ['a look-alike ending in the name', 'https://evilnotify.windows.com/w/', false],
    ['a look-alike domain after the allowed one', 'https://fcm.googleapis.com.evil.dk/x', false],
    ['credentials before another host', 'https://fcm.googleapis.com@evil.dk/x', false],
    ['credentials before the allowed host', 'https://user:pw@fcm.googleapis.com/x', false],
    ['plain http to an allowed host', 'http://fcm.googleapis.com/fcm/send/x', false],
    ['another port of an allowed host', 'https://fcm.googleapis.com:8443/x', false],
    ['the loopback fake on its port', 'http://127.0.0.1:4321/push/1', true],
    ['the loopback on another port', 'http://127.0.0.1:4322/push/1', false],
    ['localhost, which is not the allowed address', 'http://localhost:4321/push/1', false],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data', false],
    ['an internal host', 'https://intranet.local/push', false],
    ['not a URL', 'fcm.googleapis.com/x', false],
    ['a file', 'file:///etc/passwd', false],
  ])('%s', (_case, endpoint, allowed) => {
    expect(originAllowed(endpoint, loopback)).toBe(allowed);
  });
});

const COPENHAGEN = { lat: 55.676, lng: 12.568 };
/** About 37 km (20 sm) west of Copenhagen, in Roskilde. */
const ROSKILDE = { lat: 55.641, lng: 12.08 };
/** About 160 km away, Aarhus. */
const AARHUS = { lat: 56.157, lng: 10.211 };

const call = (over: Partial<CallFacts> = {}): CallFacts => ({
  id: 'call-1',
  ownerId: 'owner',
  helperId: null,
  priority: 'critical',
  type: 'motorstop',
  status: 'active',
  position: COPENHAGEN,
  boatName: 'Havørnen',
  ...over,
});

const candidate = (
  userId: string,
  preferences: Partial<PushPreferences>,
  fix: CallCandidate['fix'],
): CallCandidate => ({
  userId,
  preferences: { ...DEFAULT_PUSH_PREFERENCES, ...preferences },
  fix,
});

describe('who is told of a new call', () => {
  const critical = { critical: true };
  it.each<[string, Partial<CallFacts>, CallCandidate, boolean]>([
    ['critical, fix inside the radius', {}, candidate('u', critical, ROSKILDE), true],
    ['critical, fix outside the radius', {}, candidate('u', critical, AARHUS), false],
    [
      'critical, a wider radius reaching it',
      {},
      candidate('u', { ...critical, radiusKm: 200 }, AARHUS),
      true,
    ],
    [
      'critical, a narrower radius not reaching it',
      {},
      candidate('u', { ...critical, radiusKm: 10 }, ROSKILDE),
      false,
    ],
    [
      'home harbour inside, though the fix is far',
      {},
      candidate('u', { ...critical, home: ROSKILDE }, AARHUS),
      true,
    ],
    [
      'home harbour outside, though the fix is near',
      {},
      candidate('u', { ...critical, home: AARHUS }, ROSKILDE),
      false,
    ],
    ['home harbour and no fix', {}, candidate('u', { ...critical, home: ROSKILDE }, null), true],
    ['no home and no fix', {}, candidate('u', critical, null), false],
    ['critical calls not chosen', {}, candidate('u', { urgent: true }, ROSKILDE), false],
    ['every choice off', {}, candidate('u', {}, ROSKILDE), false],
    [
      'urgent call, urgent chosen',
      { priority: 'urgent' },
      candidate('u', { urgent: true }, ROSKILDE),
      true,
    ],
    [
      'urgent call, only critical chosen',
      { priority: 'urgent' },
      candidate('u', critical, ROSKILDE),
      false,
    ],
    [
      'normal call, everything chosen',
      { priority: 'normal' },
      candidate('u', { critical: true, urgent: true }, ROSKILDE),
      false,
    ],
    ['the owner, however near', {}, candidate('owner', critical, COPENHAGEN), false],
    ['a call whose owner is gone', { ownerId: null }, candidate('u', critical, ROSKILDE), true],
  ])('%s', (_case, over, who, told) => {
    expect(callAudience(call(over), [who]).map(({ userId }) => userId)).toEqual(
      told ? [who.userId] : [],
    );
  });

  it('tells each receiver the distance from their own centre', () => {
    const [near] = callAudience(call(), [candidate('u', { critical: true }, ROSKILDE)]);
    expect(near!.distanceNm).toBeGreaterThan(16);
    expect(near!.distanceNm).toBeLessThan(18);
  });

  // The help feature's rule: only someone last known within 50 km sees a call precisely, so the
  // distance told to anyone else is measured to the rounded position.
  const precise = { lat: 55.676_123, lng: 12.568_345 };
  const toCentre = (centre: LatLng, to: LatLng) => distanceKm(centre, to) / KM_PER_NAUTICAL_MILE;
  it.each<[string, CallCandidate, LatLng]>([
    ['a fix within 50 km: to the precise position', candidate('u', critical, ROSKILDE), precise],
    [
      'home harbour near, fix far: to the rounded position',
      candidate('u', { ...critical, home: ROSKILDE }, AARHUS),
      publicPosition(precise),
    ],
    [
      'home harbour near, no fix: to the rounded position',
      candidate('u', { ...critical, home: ROSKILDE }, null),
      publicPosition(precise),
    ],
  ])('%s', (_case, who, seen) => {
    expect(toCentre(ROSKILDE, precise)).not.toBe(toCentre(ROSKILDE, publicPosition(precise)));
    const [told] = callAudience(call({ position: precise }), [who]);
    expect(told!.distanceNm).toBe(toCentre(ROSKILDE, seen));
  });
});

const line = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'line-1',
  requestId: 'call-1',
  userId: 'helper',
  userName: 'hjælperen',
  message: 'Jeg er der om ti minutter',
  timestamp: '2026-11-28T12:00:00.000Z',
  ...over,
});
const chatTopic = (id: string) => `root/help/${id}/chat`;

describe('what an event calls for', () => {
  const helpRequest = {
    id: 'call-1',
    userName: 'ejer',
    vesselName: 'Havørnen',
    type: 'motorstop',
    status: 'active',
    timestamp: '2026-11-28T12:00:00.000Z',
    position: COPENHAGEN,
    searchRadiusNm: 10,
    helperName: null,
    precise: false,
  } as const;
  const dm = {
    ...line({ requestId: 'writer', userId: 'writer' }),
    sender_id: 'writer',
    receiver_id: 'reader',
    created_at: '2026-11-28T12:00:00.000Z',
  };
  it.each<[string, string, LiveEvent, unknown]>([
    [
      'a critical call',
      'root/help/new',
      { action: 'new_help_request', data: { ...helpRequest, priority: 'critical' } },
      { kind: 'call', callId: 'call-1' },
    ],
    [
      'an urgent call',
      'root/help/new',
      { action: 'new_help_request', data: { ...helpRequest, priority: 'urgent' } },
      { kind: 'call', callId: 'call-1' },
    ],
    [
      'a normal call: nothing',
      'root/help/new',
      { action: 'new_help_request', data: { ...helpRequest, priority: 'normal' } },
      undefined,
    ],
    [
      'an offer',
      'root/help/response',
      { action: 'new_response', data: { requestId: 'call-1' } },
      { kind: 'offer', callId: 'call-1' },
    ],
    [
      'accepted',
      'root/help/update',
      { action: 'status_updated', data: { id: 'call-1', status: 'accepted' } },
      { kind: 'status', callId: 'call-1', status: 'accepted' },
    ],
    [
      "'offered', told as the offer: nothing",
      'root/help/update',
      { action: 'status_updated', data: { id: 'call-1', status: 'offered' } },
      undefined,
    ],
    [
      'back to active (the helper gone): nothing',
      'root/help/update',
      { action: 'status_updated', data: { id: 'call-1', status: 'active' } },
      undefined,
    ],
    [
      "a help chat's line on its own chat",
      chatTopic('call-1'),
      { action: 'chat_message', data: line() },
      { kind: 'chat', line: line() },
    ],
    [
      'a chat line on a topic not its help chat: nothing',
      chatTopic('call-2'),
      { action: 'chat_message', data: line() },
      undefined,
    ],
    [
      "a direct message, the receiver's copy",
      'root/user/reader/messages',
      { action: 'direct_message', data: dm },
      { kind: 'direct_message', receiverId: 'reader', line: dm },
    ],
    [
      "a direct message, the writer's own copy: nothing",
      'root/user/writer/messages',
      { action: 'direct_message', data: { ...dm, requestId: 'reader' } },
      undefined,
    ],
    [
      'a friend request',
      'root/user/reader/messages',
      {
        action: 'friend_request',
        data: {
          id: 'r1',
          senderId: 'writer',
          senderUsername: 'skipper',
          receiverId: 'reader',
          receiverUsername: 'læser',
          createdAt: '2026-11-28T12:00:00.000Z',
        },
      },
      { kind: 'friend_request', receiverId: 'reader', senderId: 'writer', senderName: 'skipper' },
    ],
    [
      'a friend removed: nothing',
      'root/user/reader/messages',
      { action: 'friend_removed', data: { userId: 'writer' } },
      undefined,
    ],
  ])('%s', (_case, topic, event, need) => {
    expect(needOf(topic, event, chatTopic)).toEqual(need);
  });
});

describe('the other participant', () => {
  const accepted = { ownerId: 'owner', helperId: 'helper' };
  it.each<[string, Parameters<typeof statusReceiver>[0], string | null]>([
    ['accepted: the helper', 'accepted', 'helper'],
    ['on the way: the owner', 'on_way', 'owner'],
    ['arrived: the owner', 'arrived', 'owner'],
    ['resolved: the helper', 'resolved', 'helper'],
    ['cancelled: the helper', 'cancelled', 'helper'],
  ])('status %s', (_case, status, receiver) => {
    expect(statusReceiver(status, accepted)).toBe(receiver);
  });

  it('cancelled with no helper chosen: nobody', () => {
    expect(statusReceiver('cancelled', { ownerId: 'owner', helperId: null })).toBeNull();
  });

  it.each<[string, string, string | null]>([
    ["the owner's line: the helper", 'owner', 'helper'],
    ["the helper's line: the owner", 'helper', 'owner'],
    ["someone else's line: nobody", 'stranger', null],
  ])('chat, %s', (_case, writer, receiver) => {
    expect(chatReceiver(writer, accepted)).toBe(receiver);
  });
});

describe('which choice each push needs', () => {
  const only = (key: keyof PushPreferences) => ({ ...DEFAULT_PUSH_PREFERENCES, [key]: true });
  it.each<[Parameters<typeof chosen>[1], keyof PushPreferences]>([
    ['offer', 'offers'],
    ['status', 'offers'],
    ['chat', 'chat'],
    ['direct_message', 'directMessages'],
    ['friend_request', 'friendRequests'],
  ])('%s needs %s', (kind, key) => {
    expect(chosen(only(key), kind)).toBe(true);
    expect(chosen(DEFAULT_PUSH_PREFERENCES, kind)).toBe(false);
    expect(chosen({ ...only('critical'), urgent: true }, kind)).toBe(false);
  });
});

describe('what a notification carries', () => {
  const secret = 'Vi har mistet roret ved bøje 7, ring 12345678';
  const facts = call({ helperId: 'helper' });

  it("a call nearby: type, priority, boat and distance, never the call's description or owner", () => {
    const payload = callPayload(facts, 17.3);
    expect(payload).toEqual({
      kind: 'call',
      title: 'Kritisk kald i nærheden',
      body: 'Motorstop · Havørnen · 17 sm væk',
      url: '/?call=call-1',
      tag: 'call-call-1',
    });
    expect(callPayload(call({ priority: 'urgent' }), 3.24).title).toBe('Haster: kald i nærheden');
    expect(callPayload(call({ priority: 'urgent' }), 3.24).body).toContain('3,2 sm');
  });

  it('every kind fits the schema the worker reads and opens a path of the app', () => {
    const payloads = [
      callPayload(facts, 2),
      offerPayload(facts),
      statusPayload(facts, 'accepted'),
      statusPayload(facts, 'on_way'),
      statusPayload(facts, 'cancelled'),
      chatPayload(facts, line()),
      directMessagePayload(line({ userId: 'writer' })),
      friendRequestPayload('writer', 'skipper'),
    ];
    for (const payload of payloads) {
      expect(pushPayloadSchema.parse(payload)).toEqual(payload);
      expect(JSON.stringify(payload)).not.toContain(secret);
    }
    expect(payloads.map((p) => p.kind)).toEqual([
      'call',
      'offer',
      'accepted',
      'status',
      'status',
      'chat',
      'direct_message',
      'friend_request',
    ]);
  });

  it("a chat line shows a glimpse of the participant's own chat", () => {
    const long = 'å'.repeat(500);
    const payload = chatPayload(facts, line({ message: long }));
    expect(payload.body).toHaveLength(MAX_BODY_CHARS);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.url).toBe('/?call=call-1');
    expect(directMessagePayload(line({ userId: 'writer' })).url).toBe('/friends');
  });
});
