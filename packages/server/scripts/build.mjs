// Compiles the server's entry points into dist/ (`npm start` runs dist/main.mjs with plain node: no
// TypeScript loader at run time). The workspace's own packages (@tender/domain, TypeScript sources) are
// bundled in; every npm dependency stays an import of node_modules, as installed.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (path) => JSON.parse(readFileSync(path, 'utf8'));
const dependencies = [
  ...Object.keys(manifest(join(root, 'package.json')).dependencies),
  ...Object.keys(manifest(join(root, '../domain/package.json')).dependencies ?? {}),
].filter((name) => !name.startsWith('@tender/'));

/** The commands of package.json, each its own entry (bench/README.md measures main's start). */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  migrate: 'src/db/migrate-command.ts',
  seed: 'src/seed/seed-command.ts',
  'create-admin': 'src/seed/create-admin-command.ts',
  'prune-audit': 'src/audit/prune-audit-command.ts',
  backup: 'src/operations/backup/backup-command.ts',
  restore: 'src/operations/backup/restore-command.ts',
};

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRY_POINTS,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
