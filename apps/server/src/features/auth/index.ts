import { authContract } from '@havhjaelp/common/contracts/auth';
import type { Feature, FeaturePlug } from '../../feature';
import type { Mailer } from '../../mail/mailer';
import { accountRoutes } from './account-routes';
import { passwordRoutes } from './password-routes';
import { limitPasswordChecksPerAccount } from './per-account-limit';
import { sweepInactiveAccounts } from './inactive-accounts';
import { pruneExpiredAuthData } from './retention';
import { authRoutes } from './routes';
import type { AuthDeps } from './service';

export { setAdmin, setTestUser } from './admin';
/** For the operator's commands of other features (`npm run admin -- moderator …`). */
export { findMemberByUsername } from './repository';
/** The password hashing a login runs, for the login benchmark to time as the server runs it. */
export { hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from './passwords';
/** Another way of logging in (passkeys): the same slowdown, login history and session. */
export { isAdmin, loginByProof, type AuthDeps } from './service';

const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60 * 1000;
const LIVE_SESSION_CHECK_MS = 5 * 60 * 1000;

export interface AuthFeatureDeps {
  db: AuthDeps['db'];
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  /** Closes live connections (of a user, or all) whose session has ended. */
  revalidateLiveSessions(userId?: string): Promise<void>;
  /** Drops what every instance keeps of a user's sessions. */
  forgetSessions(userId: string): Promise<void>;
}

/** Accounts: registration, login and sessions, passwords, profile, export and deletion. */
export function authFeature(deps: AuthFeatureDeps): Feature {
  const base = {
    db: deps.db,
    now: deps.now,
    onSessionsEnded: async (userId: string) => {
      // First, so the live channels that check a session again (here and on the other
      // instances, whose bus brings the words in this order) no longer find it kept.
      await deps.forgetSessions(userId);
      await deps.revalidateLiveSessions(userId);
    },
    onMemberChanged: (userId: string) => deps.forgetSessions(userId),
  };
  return {
    name: 'auth',
    contract: authContract,
    routes: async (app, { accountHooks, exportSchema }) => {
      // One counter for every route that checks a session's password.
      const limitPerAccount = limitPasswordChecksPerAccount(app);
      authRoutes(app, base);
      accountRoutes(app, { ...base, accountHooks, exportSchema, limitPerAccount });
      passwordRoutes(app, {
        ...base,
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
        limitPerAccount,
      });
    },
    jobs: [
      {
        name: 'auth-retention',
        everyMs: RETENTION_JOB_INTERVAL_MS,
        run: () => pruneExpiredAuthData(base),
      },
      {
        name: 'inactive-accounts',
        everyMs: RETENTION_JOB_INTERVAL_MS,
        run: ({ accountHooks, exportSchema }) =>
          sweepInactiveAccounts({
            ...base,
            accountHooks,
            exportSchema,
            mailer: deps.mailer,
            publicUrl: deps.publicUrl,
          }),
      },
      // Sessions also end by expiry, which no request announces; each instance checks its own.
      {
        name: 'live-session-check',
        everyMs: LIVE_SESSION_CHECK_MS,
        run: () => deps.revalidateLiveSessions(),
        everyInstance: true,
      },
    ],
  };
}

export const authPlug: FeaturePlug = ({ db, now, mailer, config, live, identity }) =>
  authFeature({
    db,
    now,
    mailer,
    publicUrl: config.publicUrl,
    revalidateLiveSessions: (userId) =>
      userId === undefined ? live.revalidateSessions() : live.sessionsEnded(userId),
    forgetSessions: (userId) => identity.forget(userId),
  });
