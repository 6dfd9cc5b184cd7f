import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  EXPORT_SCHEMA_VERSION,
  exportSectionsOf,
  type FeatureContract,
} from '@havhjaelp/common/contract';
import { APP_CONTRACT, FEATURE_CONTRACTS } from '@havhjaelp/common/features';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../../config';
import type { Db } from '../../db/database';
import { createTopic, makeModerator, reply } from '../../test/forum';
import { befriend, blockUser, directMessage, requestFriend } from '../../test/friends';
import { addPasskey, authenticatorFor } from '../../test/passkeys';
import { reportFix, setSharing } from '../../test/positions';
import { fakePushServiceFor, subscribedBrowser } from '../../test/push';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, expectOk, registerUser } from '../../test/users';
import { createVessel } from '../../test/vessels';

type Exported = Record<string, unknown> & { security: Record<string, unknown[]> };

/** How many of the user's rows a table holds, and how many of them the export carries. */
interface Kept {
  rows(db: Db, userId: string): Promise<number>;
  exported(data: Exported): number;
}

/** Why a table's rows are no one's to export. */
type NotExported = string;

async function countWhere(db: Db, table: string, where: string, userId: string) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
    table,
  )} where ${sql.raw(where)} = ${userId}`.execute(db);
  return Number(rows[0]!.n);
}

const userRows =
  (table: string, ...columns: string[]) =>
  async (db: Db, userId: string) => {
    let total = 0;
    for (const column of columns) total += await countWhere(db, table, column, userId);
    return total;
  };
const lengthOf =
  (...keys: string[]) =>
  (data: Exported) =>
    keys.reduce((sum, key) => sum + (data[key] as unknown[]).length, 0);
const presence = (key: string) => (data: Exported) => (data[key] === null ? 0 : 1);
const securityLength = (key: string) => (data: Exported) => data.security[key]!.length;

/**
 * Every table of the database, and what of it a person's export holds: the user's rows, counted in
 * the table and in the export, or why none of it is a person's to export. A table added without a
 * line here fails the test, so nothing stored about a person is left out of the export unnoticed.
 */
const TABLES: Record<string, Kept | NotExported> = {
  users: { rows: userRows('users', 'id'), exported: presence('profile') },
  sessions: { rows: userRows('sessions', 'user_id'), exported: securityLength('sessions') },
  login_history: {
    rows: userRows('login_history', 'user_id'),
    exported: securityLength('login_history'),
  },
  password_resets: {
    rows: userRows('password_resets', 'user_id'),
    exported: securityLength('password_resets'),
  },
  password_failures:
    'a count of failed tries per client address, forgotten an hour after the last; the tries themselves are in the login history',
  help_requests: {
    rows: userRows('help_requests', 'user_id'),
    exported: lengthOf('help_requests'),
  },
  help_responses: {
    rows: userRows('help_responses', 'user_id'),
    exported: lengthOf('help_offers'),
  },
  testimonials: {
    rows: userRows('testimonials', 'from_user_id', 'to_user_id'),
    exported: lengthOf('help_thanks_given', 'help_thanks_received'),
  },
  chat_messages: {
    rows: userRows('chat_messages', 'user_id'),
    exported: lengthOf('help_chat_messages', 'direct_messages'),
  },
  chat_reads: {
    rows: userRows('chat_reads', 'user_id'),
    exported: lengthOf('help_chat_read_markers', 'direct_chat_read_markers'),
  },
  vessels: { rows: userRows('vessels', 'user_id'), exported: lengthOf('vessels') },
  support_messages: {
    rows: userRows('support_messages', 'user_id'),
    exported: lengthOf('support_messages'),
  },
  friend_requests: {
    rows: userRows('friend_requests', 'sender_id', 'receiver_id'),
    exported: lengthOf('friend_requests'),
  },
  friendships: { rows: userRows('friendships', 'user_a', 'user_b'), exported: lengthOf('friends') },
  user_blocks: { rows: userRows('user_blocks', 'blocker_id'), exported: lengthOf('blocked_users') },
  position_settings: {
    rows: userRows('position_settings', 'user_id'),
    exported: presence('position_sharing'),
  },
  positions_latest: {
    rows: userRows('positions_latest', 'user_id'),
    exported: presence('position_latest'),
  },
  position_log: {
    rows: userRows('position_log', 'user_id'),
    exported: lengthOf('position_history'),
  },
  forum_categories: 'the forum’s categories, the same for everyone',
  forum_topics: { rows: userRows('forum_topics', 'author_id'), exported: lengthOf('forum_topics') },
  forum_posts: { rows: userRows('forum_posts', 'author_id'), exported: lengthOf('forum_posts') },
  forum_likes: { rows: userRows('forum_likes', 'user_id'), exported: lengthOf('forum_likes') },
  forum_topic_views: {
    rows: userRows('forum_topic_views', 'user_id'),
    exported: lengthOf('forum_topic_views'),
  },
  forum_moderators: {
    rows: userRows('forum_moderators', 'user_id'),
    exported: presence('forum_moderator_since'),
  },
  forum_search: 'the search index of topics and replies, which the export holds as they are',
  passkeys: { rows: userRows('passkeys', 'user_id'), exported: lengthOf('passkeys') },
  passkey_challenges: 'a random challenge, answered or gone within minutes',
  push_subscriptions: {
    rows: userRows('push_subscriptions', 'user_id'),
    exported: lengthOf('push_subscriptions'),
  },
  push_preferences: {
    rows: userRows('push_preferences', 'user_id'),
    exported: presence('push_preferences'),
  },
  push_targeting: {
    rows: userRows('push_targeting', 'user_id'),
    exported: presence('push_targeting_position'),
  },
  push_vapid_keys: 'the server’s own keys for web push',
};

/** SQLite's full-text index of the forum lives in a virtual table and the tables behind it. */
const tableLine = (name: string) => TABLES[name.startsWith('forum_search') ? 'forum_search' : name];

const nonEmpty = (section: unknown) =>
  Array.isArray(section) ? section.length > 0 : section !== null && section !== undefined;

describe('the data export', () => {
  const t = useTestApp({ smtp: true, clock: new Date('2026-06-01T10:00:00.000Z') });
  let closePush: (() => Promise<void>) | undefined;
  afterAll(() => closePush?.());

  /** `sailor` makes one or more of every kind of row there is; the others are who it meets. */
  async function seedEverything() {
    const fake = await fakePushServiceFor(() => t);
    closePush = () => fake.service.close();
    await t.start({
      PUSH_SERVICE_ORIGINS: [...DEFAULT_PUSH_SERVICE_ORIGINS, fake.service.origin].join(','),
    });
    await fake.readKey();
    const [sailor, mate, other, cato, troll] = await Promise.all(
      ['sailor', 'mate', 'other', 'cato', 'troll'].map((name) => registerUser(t, name)),
    );
    const s = sailor!;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      callApi(t, method, url, s.token, body);

    // Account: a login, a wrong password, a reset asked for.
    await expectOk(
      'login',
      await callApi(t, 'POST', '/api/auth/login', undefined, {
        login: s.username,
        password: ACCOUNT_PASSWORD,
      }),
    );
    await callApi(t, 'POST', '/api/auth/login', undefined, {
      login: s.username,
      password: 'forkert-password',
    });
    await expectOk(
      'forgot',
      await callApi(t, 'POST', '/api/auth/forgot-password', undefined, { email: s.email }),
    );
    await t.smtp.waitForMail((mail) => mail.to.includes(s.email));

    // Help: the sailor's call, helped by the mate and thanked; the other's call, helped by the
    // sailor and thanked in turn; a line and a read marker in the sailor's chat.
    const own = await acceptedHelp(t, s, mate!);
    const line = await expectOk(
      'chat',
      await call('POST', `/api/help/${own}/chat`, { message: 'Tak' }),
    );
    await expectOk(
      'read',
      await call('PUT', `/api/chats/help/${own}/read`, { messageId: line.id }),
    );
    await expectOk(
      'close',
      await call('POST', `/api/help/${own}/close`, { testimonial: 'Tusind tak', rating: 5 }),
    );
    const helped = await acceptedHelp(t, other!, s);
    await expectOk(
      'close',
      await callApi(t, 'POST', `/api/help/${helped}/close`, other!.token, {
        testimonial: 'Godt sømandskab',
        rating: 4,
        isPublic: true,
      }),
    );

    // Friends: one friend with a line each way (read by the sailor), a request out, a block.
    await befriend(t, s, mate!);
    await directMessage(t, s, mate!, 'Ses i havnen');
    const toSailor = await directMessage(t, mate!, s, 'Ja!');
    await expectOk(
      'read',
      await call('PUT', `/api/chats/direct/${mate!.id}/read`, { messageId: toSailor }),
    );
    await requestFriend(t, s, cato!);
    await blockUser(t, s, troll!);

    await createVessel(t, s);
    await setSharing(t, s, { enabled: true });
    await subscribedBrowser(t, fake.service, s, { critical: true });
    await reportFix(t, s, { lat: 55.7, lng: 12.6 });

    // Forum: a topic and a reply of the sailor's, a like and a view of the mate's, the role.
    const topic = await createTopic(t, s);
    await reply(t, s, topic);
    const matesTopic = await createTopic(t, mate!, { title: 'Vinteropbevaring' });
    await expectOk('like', await call('POST', '/api/forum/like', { topic_id: matesTopic }));
    await expectOk('view', await call('GET', `/api/forum/topics/${matesTopic}`));
    await makeModerator(t, s);

    await addPasskey(t, s, authenticatorFor(t));
    await expectOk(
      'support',
      await call('POST', '/api/support', {
        name: 'Sømand',
        email: s.email,
        subject: 'Spørgsmål',
        message: 'Hvordan eksporterer jeg mine data?',
      }),
    );
    // Sent logged out with the same address: nobody's, so in nobody's export.
    await expectOk(
      'support',
      await callApi(t, 'POST', '/api/support', undefined, {
        name: 'Nogen',
        email: s.email,
        subject: 'Hej',
        message: 'Skrevet uden login',
      }),
    );
    return s;
  }

  it('holds one of every kind an account made, as many as the database keeps of it', async () => {
    const sailor = await seedEverything();
    const response = await t.call('GET', '/api/auth/export-data', sailor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="havhjaelp-data-2026-06-01T10-00-00-000Z.json"',
    );
    const data = response.json() as Exported;
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);

    const sections = exportSectionsOf(await APP_CONTRACT.exportSchema());
    expect(Object.keys(data).sort()).toEqual(
      ['schemaVersion', 'exportedAt', ...sections.map((section) => section.key)].sort(),
    );
    const empty = sections.filter((section) => !nonEmpty(data[section.key]));
    expect(
      empty.map((section) => section.key),
      'sections the seed left empty',
    ).toEqual([]);

    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    const unlisted = tables.filter((name) => tableLine(name) === undefined);
    expect(unlisted, 'tables the export test does not know').toEqual([]);
    for (const name of tables) {
      const line = tableLine(name)!;
      if (typeof line === 'string') continue;
      const rows = await line.rows(t.db, sailor.id);
      expect(rows, `${name}: the seed made none`).toBeGreaterThan(0);
      expect(line.exported(data), `${name}: exported of ${rows} rows`).toBe(rows);
    }
    expect(data.support_messages).toEqual([
      expect.objectContaining({ message: 'Hvordan eksporterer jeg mine data?' }),
    ]);
    // Secrets stay out: no password hash, token, key or reset link.
    expect(response.body).not.toMatch(/password_hash|token_hash|public_key|p256dh|argon2/);
  });
});

describe('every feature that keeps tables', () => {
  const FEATURES_DIR = path.resolve(import.meta.dirname, '..');

  it('has a part in the data export', () => {
    const withTables = readdirSync(FEATURES_DIR).filter((name) =>
      existsSync(path.join(FEATURES_DIR, name, 'tables.ts')),
    );
    expect(withTables.length).toBeGreaterThan(5);
    const contracts: readonly FeatureContract[] = FEATURE_CONTRACTS;
    const missing = withTables.filter(
      (name) => !contracts.find((contract) => contract.name === name)?.exportPart,
    );
    expect(missing, 'features with tables and no export part').toEqual([]);
  });
});
