import type { FeatureContract } from '@havhjaelp/common/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Cluster } from './cluster/cluster';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Member } from './identity/member';
import type { Identity } from './identity/sessions';
import type { LiveChannel } from './live/broker';
import type { Mailer } from './mail/mailer';
import type { Offer, Slots } from './slots';

/** What a feature does when an account changes or goes. */
export interface AccountHooks {
  /**
   * Runs inside the deletion's transaction, before the user row goes. What it returns runs after
   * the commit, so announcements never tell of a change that was rolled back.
   */
  onDelete?(trx: Db, user: Member, nowIso: string): Promise<(() => void) | undefined>;
  /** The feature's part of the user's data export, merged into one document. */
  export?(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** A user's public name, boat or contact changed, or the user is gone. */
  onChanged?(userId: string): void;
}

/** Work on a timer; with several instances, a job runs in one of them per interval. */
export interface Job {
  name: string;
  everyMs: number;
  /** Runs with what the features offered, like the routes (a deletion asks every feature's hooks). */
  run(mount: MountContext): Promise<unknown>;
  /** Every instance runs it: it works on the instance's own memory or connections. */
  everyInstance?: boolean;
}

/** What every feature may use while it is made: the app's parts, made before any feature. */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  cluster: Cluster;
  live: LiveChannel;
  identity: Identity;
  log: FastifyBaseLogger;
}

/** What a feature's routes find when it is mounted, after every feature has been made. */
export interface MountContext {
  /** What the features offered (chat kinds, health checks, …). */
  slots: Slots;
  /** Every feature's account hooks. */
  accountHooks: readonly AccountHooks[];
  /** The schema of the whole data export, every feature's part in it. */
  exportSchema: z.ZodType;
}

/**
 * A feature's one face towards the app: everything `app.ts` needs to mount it. Features are
 * composed in one list (`feature-list.ts`); the app knows nothing else about them.
 */
export interface Feature {
  name: string;
  /** What it promises the web: errors, live events and topics, export part, endpoints. */
  contract?: FeatureContract;
  /** What it offers other features' slots; read by them at mount. */
  offers?: readonly Offer[];
  routes?(app: FastifyInstance, mount: MountContext): Promise<void> | void;
  /** Who takes part in each of its contract's `participant` topics. */
  participants?: Readonly<Record<string, (id: string, userId: string) => Promise<boolean>>>;
  account?: AccountHooks;
  jobs?: Job[];
  /** Called once the server is ready, and when it closes. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** How the app makes a feature; the list of these is the app. */
export type FeaturePlug = (context: AppContext) => Feature;
