import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { describe, expect, it, onTestFinished } from 'vitest';
import { OPERATOR_SEEN_WITHIN, operatorSeen } from '../test/operator-change';
import { callApi } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { useTestApp } from '../test/use-test-app';
import { createTopic } from '../test/forum';
import { registerUser } from '../test/users';
import { ADMIN_USAGE, parseAdminArgs, runAdminCli } from './admin';

describe('parseAdminArgs', () => {
  it.each([
    [['grant', 'ole'], { flag: 'admin', grant: true, username: 'ole' }],
    [['revoke', 'Ole'], { flag: 'admin', grant: false, username: 'Ole' }],
    [['test-user', 'grant', 'ole'], { flag: 'testUser', grant: true, username: 'ole' }],
    [['test-user', 'revoke', 'Ole'], { flag: 'testUser', grant: false, username: 'Ole' }],
    [['moderator', 'grant', 'ole'], { flag: 'moderator', grant: true, username: 'ole' }],
    [['moderator', 'revoke', 'Ole'], { flag: 'moderator', grant: false, username: 'Ole' }],
    [[], undefined],
    [['grant'], undefined],
    [['promote', 'ole'], undefined],
    [['grant', 'ole', 'extra'], undefined],
    [['test-user'], undefined],
    [['test-user', 'ole'], undefined],
    [['test-user', 'grant'], undefined],
    [['test-user', 'grant', 'ole', 'extra'], undefined],
    [['moderator'], undefined],
    [['moderator', 'ole'], undefined],
    [['moderator', 'revoke'], undefined],
    [['moderator', 'grant', 'ole', 'extra'], undefined],
    [['moderator', 'test-user', 'grant', 'ole'], undefined],
    [['__proto__', 'grant', 'ole'], undefined],
  ])('%j → %j', (args, command) => {
    expect(parseAdminArgs(args)).toEqual(command);
  });
});

describe('npm run admin', () => {
  const t = useTestApp();

  /** The database the server uses: the SQLite file in DATA_DIR, or a PostgreSQL database. */
  async function serverDatabase() {
    const folder = await makeTempDir('admin-cli');
    onTestFinished(() => folder.remove()); // after afterEach has closed the app
    const database = await createTestDatabase(path.join(folder.dir, 'app.db'));
    onTestFinished(() => database.remove());
    const env = {
      DATA_DIR: folder.dir,
      LOG_LEVEL: 'silent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
    await t.start(env, { db: database.db, sessionCache: OPERATOR_SEEN_WITHIN });
    const lines: string[] = [];
    const run = (...args: string[]) => runAdminCli(args, env, (line) => lines.push(line));
    return { lines, run };
  }

  it('grants and revokes the admin in the database the server uses, by username', async () => {
    const { lines, run } = await serverDatabase();
    const ole = await registerUser(t, 'Ole');
    const allowed = async () =>
      (await callApi(t, 'GET', '/api/auth/me', ole.token)).json().test_gps_allowed;

    expect(await run('grant', 'ole')).toBe(0);
    await operatorSeen();
    expect(await allowed()).toBe(true);
    expect(await run('revoke', 'OLE')).toBe(0);
    await operatorSeen();
    expect(await allowed()).toBe(false);
    expect(await run('grant', 'ingen')).toBe(1);
    expect(await run('grant')).toBe(2);
    expect(await runAdminCli(['grant', 'ole'], { PORT: 'x' }, (line) => lines.push(line))).toBe(2);
    expect(lines.slice(0, 4)).toEqual([
      'Ole is now the admin (sees the test-GPS tool).',
      'Ole is no longer the admin.',
      'No account has the username "ingen".',
      ADMIN_USAGE,
    ]);
    expect(lines[4]).toMatch(/^Invalid configuration:\n {2}PORT: /);
  });

  it('marks and unmarks a test user, whom the directory shows with the TEST badge', async () => {
    const { lines, run } = await serverDatabase();
    const ole = await registerUser(t, 'Ole');
    const viewer = await registerUser(t, 'kaptajn');
    const badge = async () =>
      (await callApi(t, 'GET', '/api/friends/directory', viewer.token))
        .json()
        .users.find((user: { userId: string }) => user.userId === ole.id).isTestUser;

    expect(await badge()).toBe(false);
    expect(await run('test-user', 'grant', 'OLE')).toBe(0);
    expect(await badge()).toBe(true);
    // The admin flag is another: it stays as it was.
    expect((await callApi(t, 'GET', '/api/auth/me', ole.token)).json().test_gps_allowed).toBe(
      false,
    );
    expect(await run('test-user', 'revoke', 'ole')).toBe(0);
    expect(await badge()).toBe(false);
    expect(await run('test-user', 'grant', 'ingen')).toBe(1);
    expect(await run('test-user', 'ole')).toBe(2);
    expect(lines).toEqual([
      'Ole is now a test user (the directory shows TEST).',
      'Ole is no longer a test user.',
      'No account has the username "ingen".',
      ADMIN_USAGE,
    ]);
  });

  it('names and unnames a forum moderator, whose actions the forum then allows', async () => {
    const { lines, run } = await serverDatabase();
    const ole = await registerUser(t, 'Ole');
    const topicId = await createTopic(t, await registerUser(t, 'kaptajn'));
    const pin = async () =>
      (
        await callApi(t, 'PUT', `/api/forum/topics/${topicId}/moderation`, ole.token, {
          is_pinned: true,
        })
      ).statusCode;
    const viewer = async () =>
      (await callApi(t, 'GET', `/api/forum/topics/${topicId}`, ole.token)).json().viewer;

    expect(await pin()).toBe(403);
    expect(await run('moderator', 'grant', 'OLE')).toBe(0);
    expect(await viewer()).toEqual({ moderator: true, author: false });
    expect(await pin()).toBe(200);
    // Granting twice is still one moderator; the admin flag is another and stays as it was.
    expect(await run('moderator', 'grant', 'ole')).toBe(0);
    expect((await callApi(t, 'GET', '/api/auth/me', ole.token)).json().test_gps_allowed).toBe(
      false,
    );
    expect(await run('moderator', 'revoke', 'ole')).toBe(0);
    expect(await viewer()).toEqual({ moderator: false, author: false });
    expect(await pin()).toBe(403);
    expect(await run('moderator', 'grant', 'ingen')).toBe(1);
    expect(await run('moderator', 'ole')).toBe(2);
    expect(lines).toEqual([
      'Ole is now a forum moderator (pins, locks, hides and deletes).',
      'Ole is now a forum moderator (pins, locks, hides and deletes).',
      'Ole is no longer a forum moderator.',
      'No account has the username "ingen".',
      ADMIN_USAGE,
    ]);
  });
});
