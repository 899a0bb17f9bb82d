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
/** Manifests of more packages, each exporting its root. */
function manifests(...folders) {
  return Object.fromEntries(
    folders.map((folder) => [
      `packages/${folder}/package.json`,
      JSON.stringify({ name: `@tender/${folder}`, exports: { '.': './src/index.ts' } }),
    ]),
  );
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

  it("lets only the domain's maintenance scripts use Node's modules, not a framework", () => {
    workspace({
      'packages/domain/scripts/import.ts':
        "import { readFileSync } from 'node:fs';\nimport axios from 'axios';",
      'packages/domain/src/a.ts': "import { readFileSync } from 'node:fs';",
    });
    const violations = findViolations(root);
    assert.equal(violations.length, 2);
    assert.match(violations[0], /scripts\/import\.ts:2 imports 'axios'/);
    assert.match(violations[1], /src\/a\.ts:1 imports 'node:fs'/);
  });

  it('fails when the domain runtime uses a test tool', () => {
    workspace({ 'packages/domain/src/a.ts': "import fc from 'fast-check';" });
    assert.equal(findViolations(root).length, 1);
  });

  it("lets a test's shared fixtures (*.fixtures.ts) use the test tools, as its tests do", () => {
    workspace({
      'packages/domain/src/a.fixtures.ts': "import { expect } from 'vitest';",
      'packages/domain/src/a-fixtures.ts': "import { expect } from 'vitest';",
    });
    assert.deepEqual(findViolations(root), [
      "packages/domain/src/a-fixtures.ts:1 imports 'vitest': the domain may import only zod, dayjs and its own files",
    ]);
  });

  it('fails when a package reaches into another package internals', () => {
    workspace({
      'packages/web/src/a.ts':
        "import { x } from '@tender/domain/src/projects/project';\nimport { y } from '../../domain/src/index';",
      'packages/web/src/b.ts':
        "import { x } from '@tender/domain';\nconst m = await import('@tender/domain');",
      'packages/web/src/b.test.ts': "import { f } from '@tender/domain/testing';",
    });
    const violations = findViolations(root);
    assert.equal(violations.length, 2);
    assert.match(violations[0], /does not export/);
    assert.match(violations[1], /reaches outside @tender\/web/);
  });

  it('fails on an outward arrow between packages: web/cli/server → infrastructure → domain', () => {
    workspace({
      ...manifests('infrastructure', 'server', 'cli'),
      'packages/domain/src/a.ts': "import { HttpEvents } from '@tender/infrastructure';",
      'packages/infrastructure/src/a.ts': "import { main } from '@tender/web';",
      'packages/infrastructure/src/b.ts': "import { startServer } from '@tender/server';",
      'packages/web/src/a.ts':
        "import { buildApp } from '@tender/server';\nimport { program } from '@tender/cli';",
      // Inwards, and the test suites that start the real server.
      'packages/web/src/b.ts':
        "import { x } from '@tender/domain';\nimport { y } from '@tender/infrastructure';",
      'packages/infrastructure/test/real-server.ts': "import { startServer } from '@tender/server';",
      'packages/cli/src/a.test.ts': "import { startServer } from '@tender/server';",
      'packages/server/src/a.ts': "import { y } from '@tender/infrastructure';",
    });
    const violations = findViolations(root).sort();
    assert.equal(violations.length, 5);
    assert.match(violations[0], /domain\/src\/a\.ts:1 .*the domain imports no workspace package/);
    assert.match(violations[1], /infrastructure\/src\/a\.ts:1 .*no package imports @tender\/web/);
    assert.match(violations[2], /infrastructure\/src\/b\.ts:1 .*@tender\/server is imported only by tests/);
    assert.match(violations[3], /web\/src\/a\.ts:1 .*@tender\/server is imported only by tests/);
    assert.match(violations[4], /web\/src\/a\.ts:2 .*no package imports @tender\/cli/);
  });

  it('fails when production code imports the domain fakes; tests, stories and in-memory adapters may', () => {
    const fakes = "import { aProject } from '@tender/domain/testing';";
    workspace({
      ...manifests('infrastructure'),
      'packages/web/src/features/home/home-page.tsx': fakes,
      'packages/infrastructure/src/http/http-project-repository.ts': fakes,
      'packages/web/src/features/home/home.stories.tsx': fakes,
      'packages/web/src/features/home/home.test.ts': fakes,
      'packages/infrastructure/src/in-memory/demo-data.ts': fakes,
      'packages/infrastructure/src/containers/in-memory-module.ts': fakes,
    });
    const violations = findViolations(root).sort();
    assert.equal(violations.length, 2);
    assert.match(violations[0], /infrastructure\/src\/http\/http-project-repository\.ts:1 .*production code/);
    assert.match(violations[1], /web\/src\/features\/home\/home-page\.tsx:1 .*production code/);
  });

  it('fails when a web feature imports another feature or the app', () => {
    workspace({
      'packages/web/src/features/closing/closing-page.tsx': [
        "import { FilteredProjectTable } from '../manage/filtered-project-table';",
        "import { AppRoutes } from '../../app/router';",
        "import { useClosingAreaName } from './use-closing-area';",
        "import { useSession } from '../../data/session/use-session';",
        "import { ProjectBasicInfo } from '../../components/project-info/project-basic-info';",
        "import { useInject } from '../../di/use-inject';",
        "import { useT } from '../../i18n/i18n-context';",
      ].join('\n'),
      // A story shows its screen where users reach it: through the app's routes.
      'packages/web/src/features/closing/closing.stories.tsx':
        "import { AppRoutes } from '../../app/router';",
    });
    const violations = findViolations(root);
    assert.equal(violations.length, 2);
    assert.match(violations[0], /closing-page\.tsx:1 .*features\/closing imports features\/manage/);
    assert.match(violations[1], /closing-page\.tsx:2 .*features\/ may import only/);
  });

  it('fails when shared components, the data layer or di import upwards, or a layer sees adapters', () => {
    workspace({
      ...manifests('infrastructure'),
      'packages/web/src/components/project-list/project-table.tsx':
        "import { x } from '../../features/manage/x';",
      'packages/web/src/data/projects/use-project-list.ts': [
        "import { y } from '../../components/load-failed';",
        "import { z } from '../../app/route-table';",
        "import { projectKeys } from './project-queries';",
        "import { useInject } from '../../di/use-inject';",
      ].join('\n'),
      'packages/web/src/di/use-inject.ts': "import { w } from '../features/auth/x';",
      'packages/web/src/features/auth/notifier.tsx': "import { HttpEvents } from '@tender/infrastructure';",
      // The composition layer may import every layer.
      'packages/web/src/app/router.tsx': "import Page from '../features/manage/manage-page';",
      'packages/web/src/app/create-app-container.ts':
        "import { browserModule } from '@tender/infrastructure';",
    });
    const violations = findViolations(root).sort();
    assert.equal(violations.length, 5);
    assert.match(
      violations[0],
      /components\/project-list\/project-table\.tsx:1 .*components\/ may import only/,
    );
    assert.match(violations[1], /data\/projects\/use-project-list\.ts:1 .*not components/);
    assert.match(violations[2], /data\/projects\/use-project-list\.ts:2 .*not app/);
    assert.match(violations[3], /di\/use-inject\.ts:1 .*di\/ may import only/);
    assert.match(violations[4], /features\/auth\/notifier\.tsx:1 .*through the domain's ports/);
  });

  it('reads static, re-export, side-effect, dynamic and require imports', () => {
    const found = importsOf(
      "import a from 'a';\nexport * from 'b';\nimport 'c';\nawait import('d');\nrequire('e');\nimport type { T } from 'f';",
    );
    assert.deepEqual(found.map((f) => f.specifier).sort(), ['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
