import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
/** See stop-with-worker.cjs: an app server stops when the worker that started it is gone. */
export const STOP_WITH_WORKER = path.join(HERE, 'stop-with-worker.cjs');
