import { ACCOUNT_PASSWORD, logInAccount } from '@havhjaelp/testing/accounts';
import { freePort } from '@havhjaelp/testing/free-port';
import { describe, expect, it } from 'vitest';
import { jobsOnDemand } from '../../test/jobs';
import { injectPost } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { createVessel } from '../../test/vessels';
import { authPlug } from './index';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** Two calendar years after NOW: the moment an account unused since NOW becomes inactive. */
const TWO_YEARS_LATER = new Date('2028-03-01T10:00:00.000Z');

describe('the inactive accounts’ job', () => {
  const t = useTestApp({ clock: NOW, smtp: true });
  const jobs = jobsOnDemand(authPlug);
  const sweep = () => jobs.run('inactive-accounts');
  const mailsTo = (user: TestUser) => t.smtp.mails.filter((mail) => mail.to.includes(user.email));
  const account = (user: TestUser) =>
    t.db
      .selectFrom('users')
      .select(['id', 'last_active_at', 'inactive_warned_at'])
      .where('id', '=', user.id)
      .executeTakeFirst();

  it('warns an account unused for 2 years with a login link, and deletes it 30 days later as a deletion on request does', async () => {
    await t.start({}, { features: jobs.features });
    const forgotten = await registerUser(t, 'glemt', { firstName: 'Ole' });
    await createVessel(t, forgotten);
    const faithful = await registerUser(t, 'trofast');
    t.clock.set(new Date(NOW.getTime() + 365 * DAY));
    await logInAccount(injectPost(t), faithful.username, ACCOUNT_PASSWORD);

    t.clock.set(TWO_YEARS_LATER);
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 0 });
    t.clock.advance(1);
    expect(await sweep()).toEqual({ warned: 1, unsent: 0, deleted: 0 });
    const mail = await t.smtp.waitForMail((m) => m.to.includes(forgotten.email));
    expect(mail.subject).toBe('Din Havhjælp-konto bliver slettet om 30 dage');
    expect(mail.text).toContain('Hej Ole');
    expect(mail.text).toContain('Du har ikke brugt din Havhjælp-konto i 2 år.');
    expect(mail.text).toContain('bliver slettet den 31. mar. 2028.');
    expect(mail.text).toContain(`logge ind inden da:\n\n${t.config.publicUrl}/login\n`);
    expect(mailsTo(faithful)).toEqual([]);
    expect((await account(forgotten))?.inactive_warned_at).toBe(t.clock.now().toISOString());

    // Warned once, however often the job runs.
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 0 });
    t.clock.advance(30 * DAY);
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 0 });
    expect(await account(forgotten)).toBeDefined();
    t.clock.advance(1);
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 1 });
    expect(mailsTo(forgotten)).toHaveLength(1);

    expect(await account(forgotten)).toBeUndefined();
    expect(await t.db.selectFrom('vessels').select('user_id').execute()).toEqual([]);
    const sessions = await t.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions.map((s) => s.user_id)).toEqual([faithful.id, faithful.id]);
    expect(await account(faithful)).toBeDefined();
  });

  it('keeps an account whose owner logs in after the warning, and warns it again only after 2 more years', async () => {
    await t.start({}, { features: jobs.features });
    const back = await registerUser(t, 'tilbage');
    t.clock.set(new Date(TWO_YEARS_LATER.getTime() + 1));
    expect(await sweep()).toMatchObject({ warned: 1 });
    await t.smtp.waitForMail((m) => m.to.includes(back.email));

    t.clock.advance(10 * DAY);
    const loginAt = t.clock.now();
    await logInAccount(injectPost(t), back.email, ACCOUNT_PASSWORD);
    expect(await account(back)).toEqual({
      id: back.id,
      last_active_at: loginAt.toISOString(),
      inactive_warned_at: null,
    });
    t.clock.advance(21 * DAY);
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 0 });
    expect(await account(back)).toBeDefined();

    // Two calendar years after the login.
    t.clock.set(new Date('2030-03-11T10:00:00.001Z'));
    expect(await sweep()).toEqual({ warned: 0, unsent: 0, deleted: 0 });
    t.clock.advance(1);
    expect(await sweep()).toEqual({ warned: 1, unsent: 0, deleted: 0 });
    await expect.poll(() => mailsTo(back).length).toBe(2);
  });

  it('takes a warning back when its mail cannot be sent, so nobody is deleted unwarned', async () => {
    const closedPort = await freePort();
    await t.start({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` }, { features: jobs.features });
    const unreachable = await registerUser(t, 'ukendt_post');
    t.clock.set(new Date(TWO_YEARS_LATER.getTime() + 1));
    expect(await sweep()).toEqual({ warned: 0, unsent: 1, deleted: 0 });
    expect((await account(unreachable))?.inactive_warned_at).toBeNull();
    t.clock.advance(31 * DAY);
    expect(await sweep()).toEqual({ warned: 0, unsent: 1, deleted: 0 });
    expect(await account(unreachable)).toBeDefined();
  });
});
