import { defineConfig } from 'vitest/config';

// Tests here prove behaviour, not speed (speed is measured in bench/): a test's time limit only
// catches a hang, so it is set for a slow, busy machine, where hashing passwords and starting
// servers take many times what they take on a quiet one. Inline projects do not inherit the root's
// test options in Vitest 4, so each project spreads it.
const hangLimits = { testTimeout: 60_000, hookTimeout: 60_000 };

const serverTests = {
  ...hangLimits,
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  env: { LOG_LEVEL: 'silent' },
};

/** Server test files that replace modules with vi.mock (see the server projects below). */
const moduleMockingTests = [
  'src/test/access/access-control.test.ts',
  'src/test/fixture-feature/fixture-feature.test.ts',
  'src/features/auth/retention-cluster.test.ts',
];

export default defineConfig({
  test: {
    // Vitest 4 takes one core less than the machine has, which on two cores is one test file at a
    // time; most server tests wait on sockets, timers and PostgreSQL, so two run side by side.
    maxWorkers: 2,
    projects: [
      // The server's tests share one module graph per worker (no isolation): each file builds its
      // own app on its own database, and starting a fresh graph for each of some hundred files cost
      // five times the tests themselves. The few files that replace a module with vi.mock run
      // isolated in their own projects, since a replaced module must not leak into other files.
      {
        test: {
          ...serverTests,
          name: 'server',
          exclude: moduleMockingTests,
          isolate: false,
        },
      },
      {
        test: { ...serverTests, name: 'server-mocked', include: moduleMockingTests },
      },
      // The same server tests again, every test app on its own database of a throw-away PostgreSQL
      // cluster that the run starts from Debian's packages and removes afterwards.
      {
        test: {
          ...serverTests,
          name: 'server-pg',
          exclude: moduleMockingTests,
          isolate: false,
          globalSetup: ['./src/test/postgres-setup.ts'],
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server-pg-mocked',
          include: moduleMockingTests,
          globalSetup: ['./src/test/postgres-setup.ts'],
        },
      },
      {
        test: {
          ...hangLimits,
          name: 'common',
          root: './packages/common',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...hangLimits,
          name: 'aivdm',
          root: './packages/aivdm',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...hangLimits,
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Most of the web's tests are rules without a page; the few that render or read the
          // browser's storage say '@vitest-environment jsdom' at their top (a page costs a second
          // or more a file to set up).
          environment: 'node',
        },
      },
    ],
  },
});
