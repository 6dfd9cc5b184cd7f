import { LIMITS } from '@havhjaelp/common/limits';
import { describe, expect, it } from 'vitest';
import { mayWriteAgain } from './rules';

describe('mayWriteAgain', () => {
  it.each([
    [0, 30, true],
    [29, 30, true],
    [30, 30, false],
    [31, 30, false],
    [0, 1, true],
    [1, 1, false],
  ])('after %i lines in the minute under a cap of %i: %s', (lines, cap, allowed) => {
    expect(mayWriteAgain(lines, cap)).toBe(allowed);
  });

  it('uses the shared limit by default', () => {
    const cap = LIMITS.posting.chatLinesPerMinute;
    expect(mayWriteAgain(cap - 1)).toBe(true);
    expect(mayWriteAgain(cap)).toBe(false);
  });
});
