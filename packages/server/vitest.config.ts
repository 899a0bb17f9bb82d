import { defineConfig } from 'vitest/config';

/**
 * Integration tests start the real app in-process. They run on PGlite (from one snapshot built by the
 * global setup) and, when TEST_DATABASE_URL is set, a second time on PostgreSQL, each file in a fresh
 * schema of its own.
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // PGlite start-up under parallel load on 2 cores exceeds the 10 s default.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/global-setup.ts'] },
      },
      ...(postgres ? [{ extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
