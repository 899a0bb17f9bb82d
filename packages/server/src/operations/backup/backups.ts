import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupOfPglite } from '../../db/database';

/**
 * Backups of the embedded database (README "Operations"). A running server owns its PGlite directory, so
 * `npm run backup` asks it, through a Unix socket only this machine's users who may read the directory's
 * path can name (control-socket.ts), for a copy taken between two statements; with no server running it
 * opens the directory itself. A backup is PGlite's directory as a gzipped tar; restoring one fills an
 * empty directory that a server then opens.
 */

/** Where the server that owns `dataDir` answers backup requests (a short path: sockets allow ~100 bytes). */
export function controlSocketPath(dataDir: string): string {
  const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return join(tmpdir(), `tender-${key}.sock`);
}

/** The bytes of a backup of `dataDir`: from the server that runs on it, or read directly. */
export async function takeBackup(dataDir: string): Promise<{ bytes: Buffer; from: 'server' | 'directory' }> {
  const fromServer = await askServer(controlSocketPath(dataDir), 'POST', '/backup');
  if (fromServer) return { bytes: fromServer, from: 'server' };
  if (!existsSync(dataDir)) throw new Error(`There is no database at ${dataDir}`);
  const pglite = await PGlite.create(dataDir);
  try {
    return { bytes: Buffer.from(await (await backupOfPglite(pglite)).arrayBuffer()), from: 'directory' };
  } finally {
    await pglite.close();
  }
}

/** Whether a server runs on `dataDir` now (it answers on the control socket). */
export async function serverRunsOn(dataDir: string): Promise<boolean> {
  return (await askServer(controlSocketPath(dataDir), 'GET', '/alive')) !== undefined;
}

/**
 * Fills the empty (or missing) directory `dataDir` with a backup, and opens it once to check that
 * PostgreSQL starts on it. Refuses a directory a server runs on, or one that holds anything.
 */
export async function restoreBackup(bytes: Buffer, dataDir: string): Promise<void> {
  if (await serverRunsOn(dataDir)) throw new Error(`A server runs on ${dataDir}: stop it first`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: restore into an empty directory, then point TENDER_DATA_DIR at it`,
    );
  }
  const pglite = await PGlite.create(dataDir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}

/** The server's answer on its control socket, or undefined when none listens there. */
function askServer(socketPath: string, method: 'GET' | 'POST', path: string): Promise<Buffer | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((done, fail) => {
    const asked = request({ socketPath, method, path }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        if (reply.statusCode === 200) done(body);
        else fail(new Error(`The server could not take the backup: ${body.toString()}`));
      });
    });
    // A socket file left by a server that died: nobody answers.
    asked.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? done(undefined) : fail(error),
    );
    asked.end();
  });
}
