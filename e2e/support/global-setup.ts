import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { SERVER_ENTRY, WEB_INDEX, REPO_ROOT } from './paths';

/** The tests run the built app; build it when this run has not already. */
export default function globalSetup(): void {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(WEB_INDEX)) {
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
