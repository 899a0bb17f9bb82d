import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildPgliteSnapshot } from '@tender/server/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, demo-seeded PGlite snapshot every test server starts from. */
    pgliteSnapshot: string;
  }
}

/** Builds the demo database once and the CLI bundle (the process tests run dist/tender.mjs). */
export default async function setup(project: TestProject) {
  console.log(`cli tests on Node ${process.version}`);
  const dir = await mkdtemp(join(tmpdir(), 'tender-cli-snapshot-'));
  const file = join(dir, 'demo.tar');
  const [snapshot] = await Promise.all([
    buildPgliteSnapshot(),
    promisify(execFile)(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build.mjs')]),
  ]);
  await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
