import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteSnapshot } from '@tender/server/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, demo-seeded PGlite snapshot that every test server starts from. */
    pgliteSnapshot: string;
  }
}

/** Migrates and seeds the demo database once (~4 s); each test file's server loads it in ~0.5 s. */
export default async function setup(project: TestProject) {
  console.log(`infrastructure server tests on Node ${process.version}`);
  const dir = await mkdtemp(join(tmpdir(), 'tender-infra-snapshot-'));
  const file = join(dir, 'demo.tar');
  const snapshot = await buildPgliteSnapshot();
  await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
