import {
  type AuditEntry,
  AuditTrail,
  auditEntrySchema,
  ListAuditEntries,
  NotPermittedError,
  SaveProject,
  ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

/** AuditTrail (ADR 0012): the Admin's view of every write of the tenant, a page or a CSV. */
export function describeAuditContract(name: string, make: MakeContainer): void {
  describe(`audit trail contract: ${name}`, () => {
    let container: Container;
    let trail: AuditTrail;
    let all: AuditEntry[];
    beforeAll(async () => {
      const signedIn = await signedInContainer(make);
      container = signedIn.container;
      trail = container.get<AuditTrail>(AuditTrail);
      // A write of a project (the real server records it; the in-memory module's demo has such entries).
      await container.get(SaveProject).execute({
        projectName: '审计合同项目',
        projectNum: uniqueProjectNum('AUDIT'),
        biddingMethod: '公开招标',
        projectManager: signedIn.actor.userId,
      });
      all = (await trail.getPaged({ MaxResultCount: 1000 })).items;
    });

    it('lists entries of the entry schema, newest first', async () => {
      expect(all.length).toBeGreaterThan(1);
      for (const entry of all) expect(auditEntrySchema.parse(entry)).toEqual(entry);
      const times = all.map((entry) => Date.parse(entry.creationTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const page = await container.get(ListAuditEntries).execute();
      expect(page.items.map((entry) => entry.id)).toEqual(
        all.slice(0, page.items.length).map((entry) => entry.id),
      );
    });

    it('filters by user (any letter case), entity, project and time, a page at a time', async () => {
      const withProject = all.find((entry) => entry.projectId !== null)!;
      expect(withProject, 'an entry of a project').toBeDefined();
      const ofProject = await trail.getPaged({ projectId: withProject.projectId! });
      expect(ofProject.totalCount).toBeGreaterThan(0);
      expect(ofProject.items.every((entry) => entry.projectId === withProject.projectId)).toBe(true);
      const user = withProject.userName!;
      const byUser = await trail.getPaged({ userName: user.toUpperCase(), MaxResultCount: 1000 });
      expect(byUser.items.length).toBeGreaterThan(0);
      expect(byUser.items.every((entry) => entry.userName === user)).toBe(true);
      const byEntity = await trail.getPaged({ entity: withProject.entity, MaxResultCount: 1000 });
      expect(byEntity.items.every((entry) => entry.entity === withProject.entity)).toBe(true);
      const newest = all[0]!;
      const since = await trail.getPaged({ from: newest.creationTime, MaxResultCount: 1000 });
      expect(since.items.every((entry) => entry.creationTime >= newest.creationTime)).toBe(true);
      expect(since.items.map((entry) => entry.id)).toContain(newest.id);
      const before = await trail.getPaged({ to: newest.creationTime, MaxResultCount: 1000 });
      expect(before.items.map((entry) => entry.id)).not.toContain(newest.id);
      const second = await trail.getPaged({ MaxResultCount: 1, SkipCount: 1 });
      expect(second.items.map((entry) => entry.id)).toEqual([all[1]!.id]);
      expect(await failureOf(trail.getPaged({ from: 'someday' }))).toBeInstanceOf(ValidationError);
    });

    it('exports the filtered entries as CSV: a header and a line each', async () => {
      const entity = all[0]!.entity;
      const csv = await trail.exportCsv({ entity });
      const lines = csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      const matching = await trail.getPaged({ entity, MaxResultCount: 1000 });
      expect(lines[0]).toMatch(/^creationTime,actor,userId,userName,method,route,entity,/);
      expect(lines).toHaveLength(matching.totalCount + 1);
    });

    it('is the Admin’s alone', async () => {
      const { container: agent } = await signedInContainer(make, 'agent');
      const refused = agent.get<AuditTrail>(AuditTrail);
      expect(await failureOf(refused.getPaged())).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(refused.exportCsv())).toBeInstanceOf(NotPermittedError);
    });
  });
}
