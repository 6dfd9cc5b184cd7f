import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function makeTempDir(
  prefix: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `havhjaelp-${prefix}-`));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
