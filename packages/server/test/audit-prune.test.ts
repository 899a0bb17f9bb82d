import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditTrail } from '../src/audit/prune-audit';
import { createAdministrator } from '../src/seed/create-admin';
import { login, testClock, useTestApp } from './harness';
import { compiledCommand } from './support/compiled-server';
import { seededDataDir } from './support/seeded-data-dir';

/**
 * Retention (server README, "Audit trail"): entries are kept until pruned; a prune deletes what is older
 * than its date and leaves the system's entry saying so in each tenant that lost some. Jobs write as the
 * system.
 */
const time = testClock(new Date('2025-06-01T00:00:00Z'));

const entriesOf = (tenantId: number) =>
  harness.database.db
    .selectFrom('auditLog')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('id')
    .execute();

const harness = useTestApp({ config: { clock: time.clock } });
beforeAll(async () => {
  // Old writes (logins) in both tenants, then newer ones a year later.
  await login(harness.app, 'admin', 3);
  await login(harness.app, 'admin', 1);
  time.advance(365 * 24 * 3600);
  await login(harness.app, 'manager', 3);
  await login(harness.app, 'manager', 1);
});

describe('pruning the audit trail', () => {
  it('counts without deleting on a dry run, and refuses a date in the future', async () => {
    const before = new Date('2026-01-01T00:00:00Z');
    const dry = await pruneAuditTrail(harness.database.db, { before, dryRun: true, now: time.clock() });
    expect(dry.deleted).toBeGreaterThanOrEqual(2);
    expect((await entriesOf(3)).length + (await entriesOf(1)).length).toBeGreaterThanOrEqual(4);
    await expect(
      pruneAuditTrail(harness.database.db, { before: new Date('2099-01-01'), now: time.clock() }),
    ).rejects.toThrow(/future/);
  });

  it('deletes one tenant’s older entries only, and records the prune as the system’s', async () => {
    const result = await pruneAuditTrail(harness.database.db, {
      before: new Date('2026-01-01T00:00:00Z'),
      tenantId: 1,
      now: time.clock(),
    });
    expect(result.byTenant).toEqual([{ tenantId: 1, deleted: expect.any(Number) }]);
    const tenant1 = await entriesOf(1);
    expect(tenant1.every((e) => e.occurredAt.getTime() >= Date.parse('2026-01-01'))).toBe(true);
    expect(tenant1.at(-1)).toMatchObject({
      actor: 'system',
      userId: null,
      userName: 'system',
      method: 'JOB',
      route: 'prune-audit',
      entity: 'auditLog',
      changes: { before: null, after: { prunedBefore: '2026-01-01T00:00:00.000Z', deleted: result.deleted } },
    });
    expect((await entriesOf(3)).some((e) => e.occurredAt.getTime() < Date.parse('2026-01-01'))).toBe(true);
  });

  it('deletes every tenant’s older entries and keeps the newer', async () => {
    const result = await pruneAuditTrail(harness.database.db, {
      before: new Date('2026-01-01T00:00:00Z'),
      now: time.clock(),
    });
    expect(result.byTenant.map((t) => t.tenantId)).toEqual([3]);
    for (const tenant of [1, 3]) {
      const kept = await entriesOf(tenant);
      expect(kept.every((e) => e.occurredAt.getTime() >= Date.parse('2026-01-01'))).toBe(true);
      expect(kept.some((e) => e.userName === 'manager')).toBe(true);
    }
  });
});

describe('jobs write as the system', () => {
  it('create-admin records the user it creates, without the password', async () => {
    const created = await createAdministrator(harness.database.db, {
      tenant: 'audit-agency',
      userName: 'root',
      password: 'Long-enough-9',
    });
    const [entry] = await entriesOf(created.tenantId);
    expect(entry).toMatchObject({
      actor: 'system',
      userName: 'system',
      route: 'create-admin',
      entity: 'user',
      entityId: String(created.userId),
      changes: { before: null, after: { userName: 'root', name: 'root', roleNames: ['Admin'] } },
    });
    expect(JSON.stringify(entry)).not.toContain('Long-enough-9');
  });
});

// The command's process is the same on either database: it runs once, with the embedded one.
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run prune-audit', () => {
  const command = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [compiledCommand('prune-audit'), ...args], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });

  it('says how to call it (2) without a valid --before', async () => {
    await expect(command(['--before', 'soon'], {})).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--before <YYYY-MM-DD|ISO date-time>'),
    });
  });

  it('prunes the configured database', async () => {
    const dir = await seededDataDir(await mkdtemp(join(tmpdir(), 'tender-prune-')));
    try {
      const { stdout } = await command(['--before', '2026-01-01', '--dry-run'], {
        TENDER_DATA_DIR: dir,
        TENDER_DEMO: '0',
        DATABASE_URL: '',
      });
      expect(stdout).toContain(
        'Would delete 0 audit entries of every tenant written before 2025-12-31T16:00:00.000Z',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
