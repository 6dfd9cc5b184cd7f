import { LIMITS } from '@havhjaelp/common/limits';

/** Whether one more chat line fits, given the lines the account wrote in the last minute. */
export function mayWriteAgain(
  linesLastMinute: number,
  perMinute: number = LIMITS.posting.chatLinesPerMinute,
): boolean {
  return linesLastMinute < perMinute;
}
