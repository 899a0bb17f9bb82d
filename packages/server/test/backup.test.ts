import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPool } from '../src/db/database';
import { restoreBackup, serverRunsOn, takeBackup } from '../src/operations/backup/backups';
import { killServerProcesses, SERVER_DIR, startServerProcess } from '../src/testing/server-process';
import { openTestDatabase } from './harness';
import { compiledCommand } from './support/compiled-server';
import { seededDataDir } from './support/seeded-data-dir';
import { mismatches, tableChecksums } from './support/table-checksums';

/**
 * Backups (README "Operations"): of the embedded database while the server runs, through
 * `npm run backup` / `npm run restore`, and of PostgreSQL with pg_dump / pg_restore. Each restores into a
 * fresh place and compares every table's row count and checksum with the source: 0 mismatches.
 */
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tender-backup-'));
});
afterAll(async () => {
  killServerProcesses();
  await rm(scratch, { recursive: true, force: true });
});

/** Runs a compiled command of package.json (`npm run <name>`), in the scratch directory. */
function command(name: string, args: string[], dataDir: string): string {
  return execFileSync(process.execPath, [compiledCommand(name), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', TENDER_DATA_DIR: dataDir, INIT_CWD: scratch },
    encoding: 'utf8',
  });
}

async function checksumsOfPglite(dataDir: string): Promise<Record<string, string>> {
  const pglite = await PGlite.create(dataDir);
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  try {
    return await tableChecksums(db);
  } finally {
    await db.destroy();
  }
}

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'npm run backup and restore on the embedded database',
  () => {
    it('backs up while the server runs and restores into a fresh directory: every table the same', async () => {
      const dataDir = await seededDataDir(join(scratch, 'source'));
      const server = await startServerProcess({ built: true, databaseUrl: '', dataDir });
      const login = await fetch(`${server.url}/api/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: '123qwe' }),
      });
      const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
      const created = await fetch(`${server.url}/api/services/app/Sproject/CreateOrUpdate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          projectName: '备份前的项目',
          projectNum: `BACKUP-${Date.now()}`,
          biddingMethod: '公开招标',
        }),
      });
      expect(created.status).toBe(200);

      const file = join(scratch, 'running.tar.gz');
      expect(command('backup', ['--out', 'running.tar.gz'], dataDir)).toContain('from the running server');
      // A restore refuses the directory a server runs on.
      expect(await serverRunsOn(dataDir)).toBe(true);
      await expect(restoreBackup(Buffer.from('x'), dataDir)).rejects.toThrow(/stop it first/);
      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
      expect(await serverRunsOn(dataDir)).toBe(false);
      const source = await checksumsOfPglite(dataDir);

      const restored = join(scratch, 'restored');
      expect(command('restore', [file, '--data-dir', restored], dataDir)).toContain(
        `Restored into ${restored}`,
      );
      const copy = await checksumsOfPglite(restored);
      expect(Object.keys(source).length).toBeGreaterThan(20);
      expect(source.projects).toBe(copy.projects);
      expect(mismatches(source, copy)).toEqual([]);
      await server.stop();
    }, 180_000);

    it('backs up a directory no server runs on by opening it, and restores only into an empty one', async () => {
      const dataDir = join(scratch, 'idle');
      const pglite = await PGlite.create(dataDir);
      await pglite.exec(
        "create table kept (id int primary key, name text); insert into kept values (1, '甲'), (2, '乙')",
      );
      await pglite.close();
      const { bytes, from } = await takeBackup(dataDir);
      expect(from).toBe('directory');
      await expect(restoreBackup(bytes, dataDir)).rejects.toThrow(/not empty/);
      const fresh = join(scratch, 'idle-restored');
      await restoreBackup(bytes, fresh);
      expect(mismatches(await checksumsOfPglite(dataDir), await checksumsOfPglite(fresh))).toEqual([]);
    }, 60_000);
  },
);

describe.skipIf(process.env.TEST_DB !== 'postgres')('pg_dump and pg_restore round trip (PostgreSQL)', () => {
  it('restores a dump into a fresh database: every table the same', async () => {
    const database = await openTestDatabase();
    const { url, schema } = database.postgres!;
    const target = `tender_restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${target}`;
    const file = join(scratch, 'postgres.dump');
    try {
      execFileSync('pg_dump', ['--format=custom', `--schema=${schema}`, '--no-owner', `--file=${file}`, url]);
      await admin.query(`create database ${target}`);
      // The trigram index's extension lives outside the dumped schema, as a DBA installs it (migration 0014).
      const created = new pg.Client({ connectionString: targetUrl.toString() });
      await created.connect();
      await created.query('create extension if not exists pg_trgm with schema public').catch(() => undefined);
      await created.end();
      execFileSync('pg_restore', ['--no-owner', `--dbname=${targetUrl.toString()}`, file]);
      // The server's own pools, whose lost connections are forgiven (the drop below ends them).
      const from = postgresPool(url).db;
      const to = postgresPool(targetUrl.toString()).db;
      try {
        const source = await tableChecksums(from, schema);
        expect(Object.keys(source).length).toBeGreaterThan(20);
        expect(mismatches(source, await tableChecksums(to, schema))).toEqual([]);
      } finally {
        await from.destroy();
        await to.destroy();
      }
    } finally {
      await admin.query(`drop database if exists ${target} with (force)`);
      await admin.end();
      await database.close();
    }
  }, 120_000);
});
