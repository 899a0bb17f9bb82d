import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit tests next to the code (no server), and the suites under test/ that run the adapters
 * against the real API server started in-process on PGlite, from one demo snapshot built by the global setup.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Starting PGlite from the snapshot under parallel load on 2 cores exceeds the 10 s default.
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
