import { ConflictError, NotFoundError, ObjectionLog, SaveProject, ValidationError } from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const HOUR_MS = 3_600_000;

/**
 * ObjectionLog (Objection/GetList, Register, Reply): an objection registered as received runs its reply
 * clock by the project's regime and names the steps it suspends; answered, it is 已处理 with its reply and
 * its complaint window opens; its history says both; bad input names the field; a second reply is a
 * conflict; a project or objection that is not there is not found.
 */
export function describeObjectionContract(name: string, make: MakeContainer): void {
  describe(`objection contract: ${name}`, () => {
    let container: Container;
    let log: ObjectionLog;
    let projectId: number;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      log = container.get<ObjectionLog>(ObjectionLog);
      projectId = (
        await container.get(SaveProject).execute({
          projectName: '契约异议项目',
          projectNum: uniqueProjectNum('OBJ'),
          biddingMethod: '公开招标',
          capitalSource: '自有资金',
        })
      ).id;
    });

    it('registers an objection to the candidates, answers it, and keeps both in its history', async () => {
      const receivedAt = new Date(Date.now() - HOUR_MS).toISOString();
      const registered = await log.register({
        projectId,
        objection_receivedAt: receivedAt,
        objection_subject: 'candidates',
        objection_channel: 'platform',
        supplierName: '远大建设集团',
        content: '第一中标候选人业绩不实',
      });
      expect(registered.objection).toMatchObject({
        projectId,
        objection_status: '未处理',
        objection_subject: 'candidates',
        objection_receivedAt: receivedAt,
      });
      expect(registered.reply).toMatchObject({ days: 3, status: 'open' });
      expect(registered.reply?.citation.zh).toBe('招标投标法实施条例 第五十四条');
      expect(registered.suspends?.routers).toEqual(['/result-announcement', '/contract-signing']);
      expect(registered.complaint.status).toBe('waiting');

      const report = await log.logOf(projectId);
      expect(report).toMatchObject({ projectId, regime: 'tendering' });
      expect(Math.abs(Date.parse(report.now) - Date.now())).toBeLessThan(60_000);
      expect(report.items.map((item) => item.objection.id)).toEqual([registered.objection.id]);

      const answered = await log.reply({
        id: registered.objection.id,
        objection_replyContent: '经核查，业绩属实。',
      });
      expect(answered.objection).toMatchObject({
        objection_status: '已处理',
        objection_replyContent: '经核查，业绩属实。',
      });
      expect(answered.reply?.status).toBe('answered');
      expect(answered.complaint).toMatchObject({ days: 10, status: 'open' });
      expect(answered.history.map((event) => [event.kind, event.status])).toEqual([
        ['received', '未处理'],
        ['replied', '已处理'],
      ]);
      const again = await failureOf(
        log.reply({ id: registered.objection.id, objection_replyContent: '再答' }),
      );
      expect(again).toBeInstanceOf(ConflictError);
    });

    it('refuses a registration without its subject, naming the field', async () => {
      const refused = await failureOf(
        log.register({
          projectId,
          objection_receivedAt: new Date(Date.now() - HOUR_MS).toISOString(),
          objection_channel: 'letter',
          supplierName: '甲公司',
          content: '异议',
        } as never),
      );
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fields.map((f) => f.field)).toEqual(['objection_subject']);
    });

    it('does not find a project or an objection that is not there', async () => {
      expect(await failureOf(log.logOf(987_654_321))).toBeInstanceOf(NotFoundError);
      expect(await failureOf(log.reply({ id: 987_654_321, objection_replyContent: '答复' }))).toBeInstanceOf(
        NotFoundError,
      );
    });
  });
}
