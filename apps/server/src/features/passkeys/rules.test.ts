import { describe, expect, it } from 'vitest';
import {
  answersChallenge,
  challengeOf,
  deviceTypeOf,
  knownTransports,
  openChallenge,
  relyingPartyOf,
  userHandleOf,
} from './rules';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const handle = (userId: string) => Buffer.from(userHandleOf(userId)).toString('base64url');

describe('the relying party', () => {
  it.each([
    ['http://localhost:3000', { id: 'localhost', origin: 'http://localhost:3000' }],
    ['https://havhjaelp.dk', { id: 'havhjaelp.dk', origin: 'https://havhjaelp.dk' }],
    [
      'https://app.havhjaelp.dk:8443',
      { id: 'app.havhjaelp.dk', origin: 'https://app.havhjaelp.dk:8443' },
    ],
  ])('of %s is %j', (publicUrl, rp) => {
    expect(relyingPartyOf(publicUrl)).toEqual({ ...rp, name: 'Havhjælp' });
  });
});

describe('a challenge', () => {
  it('is open five minutes after it is handed out, bound to what it names and nothing else', () => {
    const now = new Date('2026-07-01T10:00:00.000Z');
    expect(openChallenge('c1', now, { purpose: 'login', user_id: ALICE })).toEqual({
      challenge: 'c1',
      purpose: 'login',
      session_hash: null,
      user_id: ALICE,
      passkey_id: null,
      expires_at: '2026-07-01T10:05:00.000Z',
    });
    expect(openChallenge('c2', now, { purpose: 'login' })).toMatchObject({
      session_hash: null,
      user_id: null,
      passkey_id: null,
    });
  });

  it.each([
    [b64('{"type":"webauthn.get","challenge":"abc_-1","origin":"x"}'), 'abc_-1'],
    [b64('{"challenge":""}'), undefined],
    [b64('{"challenge":42}'), undefined],
    [b64(`{"challenge":"${'a'.repeat(129)}"}`), undefined],
    [b64('{"type":"webauthn.get"}'), undefined],
    [b64('not json'), undefined],
    [b64('null'), undefined],
    ['', undefined],
  ])('is read from clientDataJSON %s as %j', (clientDataJSON, challenge) => {
    expect(challengeOf(clientDataJSON)).toBe(challenge);
  });
});

describe('a passkey’s transports and type', () => {
  it.each([
    [undefined, []],
    [
      ['internal', 'hybrid'],
      ['internal', 'hybrid'],
    ],
    [
      ['usb', 'usb', 'warp-drive', 'nfc'],
      ['usb', 'nfc'],
    ],
  ])('keeps of %j the known %j', (given, kept) => {
    expect(knownTransports(given)).toEqual(kept);
  });

  it.each([
    ['platform', ['usb'], 'platform'],
    ['cross-platform', ['internal'], 'cross-platform'],
    [undefined, ['internal', 'hybrid'], 'platform'],
    [undefined, ['usb'], 'cross-platform'],
    [undefined, [], 'cross-platform'],
  ] as const)('with attachment %s and transports %j is %s', (attachment, transports, type) => {
    expect(deviceTypeOf(attachment, transports)).toBe(type);
  });
});

describe('a login’s answer fits its challenge', () => {
  const aliceKey = { id: 'pk-a', user_id: ALICE };
  const aliceOther = { id: 'pk-a2', user_id: ALICE };
  const bobKey = { id: 'pk-b', user_id: BOB };
  const chosen = { user_id: ALICE, passkey_id: 'pk-a' };
  const byEmail = { user_id: ALICE, passkey_id: null };
  const discoverable = { user_id: null, passkey_id: null };

  it.each([
    ['the chosen passkey', true, chosen, aliceKey, handle(ALICE)],
    ['the chosen passkey, no handle sent', true, chosen, aliceKey, undefined],
    ['another passkey of the same account', false, chosen, aliceOther, handle(ALICE)],
    ['another account’s passkey', false, chosen, bobKey, handle(BOB)],
    ['any passkey of the e-mail’s account', true, byEmail, aliceOther, undefined],
    ['another account’s passkey by e-mail', false, byEmail, bobKey, undefined],
    ['a handle of another account', false, byEmail, aliceKey, handle(BOB)],
    ['discoverable, the passkey’s own account', true, discoverable, bobKey, handle(BOB)],
    ['discoverable, another account’s handle', false, discoverable, bobKey, handle(ALICE)],
    ['discoverable without a handle', false, discoverable, bobKey, undefined],
    ['discoverable, a junk handle', false, discoverable, bobKey, 'AAAA'],
  ])('%s: %s', (_what, fits, challenge, passkey, userHandle) => {
    expect(answersChallenge(challenge, passkey, userHandle)).toBe(fits);
  });
});
