// Bundles the server and the workspace packages (@havhjaelp/*) into dist/main.js, and the
// operator's admin command into dist/admin.js; npm packages stay external.
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@havhjaelp/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin-main.ts' },
  // A test may build its own copy elsewhere, so another test's rebuild never changes it mid-run.
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
