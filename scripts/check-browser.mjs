// Run first by `npm test`: the Storybook tests and the browser journeys need Debian's Chromium (never a
// downloaded browser, STACK.md) and a CJK font. Without them the run would fail only after minutes of other
// suites; this stops it at once and says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium-headless-shell fonts-wqy-zenhei';

/** What is missing for the browser tests ([] when nothing is), given where Chromium is and the font list. */
export function missingForBrowserTests({ chromiumPath, chromiumExists, fontList }) {
  const missing = [];
  if (!chromiumExists) missing.push(`Chromium at ${chromiumPath} (set CHROMIUM_PATH for another place)`);
  if (!/wenquanyi|wqy|noto sans cjk|noto serif cjk/i.test(fontList)) missing.push('a CJK font');
  return missing;
}

function installedFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The binary the tests will launch: one rule, in the web's tests.
  const { CHROMIUM_PATH: chromiumPath } = await tsImport(
    '../packages/web/e2e/support/chromium.ts',
    import.meta.url,
  );
  const missing = missingForBrowserTests({
    chromiumPath,
    chromiumExists: existsSync(chromiumPath),
    fontList: installedFonts(),
  });
  if (missing.length > 0) {
    console.error(
      `The browser tests need ${missing.join(' and ')}. Install them with:\n\n  ${INSTALL_COMMAND}\n`,
    );
    process.exit(1);
  }
}
