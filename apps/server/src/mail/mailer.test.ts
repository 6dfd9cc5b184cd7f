import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  it('writes each mail as an .eml file to the outbox', async () => {
    const temp = await makeTempDir('outbox');
    const outboxDir = path.join(temp.dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Havhjælp <noreply@test.dk>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({
      to: 'ole@example.dk',
      subject: 'Nulstil adgangskode',
      text: 'Link: http://localhost/reset-password?token=abc',
    });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ole@example\.dk$/m);
    expect(eml).toContain('reset-password?token=abc');
    mailer.close();
    await temp.remove();
  });
});
