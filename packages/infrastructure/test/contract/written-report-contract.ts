import {
  businessDateOf,
  NotFoundError,
  NotPermittedError,
  ProjectDeadlinesSource,
  PublishNotice,
  SaveNotice,
  SaveProject,
  ValidationError,
  WrittenReportStore,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  type MakeContainer,
  signedInContainer,
  switchUser,
  uniqueProjectNum,
} from './contract-kit';

/**
 * WrittenReportStore (Compliance/GetWrittenReport, RecordWrittenReport; 招标投标法 第四十七条): none before
 * it is recorded; recorded, it is read back and the deadlines' filingReport bound is met from its day; a day
 * to come is refused naming filedOn; a project that is not there is not found; the viewer may not record.
 */
export function describeWrittenReportContract(name: string, make: MakeContainer): void {
  describe(`written report contract: ${name}`, () => {
    let container: Container;
    let reports: WrittenReportStore;
    let projectId: number;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      reports = container.get<WrittenReportStore>(WrittenReportStore);
      projectId = (
        await container.get(SaveProject).execute({
          projectName: '契约书面报告项目',
          projectNum: uniqueProjectNum('RPT'),
          biddingMethod: '公开招标',
          capitalSource: '自有资金',
          isTenderByLaw: true,
        })
      ).id;
      // The award: the result announcement published now.
      const draft = await container.get(SaveNotice).execute({
        projectId,
        title: '中标结果公告',
        noticeType: '5',
        content: '<p>结果</p>',
      });
      await container.get(PublishNotice).execute(draft.id);
    });

    const filing = async () =>
      (
        await container.get<ProjectDeadlinesSource>(ProjectDeadlinesSource).deadlinesOf(projectId)
      ).bounds.find((bound) => bound.id === 'filingReport');

    it('has none before it is recorded: the filing bound runs from the award', async () => {
      expect(await reports.of(projectId)).toBeNull();
      expect(await filing()).toMatchObject({ status: 'open', anchor: { what: 'award' } });
    });

    it('records the filing of today, reads it back, and the bound is met from it', async () => {
      const today = businessDateOf(new Date());
      const recorded = await reports.record({
        projectId,
        filedOn: today,
        authority: ' 某市发展和改革委员会 ',
      });
      expect(recorded).toMatchObject({
        projectId,
        filedOn: today,
        authority: '某市发展和改革委员会',
        note: null,
        recordedBy: expect.any(String),
      });
      expect(Math.abs(Date.parse(recorded.recordedAt) - Date.now())).toBeLessThan(60_000);
      expect(await reports.of(projectId)).toEqual(recorded);
      expect((await filing())?.status).toBe('met');
    });

    it('refuses a day to come naming filedOn, and a project that is not there', async () => {
      const refused = await failureOf(
        reports.record({ projectId, filedOn: '2999-01-01', authority: '某局' }),
      );
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fields.map((f) => f.field)).toEqual(['filedOn']);
      expect(await failureOf(reports.of(987_654_321))).toBeInstanceOf(NotFoundError);
    });

    it('lets the viewer read it but not record it', async () => {
      await switchUser(container, 'viewer', DEMO_PASSWORD);
      expect((await reports.of(projectId))?.projectId).toBe(projectId);
      const refused = await failureOf(
        reports.record({ projectId, filedOn: '2026-01-01', authority: '某局' }),
      );
      expect(refused).toBeInstanceOf(NotPermittedError);
    });
  });
}
