import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Pure functions and in-memory fakes that each test builds afresh: one worker serves every file,
    // instead of a fresh one per file (~200 ms each, most of the suite's time on our 2 cores).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.fixtures.ts', 'src/testing/**', 'src/ports/**', 'src/index.ts'],
      reporter: ['text-summary'],
      thresholds: { branches: 95 },
    },
  },
});
