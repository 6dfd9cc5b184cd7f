import { describe, expect, it } from 'vitest';
import { syncHandlerFor, type BackgroundSyncHandler } from './background-sync';

const handler = (tag: string): BackgroundSyncHandler => ({ tag, run: () => Promise.resolve() });

describe('a Background Sync tag fired', () => {
  const sending = handler('havhjaelp-pending-call');
  const other = handler('other');

  it.each([
    ['a tag a feature gave', 'havhjaelp-pending-call', sending],
    ['a tag no feature gave', 'unknown', undefined],
  ])('runs the handler of %s', (_, tag, expected) => {
    expect(syncHandlerFor(tag, [other, sending])).toBe(expected);
  });
});
