import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testTitles } from './test/test-titles';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A test that proves a promise: its file (from the repository's root) and its title there. */
interface Proof {
  file: string;
  test: string;
}

interface PrivacyPromise {
  /** The statement as SPEC.md makes it. */
  statement: string;
  proofs: Proof[];
}

const AUTH = 'apps/server/src/features/auth/auth.test.ts';
const RETENTION_TEST = 'apps/server/src/retention.test.ts';
const INACTIVE = 'apps/server/src/features/auth/inactive-accounts.test.ts';
const OPERATOR_DOCS = 'apps/server/src/operator-docs.test.ts';
const CSP = {
  file: 'apps/server/src/http/web-app.test.ts',
  test: 'sends a strict Content-Security-Policy and no HSTS over plain http',
};
const POSITIONS = 'apps/server/src/features/positions/positions.test.ts';
const FRIENDS = 'apps/server/src/features/friends/friends.test.ts';
const HELP = 'apps/server/src/features/help/help.test.ts';

/** SPEC.md section 1, "Privacy statements made by the product", each with what proves it. */
const PRIVACY_STATEMENTS: PrivacyPromise[] = [
  {
    statement: 'Users must be over 16.',
    proofs: [{ file: AUTH, test: 'refuses users under 16 and bad input' }],
  },
  {
    statement: 'Data is kept in the EU/EEA.',
    proofs: [
      { file: OPERATOR_DOCS, test: 'tells the operator to keep the data in the EU/EEA' },
      CSP,
    ],
  },
  {
    statement: 'There is no marketing, analytics or third-party tracking.',
    proofs: [
      CSP,
      {
        file: 'apps/server/src/features/vessels/vessel-images.test.ts',
        test: 'loads pictures only from the app itself at %s',
      },
      {
        file: OPERATOR_DOCS,
        test: 'tells the operator to add no marketing, analytics or third-party tracking',
      },
    ],
  },
  {
    statement: 'A privacy contact e-mail ({email}) is given.',
    proofs: [
      {
        file: 'apps/server/src/features/public-config/public-config.test.ts',
        test: 'gives the web app its public settings and nothing secret',
      },
      {
        file: 'e2e/tests/routes.spec.ts',
        test: 'the short legal paths show the same pages as the long ones',
      },
    ],
  },
  {
    statement: 'Only accepted friends see a precise position; others see a general area.',
    proofs: [
      {
        file: 'apps/server/src/features/positions/positions-privacy.test.ts',
        test: 'a non-friend never learns a precise position',
      },
      {
        file: POSITIONS,
        test: 'shows a friend the precise fix, a stranger only the area, and a visitor nothing',
      },
    ],
  },
  {
    statement: 'Name, phone and e-mail are never shown publicly.',
    proofs: [
      {
        file: 'apps/server/src/features/friends/friends-directory.test.ts',
        test: 'never carries an e-mail address, a phone number or a stranger’s name',
      },
      {
        file: HELP,
        test: 'shows logged-out visitors only the public view, with the position rounded',
      },
    ],
  },
  {
    statement: 'The user can turn position sharing off.',
    proofs: [
      {
        file: POSITIONS,
        test: 'hides a user from every answer at once when sharing goes off, and shows nothing before it is on',
      },
      {
        file: POSITIONS,
        test: 'never keeps a history after sharing is turned off, however the reports cross the switch',
      },
    ],
  },
  {
    statement: 'Friends can be removed or blocked.',
    proofs: [
      { file: FRIENDS, test: 'ends a friendship for both with remove, telling the other' },
      {
        file: FRIENDS,
        test: 'a block ends friendship and requests both ways, tells only what ended, and hides the blocker',
      },
    ],
  },
  {
    statement:
      'Help requests share position, boat name, help type and VHF channel with nearby users.',
    proofs: [
      {
        file: HELP,
        test: 'shows a member near the call the precise position, description, VHF channel and boat name, never contact data',
      },
      {
        file: 'apps/server/src/features/help/help-privacy.test.ts',
        test: 'a call is precise only to those who can help',
      },
    ],
  },
];

/** SPEC.md section 9, the rows on keeping data ("Data retention" one row per kind). */
const RETENTION_ROWS: PrivacyPromise[] = [
  {
    statement: 'Data retention: position logs 90 days.',
    proofs: [
      {
        file: RETENTION_TEST,
        test: 'deletes position fixes older than 90 days, and nothing younger',
      },
    ],
  },
  {
    statement: 'Data retention: login logs 180 days.',
    proofs: [
      {
        file: RETENTION_TEST,
        test: 'deletes login history older than 180 days, and nothing younger',
      },
    ],
  },
  {
    statement: 'Data retention: inactive accounts 2 years with 30-day warning.',
    proofs: [
      {
        file: INACTIVE,
        test: 'warns an account unused for 2 years with a login link, and deletes it 30 days later as a deletion on request does',
      },
      {
        file: INACTIVE,
        test: 'keeps an account whose owner logs in after the warning, and warns it again only after 2 more years',
      },
      {
        file: INACTIVE,
        test: 'takes a warning back when its mail cannot be sent, so nobody is deleted unwarned',
      },
      {
        file: 'e2e/tests/privacy-retention.spec.ts',
        test: 'the privacy policy tells how long each kind of data is kept, as the server keeps it',
      },
    ],
  },
  {
    statement: 'Data retention: backups at most 30 days.',
    proofs: [{ file: OPERATOR_DOCS, test: 'tells the operator to keep backups at most 30 days' }],
  },
  {
    statement: 'Data retention: help requests permanent.',
    proofs: [{ file: RETENTION_TEST, test: 'keeps help requests permanently' }],
  },
  {
    statement: 'Session cookie lifetime (privacy text): 24 hours.',
    proofs: [
      {
        file: RETENTION_TEST,
        test: 'deletes sessions older than their 24 hours, and nothing younger',
      },
      {
        file: AUTH,
        test: 'answers /me for a live session and 401 without, with a bad, an expired or a revoked token',
      },
    ],
  },
];

const PROMISES = [...PRIVACY_STATEMENTS, ...RETENTION_ROWS];

const titlesOf = (file: string): Set<string> =>
  testTitles(readFileSync(path.join(REPO, file), 'utf8'), file);

describe('one test per privacy statement (SPEC.md sections 1 and 9)', () => {
  it('holds every statement of section 1 and every retention row of section 9, once', () => {
    expect(PRIVACY_STATEMENTS).toHaveLength(9);
    expect(RETENTION_ROWS).toHaveLength(6);
    expect(new Set(PROMISES.map((promise) => promise.statement)).size).toBe(PROMISES.length);
  });

  it.each(PROMISES.map((promise) => [promise.statement, promise.proofs] as const))(
    '%s is proved by tests that exist and run',
    (_statement, proofs) => {
      expect(proofs.length, 'a statement without a proving test').toBeGreaterThan(0);
      for (const { file, test } of proofs) {
        expect(existsSync(path.join(REPO, file)), `${file} exists`).toBe(true);
        expect([...titlesOf(file)], `${file} runs a test named so`).toContain(test);
      }
    },
  );
});

describe('testTitles', () => {
  it('finds tests and groups of Vitest and Playwright, and leaves out those that do not run', () => {
    const source = `
      describe('a group', () => {
        it('a test', () => {});
        it.each([1, 2])('one of a table, %s', () => {});
        it.skip('skipped', () => {});
        it.todo('to do');
        test.only(\`a template\`, () => {});
        it(\`with \${1} substitution\`, () => {});
      });
      test.describe('a Playwright group', () => {
        test('a Playwright test', async () => {});
        test.fixme('broken', async () => {});
      });
      expect('not a test').toBe('x');
    `;
    expect([...testTitles(source)]).toEqual([
      'a group',
      'a test',
      'one of a table, %s',
      'a template',
      'a Playwright group',
      'a Playwright test',
    ]);
  });
});
