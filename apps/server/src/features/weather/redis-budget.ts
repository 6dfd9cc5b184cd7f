import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { BudgetWindow, UpstreamBudget } from './upstream-budget';

/** Where the deployment's Open-Meteo calls are counted, apart from the app's other keys. */
export const BUDGET_KEY = 'havhjaelp:weather:upstream-calls';

// The sliding windows of `inProcessBudget`, kept in one sorted set of call times (the score) for
// every instance. Counting and taking run as one script, which Redis executes with nothing in
// between, so instances asking at once can never together pass a window's max. The time is the
// Redis server's, one clock for all instances however theirs drift. A window counts every call
// after its start, so calls stamped before that clock was set back count for longer, never less.
// ARGV: a unique member for this call, the longest window, then each window's length and max.
const TAKE = `
local now = redis.call('TIME')
now = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local longest = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now - longest))
for i = 3, #ARGV, 2 do
  local since = string.format('(%d', now - tonumber(ARGV[i]))
  if redis.call('ZCOUNT', KEYS[1], since, '+inf') >= tonumber(ARGV[i + 1]) then return 0 end
end
redis.call('ZADD', KEYS[1], string.format('%d', now), ARGV[1])
redis.call('PEXPIRE', KEYS[1], longest)
return 1`;

/**
 * The budget of a whole deployment, counted in its Redis: every instance takes from the same
 * windows. While Redis cannot be asked, nothing is taken (the cache still answers what it holds):
 * an instance counting alone could not know what the others spend.
 */
export function redisBudget(
  redis: Redis,
  windows: readonly BudgetWindow[],
  onError: (error: Error) => void,
): UpstreamBudget {
  const longest = Math.max(...windows.map((w) => w.windowMs));
  const limits = windows.flatMap((w) => [w.windowMs, w.max]);
  return {
    async take() {
      try {
        return (await redis.eval(TAKE, 1, BUDGET_KEY, randomUUID(), longest, ...limits)) === 1;
      } catch (error) {
        onError(error as Error);
        return false;
      }
    },
  };
}
