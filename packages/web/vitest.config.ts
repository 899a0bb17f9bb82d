import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import { E2E_WORKERS } from './e2e/support/workers.ts';

// Throwaway databases hash passwords at a lower scrypt cost (server src/auth/password.ts): the suites sign
// in hundreds of times, and each full-cost hash takes ~200 ms of a core.
process.env.TENDER_PASSWORD_HASH_LOG2N ??= '10';

/**
 * The web package's tests, three projects:
 * - `unit`: plain node tests beside the code (`src/**\/*.test.ts`);
 * - `storybook`: every story rendered and played in Debian's Chromium by @storybook/addon-vitest, the
 *   accessibility addon failing a story on any violation (`parameters.a11y.test: 'error'`);
 * - `e2e`: browser journeys — playwright-core drives the same Chromium against the built web served by
 *   the real server process; one server and one browser for the whole run (e2e/global-setup.ts).
 * No browser is ever downloaded: both use Debian's Chromium headless shell (e2e/support/chromium.ts, STACK.md).
 */
const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure units: one worker for every file, not a fresh one per file.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'storybook',
          // The browser projects run one after the other (2 cores): stories, then journeys. Run side by side
          // they took as long in all (the cores are busy either way) and slowed single stories past 15 s.
          // One story file at a time: two made stories time out in CI.
          sequence: { groupOrder: 1 },
          // A story plays dozens of clicks (the flow-template editor's drags); on a busy machine one took 19 s
          // against browser mode's 15 s default.
          testTimeout: 60_000,
          // Every story file in one page, not a fresh iframe per file that loads React, antd and the
          // providers again: 238 s instead of 390 s for the 299 stories on a quiet machine. Each story
          // renders afresh with its own container and query cache (.storybook/preview.tsx), so no story
          // reads what another left.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // The server's PGlite start and a cold Chromium on 2 shared cores; journeys click through pages.
          hookTimeout: 120_000,
          // A long journey beside another takes longer than alone: the bid-evaluation journey, one test from
          // the tender notice to the contract, took 92 s beside another on a machine busy with more.
          testTimeout: 150_000,
          // Two more tries for a journey that fails: a journey is a whole user session in a real browser on two
          // shared cores, and one lost click once cost a whole CI run. A journey that fails three times still
          // fails the run; a retried pass is reported as such (vitest's "retry xN"), and the failed attempt's
          // error and journey lines are logged (support/journey.ts), so that its cause can be fixed in the
          // journey or the app rather than left to this.
          retry: 2,
          // expect.poll waits as long as a page's own waits (journey.ts: 15 s); vitest's 1 s default is
          // shorter than one reply on a busy machine, so a journey failed before the page had answered.
          expect: { poll: { timeout: 15_000 } },
          // Two journeys side by side (E2E_WORKERS), each against a server of its own: one alone leaves a
          // third of the two cores idle, waiting on the server and the page. The journeys retried side by
          // side were waits on a transition's address rather than its drawn page, and two select lists open
          // at once; they now wait on the drawn page and the closed list.
          maxWorkers: E2E_WORKERS,
          // A worker's files share its modules: playwright-core and the domain are imported once per worker,
          // not per file; a journey file leaves nothing behind that the next one reads.
          isolate: false,
        },
      },
    ],
  },
});
