#!/usr/bin/env node
// The `tender` command. Runs the bundle in dist/ when it has been built (`npm run build`, fast start);
// otherwise runs the TypeScript source through tsx (a dev dependency of the repo), so `npx tender` works
// right after `npm ci`. TENDER_FROM_SOURCE=1 forces the source, for working on the CLI.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/tender.mjs', import.meta.url);
if (process.env.TENDER_FROM_SOURCE !== '1' && existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
