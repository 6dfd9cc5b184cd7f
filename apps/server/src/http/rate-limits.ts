import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

/**
 * Every named limit, per client address and route. A route opts in with
 * `config: { rateLimit: RATE_LIMITS.<name> }`; nothing is limited by default.
 */
export const RATE_LIMITS = {
  /** Registration and login: slows password guessing and account farming. */
  signIn: { max: 10, timeWindow: '1 minute' },
  /** Reset mails and reset links: against mail bombing and token guessing. */
  passwordReset: { max: 10, timeWindow: '1 minute' },
  /** A session's password checks (change, deletion): against guessing with a stolen session. */
  accountPassword: { max: 10, timeWindow: '1 minute' },
  /** The same checks counted per account, from whichever addresses (auth's own limiter). */
  accountPasswordPerAccount: { max: 20, timeWindow: '1 hour' },
  /** The support form mails a person. */
  support: { max: 5, timeWindow: '10 minutes' },
  /**
   * Position reports: a browser sends one every 30 s at most, so a few devices of a household stay
   * far below; more is a script filling the history.
   */
  positionReports: { max: 20, timeWindow: '1 minute' },
  /** Generous for a person panning a map, low enough to stop anyone scraping through us. */
  tiles: { max: 1200, timeWindow: '1 minute' },
  /**
   * Each weather route: a click a second on the weather map for a whole minute is allowed, yet one
   * address causes at most 60 × 2 (full weather) + 60 (marine) = 180 Open-Meteo calls a minute on
   * cache misses, under a third of the 600 the whole deployment may make.
   */
  weather: { max: 60, timeWindow: '1 minute' },
  /**
   * Friend search: a search every two seconds for a minute is plenty for a person typing, and
   * keeps trying e-mail addresses (an exact one finds its account; README, 'The admin and
   * account security') to 30 a minute per address, from a logged-in account.
   */
  friendSearch: { max: 30, timeWindow: '1 minute' },
  /** Vessel pictures: a list page shows a few dozen, each kept by the browser for a day. */
  vesselPictures: { max: 300, timeWindow: '1 minute' },
  /**
   * A picture link's preview, asked a moment after typing stops: a few links a minute is a person
   * trying links; more would use the server to fetch for someone.
   */
  vesselPicturePreviews: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * The limiter itself. Its counters live in memory, or with the deployment's `redis` there, so
 * every instance counts the same client together.
 */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: 'havhjaelp:rate-limit:',
          // While Redis is away the app keeps answering, unlimited, rather than failing every
          // limited route; the per-account password slowdown lives in the database and holds.
          skipOnError: true,
        }
      : {}),
    // The address is missing only when the connection is already gone (Node's parser refused
    // the rest of the request): the limiter must not fail on that, there is no one to answer.
    keyGenerator: (request) => request.ip ?? 'gone',
    errorResponseBuilder: () => new AppError(HTTP_ERRORS.RATE_LIMITED),
  });
}
