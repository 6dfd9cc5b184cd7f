import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RETENTION } from '@havhjaelp/common/limits';
import { describe, expect, it } from 'vitest';

const DEPLOY_MD = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/deploy.md',
);

/** The section of docs/deploy.md that hands the operator the privacy page's promises. */
async function operatorPromises(): Promise<string> {
  const text = await readFile(DEPLOY_MD, 'utf8');
  const start = text.indexOf('## What the privacy page promises, and the operator keeps');
  expect(start, 'the section is in docs/deploy.md').toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end).replace(/\s+/g, ' ');
}

describe('docs/deploy.md, for the operator', () => {
  it('tells the operator to keep backups at most 30 days', async () => {
    expect(await operatorPromises()).toContain(
      `**Backups are kept at most ${RETENTION.backupMaxDays} days.**`,
    );
  });

  it('tells the operator to keep the data in the EU/EEA', async () => {
    expect(await operatorPromises()).toContain('**Data is kept in the EU/EEA.**');
  });

  it('tells the operator to add no marketing, analytics or third-party tracking', async () => {
    expect(await operatorPromises()).toContain(
      '**No marketing, analytics or third-party tracking.**',
    );
  });
});
