import { describe, expect, it } from 'vitest';
import { subscriptionNeed, type TopicRule } from './acl';

const ROOT = 'havhjaelp';
const ME = '3f2b6c1e-0d4a-4c1b-9a7e-2b1c0d9e8f7a';
const OTHER = '9a7e2b1c-0d9e-4f7a-8f2b-6c1e0d4a4c1b';
const REQUEST = 'c0ffee00-1234-4abc-8def-001122334455';

const participant = async () => true;
/** The rules as the features declare them today. */
const RULES: TopicRule[] = [
  { path: 'help/new', access: 'public' },
  { path: 'help/update', access: 'public' },
  { path: 'help/response', access: 'member' },
  { path: 'help/{id}/chat', access: { participant } },
  { path: 'user/{id}/messages', access: 'self' },
];
const ask = (id: string) => ({ kind: 'ask', id, participant });

describe('subscriptionNeed', () => {
  it.each([
    // Anyone may follow new requests and status updates.
    ['havhjaelp/help/new', undefined, { kind: 'allowed' }],
    ['havhjaelp/help/update', undefined, { kind: 'allowed' }],
    ['havhjaelp/help/new', ME, { kind: 'allowed' }],
    ['havhjaelp/help/update', ME, { kind: 'allowed' }],
    // Offers need login.
    ['havhjaelp/help/response', undefined, { kind: 'refused' }],
    ['havhjaelp/help/response', ME, { kind: 'allowed' }],
    // A user topic only its own user.
    [`havhjaelp/user/${ME}/messages`, ME, { kind: 'allowed' }],
    [`havhjaelp/user/${OTHER}/messages`, ME, { kind: 'refused' }],
    [`havhjaelp/user/${ME}/messages`, undefined, { kind: 'refused' }],
    [`havhjaelp/user/${ME}`, ME, { kind: 'refused' }],
    // A chat topic needs the database check, and login.
    [`havhjaelp/help/${REQUEST}/chat`, ME, ask(REQUEST)],
    ['havhjaelp/help/new/chat', ME, ask('new')],
    [`havhjaelp/help/${REQUEST}/chat`, undefined, { kind: 'refused' }],
    [`havhjaelp/help/${'a'.repeat(64)}/chat`, ME, ask('a'.repeat(64))],
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
    expect(subscriptionNeed(topic, ROOT, RULES, userId)).toEqual(need);
  });

  it('treats the root literally, not as a pattern', () => {
    expect(subscriptionNeed('hav.hjaelp/help/r1/chat', 'hav.hjaelp', RULES, ME)).toEqual(ask('r1'));
    expect(subscriptionNeed('havXhjaelp/help/r1/chat', 'hav.hjaelp', RULES, ME)).toEqual({
      kind: 'refused',
    });
  });
});
