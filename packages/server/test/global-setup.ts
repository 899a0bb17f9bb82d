import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteSnapshot } from '../src/testing/test-database';
import { ensureCompiled } from './support/compiled-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite snapshot every test file starts from. */
    pgliteSnapshot: string;
  }
}

/**
 * Builds the demo database once (migrate + seed) and dumps it for every test file to load, and makes sure
 * the compiled commands the process tests run are current.
 */
export default async function setup(project: TestProject) {
  console.log(`server tests on Node ${process.version}`);
  ensureCompiled();
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'tender-snapshot-'));
  const file = join(dir, 'demo.tar');
  const snapshot = await buildPgliteSnapshot();
  await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
  console.log(`PGlite snapshot built in ${Date.now() - started} ms`);
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
