import { defineConfig } from 'vitest/config';

// Throwaway databases hash passwords at a lower scrypt cost (server src/auth/password.ts): the suites sign
// in hundreds of times, and each full-cost hash takes ~200 ms of a core.
process.env.TENDER_PASSWORD_HASH_LOG2N ??= '10';

/**
 * Integration tests start the real app in-process. They run on PGlite (from one snapshot built by the
 * global setup) and, when TEST_DATABASE_URL is set, a second time on PostgreSQL, each file in a database
 * of its own cloned from one template the postgres project's global setup migrates and seeds.
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // PGlite start-up under parallel load on 2 cores exceeds the 10 s default.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    maxWorkers: 2,
    // Each file opens its own database and app, and no test touches another's module state: a worker
    // serves file after file, compiling PGlite's WebAssembly and importing the app once (the suite's time
    // halves on our 2 cores).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/global-setup.ts'] },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
