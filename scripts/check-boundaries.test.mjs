import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findViolations, importsOf } from './check-boundaries.mjs';

let root;
function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
function workspace(files) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  write(
    'packages/domain/package.json',
    JSON.stringify({
      name: '@tender/domain',
      exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' },
    }),
  );
  write(
    'packages/web/package.json',
    JSON.stringify({ name: '@tender/web', exports: { '.': './src/index.ts' } }),
  );
  for (const [path, text] of Object.entries(files)) write(path, text);
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('passes on this repository as it is', () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
    assert.deepEqual(findViolations(repo), []);
    root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  });

  it('allows the domain zod, dayjs and its own files', () => {
    workspace({
      'packages/domain/src/a.ts':
        "import { z } from 'zod';\nimport dayjs from 'dayjs';\nimport utc from 'dayjs/plugin/utc';\nimport { b } from './b';",
      'packages/domain/src/a.test.ts': "import { it } from 'vitest';\nimport fc from 'fast-check';",
    });
    assert.deepEqual(findViolations(root), []);
  });

  it('fails when the domain imports a framework, a Node module or another package', () => {
    workspace({
      'packages/domain/src/a.ts':
        "import axios from 'axios';\nimport { readFile } from 'node:fs';\nexport { x } from '@tender/web';",
    });
    const violations = findViolations(root);
    assert.equal(violations.length, 3);
    assert.match(violations[0], /a\.ts:1 imports 'axios'/);
  });

  it('fails when the domain runtime uses a test tool', () => {
    workspace({ 'packages/domain/src/a.ts': "import fc from 'fast-check';" });
    assert.equal(findViolations(root).length, 1);
  });

  it('fails when a package reaches into another package internals', () => {
    workspace({
      'packages/web/src/a.ts':
        "import { x } from '@tender/domain/src/projects/project';\nimport { y } from '../../domain/src/index';",
      'packages/web/src/b.ts':
        "import { x } from '@tender/domain';\nimport { f } from '@tender/domain/testing';\nconst m = await import('@tender/domain');",
    });
    const violations = findViolations(root);
    assert.equal(violations.length, 2);
    assert.match(violations[0], /does not export/);
    assert.match(violations[1], /reaches outside @tender\/web/);
  });

  it('reads static, re-export, side-effect, dynamic and require imports', () => {
    const found = importsOf(
      "import a from 'a';\nexport * from 'b';\nimport 'c';\nawait import('d');\nrequire('e');\nimport type { T } from 'f';",
    );
    assert.deepEqual(found.map((f) => f.specifier).sort(), ['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
