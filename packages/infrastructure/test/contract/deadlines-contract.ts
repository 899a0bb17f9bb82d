import {
  addCalendarDays,
  BOUND_IDS,
  businessDateOf,
  NotFoundError,
  ProjectDeadlinesSource,
  PublishNotice,
  provisionalYearsOf,
  RecordRepository,
  SaveNotice,
  SaveProject,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const DAY_MS = 86_400_000;

/**
 * ProjectDeadlinesSource (Compliance/GetDeadlines): a project's statutory bounds laid on what it has
 * published and recorded, on the answering side's clock — every bound waiting before anything is out; the
 * documents' minimum and the cut-offs counted from a tender notice; a reply bound per objection; the
 * provisional years the bounds crossed; a project that is not there is not found.
 */
export function describeDeadlinesContract(name: string, make: MakeContainer): void {
  describe(`deadlines contract: ${name}`, () => {
    let container: Container;
    let deadlines: ProjectDeadlinesSource;
    let projectId: number;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      deadlines = container.get<ProjectDeadlinesSource>(ProjectDeadlinesSource);
      projectId = (
        await container.get(SaveProject).execute({
          projectName: '契约法定时限项目',
          projectNum: uniqueProjectNum('DUE'),
          biddingMethod: '公开招标',
          capitalSource: '自有资金',
          // Tendered by law: the articles that bind such a tender alone (招标投标法 第二十四条 …) apply too.
          isTenderByLaw: true,
        })
      ).id;
    });

    it('lays out every bound of a tender, each waiting, before anything is published', async () => {
      const report = await deadlines.deadlinesOf(projectId);
      expect(report).toMatchObject({ projectId, regime: 'tendering', provisionalYears: [] });
      expect(Math.abs(Date.parse(report.now) - Date.now())).toBeLessThan(60_000);
      // Every bound of a tender but the bond refund (no package charges a bond, so nothing to refund) and
      // the prequalification's (laid once a prequalification notice is published).
      const notLaid = ['bondRefund', 'applicationDeadlineEarliest', 'qualificationObjectionCutoff'];
      expect(report.bounds.map((bound) => bound.id)).toEqual(BOUND_IDS.filter((id) => !notLaid.includes(id)));
      expect(report.bounds.every((bound) => bound.status === 'waiting' && bound.dueAt === null)).toBe(true);
      expect(report.bounds[0]?.citation).toEqual({
        zh: '招标投标法 第二十四条',
        en: 'Tendering Law, art. 24',
      });
    });

    it('counts from a published tender notice and an objection: the minimum met, the cut-offs and the reply open', async () => {
      const bidDeadline = new Date(Date.now() + 40 * DAY_MS).toISOString();
      const draft = await container.get(SaveNotice).execute({
        projectId,
        title: '招标公告',
        noticeType: '0',
        content: '<p>公告</p>',
        endTime: bidDeadline,
      });
      const published = await container.get(PublishNotice).execute(draft.id);
      await container.get<RecordRepository>(RecordRepository).create('objection', {
        projectId,
        supplierName: '远大建设集团',
        content: '对资格条件有疑问',
        objection_status: '未处理',
        objection_subject: 'tenderDocuments',
      });
      const report = await deadlines.deadlinesOf(projectId);
      const bound = (id: string) => report.bounds.find((b) => b.id === id);
      const issued = businessDateOf(new Date(published.publishTime as string));
      expect(bound('bidDeadlineEarliest')).toMatchObject({
        status: 'met',
        dueDate: addCalendarDays(issued, 20),
        anchor: { what: 'documentsIssued' },
      });
      expect(bound('clarificationCutoff')).toMatchObject({
        status: 'open',
        dueDate: addCalendarDays(businessDateOf(new Date(bidDeadline)), -15),
        anchor: { what: 'bidDeadline' },
      });
      expect(bound('objectionReply')).toMatchObject({ status: 'open', anchor: { what: 'objection' } });
      expect(bound('candidatePublicity')?.status).toBe('waiting');
      expect(report.provisionalYears).toEqual(provisionalYearsOf(report.bounds));
    });

    it('does not find a project that is not there', async () => {
      const missing = await failureOf(deadlines.deadlinesOf(987_654_321));
      expect(missing).toBeInstanceOf(NotFoundError);
    });
  });
}
