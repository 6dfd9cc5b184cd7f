import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { UserTable } from './db/schema';
import type { TopicRule } from './live/acl';

/** What a feature does when an account changes or goes. */
export interface AccountHooks {
  /**
   * Runs inside the deletion's transaction, before the user row goes. What it returns runs after
   * the commit, so announcements never tell of a change that was rolled back.
   */
  onDelete?(trx: Db, user: UserTable, nowIso: string): Promise<(() => void) | undefined>;
  /** The feature's part of the user's data export, merged into one document. */
  export?(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** A user's public name, boat or contact changed, or the user is gone. */
  onChanged?(userId: string): void;
}

/** Work on a timer; with several instances, a job runs in one of them per interval. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
  /** Every instance runs it: it works on the instance's own memory or connections. */
  everyInstance?: boolean;
}

/**
 * A feature's one face towards the app: everything `app.ts` needs to mount it. Features are
 * composed in a list; the app knows nothing else about them.
 */
export interface Feature {
  name: string;
  routes?(app: FastifyInstance): Promise<void>;
  /** Its live topics, each with who may follow it. */
  topics?: TopicRule[];
  account?: AccountHooks;
  jobs?: Job[];
  /** Called once the server is ready, and when it closes. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}
