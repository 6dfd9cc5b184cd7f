import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, subscriptionNeed } from './acl';

const ROOT = 'havhjaelp';
const ME = '3f2b6c1e-0d4a-4c1b-9a7e-2b1c0d9e8f7a';
const OTHER = '9a7e2b1c-0d9e-4f7a-8f2b-6c1e0d4a4c1b';
const REQUEST = 'c0ffee00-1234-4abc-8def-001122334455';

describe('subscriptionNeed', () => {
  it.each([
    // Anyone may follow new requests and status updates.
    ['havhjaelp/help/new', undefined, { kind: 'public' }],
    ['havhjaelp/help/update', undefined, { kind: 'public' }],
    ['havhjaelp/help/new', ME, { kind: 'public' }],
    ['havhjaelp/help/update', ME, { kind: 'public' }],
    // Offers need login.
    ['havhjaelp/help/response', undefined, { kind: 'refused' }],
    ['havhjaelp/help/response', ME, { kind: 'public' }],
    // A user topic only its own user.
    [`havhjaelp/user/${ME}/messages`, ME, { kind: 'self' }],
    [`havhjaelp/user/${OTHER}/messages`, ME, { kind: 'refused' }],
    [`havhjaelp/user/${ME}/messages`, undefined, { kind: 'refused' }],
    [`havhjaelp/user/${ME}`, ME, { kind: 'refused' }],
    // A chat topic needs the database check, and login.
    [`havhjaelp/help/${REQUEST}/chat`, ME, { kind: 'chat', requestId: REQUEST }],
    ['havhjaelp/help/new/chat', ME, { kind: 'chat', requestId: 'new' }],
    [`havhjaelp/help/${REQUEST}/chat`, undefined, { kind: 'refused' }],
    [`havhjaelp/help/${'a'.repeat(64)}/chat`, ME, { kind: 'chat', requestId: 'a'.repeat(64) }],
    [`havhjaelp/help/${'a'.repeat(65)}/chat`, ME, { kind: 'refused' }],
    ['havhjaelp/help/a.b/chat', ME, { kind: 'refused' }],
    ['havhjaelp/help//chat', ME, { kind: 'refused' }],
    [`havhjaelp/help/${REQUEST}/chat/extra`, ME, { kind: 'refused' }],
    [`x/havhjaelp/help/${REQUEST}/chat`, ME, { kind: 'refused' }],
    // Wildcards are refused outright, for everyone.
    ['havhjaelp/#', ME, { kind: 'refused' }],
    ['havhjaelp/help/#', undefined, { kind: 'refused' }],
    ['havhjaelp/help/+/chat', ME, { kind: 'refused' }],
    ['havhjaelp/user/+/messages', ME, { kind: 'refused' }],
    ['+/help/new', undefined, { kind: 'refused' }],
    ['#', ME, { kind: 'refused' }],
    ['+', ME, { kind: 'refused' }],
    ['$SYS/#', ME, { kind: 'refused' }],
    // Anything else, including other roots and near misses.
    ['havhjaelp/help/new/', undefined, { kind: 'refused' }],
    ['/havhjaelp/help/new', undefined, { kind: 'refused' }],
    ['HAVHJAELP/help/new', undefined, { kind: 'refused' }],
    ['andet/help/new', undefined, { kind: 'refused' }],
    ['havhjaelp', ME, { kind: 'refused' }],
    ['', ME, { kind: 'refused' }],
  ] as const)('%s as %s → %o', (topic, userId, need) => {
    expect(subscriptionNeed(topic, ROOT, userId)).toEqual(need);
  });

  it('treats the root literally, not as a pattern', () => {
    expect(subscriptionNeed('hav.hjaelp/help/r1/chat', 'hav.hjaelp', ME)).toEqual({
      kind: 'chat',
      requestId: 'r1',
    });
    expect(subscriptionNeed('havXhjaelp/help/r1/chat', 'hav.hjaelp', ME)).toEqual({
      kind: 'refused',
    });
  });
});

describe('isAllowedOrigin', () => {
  it.each([
    // No Origin: not a browser, so no cross-site risk.
    [undefined, 'https://havhjaelp.dk', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk/', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk/app/', true],
    ['http://localhost:3000', 'http://localhost:3000', true],
    ['http://localhost:3000', 'http://localhost:3001', false],
    ['http://havhjaelp.dk', 'https://havhjaelp.dk', false],
    ['https://evil.example', 'https://havhjaelp.dk', false],
    ['https://evil.havhjaelp.dk', 'https://havhjaelp.dk', false],
    ['https://havhjaelp.dk.evil.example', 'https://havhjaelp.dk', false],
    ['https://havhjaelp.dk/', 'https://havhjaelp.dk', false],
    ['null', 'https://havhjaelp.dk', false],
    ['', 'https://havhjaelp.dk', false],
  ])('origin %o against %s → %s', (origin, publicUrl, allowed) => {
    expect(isAllowedOrigin(origin, publicUrl)).toBe(allowed);
  });
});
