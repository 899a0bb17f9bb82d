// Bundles the CLI into dist/ for a fast start (bench/README.md, cli-start.mjs): dist/tender.mjs holds
// commander and the command definitions only; the domain, the container, axios and the printers are split
// into chunks that each action imports when it runs, so `tender --help` loads almost nothing.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { tender: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // ws loads these native speed-ups only if installed; the CLI does without them.
  external: ['bufferutil', 'utf-8-validate'],
  // CommonJS dependencies (axios's Node build, ws) call require(): give each ES module chunk one.
  banner: {
    js: "import { createRequire as __tenderCreateRequire } from 'node:module'; const require = __tenderCreateRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
