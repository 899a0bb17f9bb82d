import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missingForBrowserTests } from './check-browser.mjs';

const fonts = 'WenQuanYi Zen Hei,文泉驛正黑\nDejaVu Sans\n';

test('finds nothing missing with Chromium and a CJK font', () => {
  assert.deepEqual(
    missingForBrowserTests({ chromiumPath: '/usr/bin/chromium', chromiumExists: true, fontList: fonts }),
    [],
  );
});

test('names Chromium and where it looked, and the font, when they are missing', () => {
  const missing = missingForBrowserTests({
    chromiumPath: '/opt/chromium',
    chromiumExists: false,
    fontList: 'DejaVu Sans\n',
  });
  assert.equal(missing.length, 2);
  assert.match(missing[0], /\/opt\/chromium/);
  assert.match(missing[1], /CJK font/);
});

test('accepts Noto CJK as the font', () => {
  assert.deepEqual(
    missingForBrowserTests({
      chromiumPath: '/usr/bin/chromium',
      chromiumExists: true,
      fontList: 'Noto Sans CJK SC\n',
    }),
    [],
  );
});
