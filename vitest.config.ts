import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
        },
      },
      // The same server tests again, every test app on its own schema of a throw-away PostgreSQL
      // cluster that the run starts from Debian's packages and removes afterwards.
      {
        test: {
          name: 'server-pg',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          globalSetup: ['./src/test/postgres-setup.ts'],
        },
      },
      {
        test: {
          name: 'common',
          root: './packages/common',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'aivdm',
          root: './packages/aivdm',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
