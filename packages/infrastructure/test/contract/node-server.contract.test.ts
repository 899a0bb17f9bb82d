import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import { afterAll, beforeAll } from 'vitest';
import { nodeModule } from '../../src/containers/node-module';
import { startServer, type TestServer } from '../real-server';
import { describeContracts } from './describe-contracts';

/**
 * The contract suites over the Node container against the real server (one per file, on the demo
 * snapshot). Each container gets its own config directory, so it starts logged out.
 */
let server: TestServer;
let root: string;
let next = 0;
beforeAll(async () => {
  server = await startServer();
  root = mkdtempSync(join(tmpdir(), 'tender-contract-'));
});
afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describeContracts('Node container over the real server', () => {
  next += 1;
  const container = new Container();
  container.load(nodeModule({ apiUrl: server.url, configDir: join(root, `container-${next}`) }));
  return container;
});
