import { defineConfig } from 'vitest/config';

/**
 * End-to-end suites only: the CLI in-process against the real API server (PGlite, from one demo snapshot
 * built by the global setup), and the built bundle as a child process.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Starting PGlite from the snapshot under parallel load on 2 cores exceeds the 10 s default.
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
