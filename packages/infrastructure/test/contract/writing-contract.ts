import {
  type Actor,
  ConflictError,
  JumpFlow,
  NoticeRepository,
  PublishNotice,
  RecordRepository,
  SaveNotice,
  SaveProject,
  SendToClosing,
  SubmitClosingApplication,
  ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

/**
 * What the workspace writes (§2 correct dropdown and closing, ADR 0007): notice drafts and publishing,
 * clarifications, the closing application.
 */
export function describeWritingContract(name: string, make: MakeContainer): void {
  describe(`notices, clarifications and closing contract: ${name}`, () => {
    let container: Container;
    let actor: Actor;
    beforeAll(async () => {
      ({ container, actor } = await signedInContainer(make));
    });
    const newProject = (fields: object = {}) =>
      container.get(SaveProject).execute({
        projectName: '合同测试项目',
        projectNum: uniqueProjectNum('WRITE'),
        biddingMethod: '公开招标',
        projectManager: actor.userId,
        ...fields,
      });

    it('saves a notice as a draft, publishes it, and then refuses to change it', async () => {
      const project = await newProject();
      const draft = await container
        .get(SaveNotice)
        .execute({ projectId: project.id, title: '更正公告', noticeType: '1', content: '<p>延期</p>' });
      expect(draft).toMatchObject({ projectId: project.id, noticeType: '1', publishTime: null });
      const published = await container.get(PublishNotice).execute(draft.id);
      expect(published.publishTime).toEqual(expect.any(String));
      const notices = container.get<NoticeRepository>(NoticeRepository);
      expect((await notices.listByProject(project.id)).map((n) => n.id)).toContain(draft.id);
      const change = container.get(SaveNotice).execute({ ...draft, title: '改' });
      expect(await failureOf(change)).toBeInstanceOf(ConflictError);
      expect(await failureOf(notices.delete(draft.id))).toBeInstanceOf(ConflictError);
    });

    it('publishes a tender notice only with its deadline for bids, naming endTime otherwise', async () => {
      const project = await newProject();
      const save = container.get(SaveNotice);
      const draft = await save.execute({
        projectId: project.id,
        title: '招标公告',
        noticeType: '0',
        content: '<p>公告</p>',
      });
      const refused = await failureOf(container.get(PublishNotice).execute(draft.id));
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fields.map((f) => f.field)).toEqual(['endTime']);
      // At least the 20 days 招标投标法 第二十四条 leaves the bidders, which the server enforces (ADR 0022).
      const endTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 30 * 86_400_000).toISOString();
      const dated = await save.execute({ ...draft, endTime });
      const published = await container.get(PublishNotice).execute(dated.id);
      expect(published).toMatchObject({ noticeType: '0', publishTime: expect.any(String) });
      expect(Date.parse(published.endTime ?? '')).toBe(Date.parse(endTime));
    });

    it('keeps clarifications as records of their own type', async () => {
      const project = await newProject();
      const records = container.get<RecordRepository>(RecordRepository);
      const created = await records.create('clarification', {
        projectId: project.id,
        clarification_title: '澄清',
        clarification_content: '<p>参数</p>',
        clarification_state: '0',
      });
      expect(await records.listByProject('clarification', project.id)).toEqual([
        expect.objectContaining({ id: created.id, clarification_title: '澄清' }),
      ]);
    });

    it('closes a project awaiting closing with its application, once', async () => {
      const file = {
        fileId: `uploads/contract/${Date.now()}.pdf`,
        fileName: '协议.pdf',
        usage: '11' as const,
      };
      const project = await newProject({ eHonors: [file] });
      await container.get(JumpFlow).execute({ projectId: project.id, actor, to: '合同签订' });
      await container.get(SendToClosing).execute({ projectId: project.id, actor });
      const closed = await container.get(SubmitClosingApplication).execute({
        application: { projectId: project.id, documentFileIds: [file.fileId], remark: '归档' },
        actor,
      });
      expect(closed).toMatchObject({ auditState: '14', projectFlowName: '已结项' });
      const again = container
        .get(SubmitClosingApplication)
        .execute({ application: { projectId: project.id }, actor });
      expect(await failureOf(again)).toBeInstanceOf(ConflictError);
    });
  });
}
