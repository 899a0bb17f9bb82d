import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { controlSocketPath, serverRunsOn } from './backups';

/**
 * The running server's side of `npm run backup` on the embedded database (backups.ts): a Unix socket,
 * readable and writable by this user alone, that answers `POST /backup` with a consistent copy of the
 * database and `GET /alive` so that a restore refuses a directory in use. Never a TCP port.
 */
export async function serveBackups(backup: () => Promise<Blob>, dataDir: string): Promise<Server> {
  const socketPath = controlSocketPath(dataDir);
  // A socket file nobody answers on is a dead server's: take its place.
  if (await serverRunsOn(dataDir)) throw new Error(`Another server already runs on ${dataDir}`);
  rmSync(socketPath, { force: true });
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/alive') {
      response.writeHead(200).end('alive');
      return;
    }
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    backup()
      .then(async (blob) => {
        response
          .writeHead(200, { 'content-type': 'application/gzip' })
          .end(Buffer.from(await blob.arrayBuffer()));
      })
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  const previousMask = process.umask(0o077);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(socketPath, done);
    });
  } finally {
    process.umask(previousMask);
  }
  server.on('close', () => rmSync(socketPath, { force: true }));
  return server;
}
