import { runAdminCli } from './admin';

// Bundled as dist/admin.js: `npm run admin -- grant <username>` (or `test-user grant <username>`,
// `moderator grant <username>`).
process.exitCode = await runAdminCli(process.argv.slice(2), process.env, (line) =>
  process.stdout.write(`${line}\n`),
);
