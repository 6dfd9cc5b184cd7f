import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';
import { insertSupportMessage } from './repository';

const valid = {
  name: 'Mette Sørensen',
  email: 'mette@example.dk',
  subject: 'Spørgsmål om kortet',
  message: 'Hvordan slår jeg søkortlaget til?',
};

describe('POST /api/support', () => {
  const t = useTestApp({ smtp: true, env: { SUPPORT_EMAIL: 'support@test.dk' } });
  const { start } = t;
  const post = (payload: unknown, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores the message and mails it to support with the sender as reply-to', async () => {
    await start();
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Din besked er sendt! Vi svarer hurtigst muligt.',
    });
    const mail = await t.smtp.waitForMail((m) => m.subject.includes(valid.subject));
    expect(mail.to).toEqual(['support@test.dk']);
    expect(mail.replyTo).toBe('mette@example.dk');
    expect(mail.subject).toBe('[Havhjælp support] Spørgsmål om kortet');
    expect(mail.text).toContain('Mette Sørensen');
    expect(mail.text).toContain('Hvordan slår jeg søkortlaget til?');
    const rows = await t.db.selectFrom('support_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, subject: valid.subject });
    expect(rows[0]!.mailed_at).not.toBeNull();
  });

  it.each([
    ['name', 'Navn er påkrævet'],
    ['email', 'Email er påkrævet'],
    ['subject', 'Emne er påkrævet'],
    ['message', 'Besked er påkrævet'],
  ])('refuses a missing %s with a Danish message', async (field, message) => {
    await start();
    const withoutField = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    const missing = await post(withoutField);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: message, code: 'VALIDATION' });
    const blank = await post({ ...valid, [field]: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(message);
    expect(await t.db.selectFrom('support_messages').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a bad e-mail address', async () => {
    await start();
    const response = await post({ ...valid, email: 'mette-at-example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Indtast en gyldig email', code: 'VALIDATION' });
  });

  it('refuses a message over the length limit and a body over the size limit', async () => {
    await start({ BODY_LIMIT_BYTES: '8192' });
    const tooLong = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Beskeden må højst være 5000 tegn');
    const huge = await post({ ...valid, message: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Forespørgslen er for stor', code: 'BODY_TOO_LARGE' });
  });

  it('refuses malformed JSON and non-object bodies', async () => {
    await start();
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    const list = await post([valid]);
    expect(list.statusCode).toBe(400);
    expect(list.json().code).toBe('VALIDATION');
  });

  it('limits each IP address to 5 messages per 10 minutes', async () => {
    await start();
    for (let i = 0; i < 5; i++) expect((await post(valid, '10.0.0.1')).statusCode).toBe(200);
    const limited = await post(valid, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'For mange forespørgsler. Vent lidt, og prøv igen.',
      code: 'RATE_LIMITED',
    });
    expect((await post(valid, '10.0.0.2')).statusCode).toBe(200);
  });

  it('behind a trusted proxy, limits by the forwarded client address', async () => {
    await start({ TRUST_PROXY: '127.0.0.1' });
    const viaProxy = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: valid,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 5; i++) expect((await viaProxy('203.0.113.5')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.5')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.6')).statusCode).toBe(200);
  });

  it('keeps the message when the mail server is down', async () => {
    await start({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.selectFrom('support_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mailed_at).toBeNull();
  });

  const postAs = (token: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: valid,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
    });
  const sentBy = (userId: string) =>
    t.db.selectFrom('support_messages').select('message').where('user_id', '=', userId).execute();

  it('keeps a member’s message as theirs, exported and deleted with the account', async () => {
    await start();
    const mette = await registerUser(t, 'mette');
    expect((await postAs(mette.token, '10.1.0.1')).statusCode).toBe(200);
    // The same address typed in logged out: nobody's message, in nobody's export.
    expect((await post({ ...valid, email: mette.email, message: 'Uden login' })).statusCode).toBe(
      200,
    );
    const exported = await t.call('GET', '/api/auth/export-data', mette);
    expect(exported.json().support_messages).toEqual([
      { ...valid, created_at: expect.any(String) },
    ]);
    const deleted = await t.call('DELETE', '/api/auth/account', mette, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await sentBy(mette.id)).toEqual([]);
    const left = await t.db.selectFrom('support_messages').select(['message', 'user_id']).execute();
    expect(left).toEqual([{ message: 'Uden login', user_id: null }]);
  });

  it('stores a message whose sender was deleted after it was let in as sent logged out', async () => {
    await start();
    const gone = await registerUser(t, 'gaaet');
    await t.call('DELETE', '/api/auth/account', gone, { confirmPassword: ACCOUNT_PASSWORD });
    await insertSupportMessage(t.db, {
      id: '5d1f3f55-8a8e-4a55-9d55-6c0e5a1a0001',
      ...valid,
      created_at: new Date().toISOString(),
      mailed_at: null,
      user_id: gone.id,
    });
    const rows = await t.db.selectFrom('support_messages').select(['message', 'user_id']).execute();
    expect(rows).toEqual([{ message: valid.message, user_id: null }]);
  });

  it('never fails a message whose sender deletes the account at the same moment', async () => {
    await start();
    let addresses = 0;
    for (let round = 0; round < 4; round++) {
      const user = await registerUser(t, `samtidig${round}`);
      let deleting = true;
      const deletion = t
        .call('DELETE', '/api/auth/account', user, { confirmPassword: ACCOUNT_PASSWORD })
        .finally(() => {
          deleting = false;
        });
      // Messages keep coming while the deletion runs, so some are let in before it commits and
      // written after (each from its own address, under the per-address limit).
      const sent = [];
      while (deleting) {
        addresses += 1;
        sent.push(await postAs(user.token, `10.2.${addresses >> 8}.${addresses & 255}`));
      }
      expect((await deletion).statusCode).toBe(200);
      for (const response of sent) expect(response.statusCode, response.body).toBe(200);
      expect(await sentBy(user.id)).toEqual([]);
    }
  });
});
