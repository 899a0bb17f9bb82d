import { defineConfig } from 'vitest/config';

// Throwaway databases hash passwords at a lower scrypt cost (server src/auth/password.ts): the suites sign
// in hundreds of times, and each full-cost hash takes ~200 ms of a core.
process.env.TENDER_PASSWORD_HASH_LOG2N ??= '10';

/**
 * Two projects: unit tests next to the code (no server), and the suites under test/ that run the adapters
 * against the real API server started in-process on PGlite, from one demo snapshot built by the global setup.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      // Pure units: one worker for every file, not a fresh one per file; they run before the suites below.
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Starting PGlite from the snapshot under parallel load on 2 cores exceeds the 10 s default.
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Each file starts its own server and database: a worker serves file after file (see the server's).
          isolate: false,
        },
      },
    ],
  },
});
