import {
  ConflictError,
  FlowNodeRepository,
  isPastStep,
  ListProjects,
  NotFoundError,
  NotPermittedError,
  type Paged,
  ProjectState,
  RecordRepository,
  SaveProject,
  type SignIn,
  SignInFeed,
  type SignUp,
  stepOfRecordType,
  ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

/** RecordRepository (§7 middleware record getPaged/create/update/delete): the records the §5 checks read. */
export function describeRecordContract(name: string, make: MakeContainer): void {
  describe(`record contract: ${name}`, () => {
    let container: Container;
    let records: RecordRepository;
    let projectId: number;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      records = container.get<RecordRepository>(RecordRepository);
      projectId = (
        await container.get(SaveProject).execute({
          projectName: '契约记录项目',
          projectNum: uniqueProjectNum('REC'),
          biddingMethod: '公开招标',
        })
      ).id;
    });

    it('create, listByProject, update, delete: a round trip of one record', async () => {
      expect(await records.listByProject('signUp', projectId)).toEqual([]);
      const input: SignUp = {
        projectId,
        supplierName: '华建工程咨询有限公司',
        signUp_state: '0',
        signUp_tenderDoc: null,
      };
      const created = await records.create('signUp', input);
      expect(created.id).toBeGreaterThan(0);
      expect(created).toMatchObject(input);
      expect(Number.isNaN(Date.parse(created.creationTime ?? ''))).toBe(false);
      expect(await records.listByProject('signUp', projectId)).toEqual([created]);
      // A record is listed under its own type and project only.
      expect(await records.listByProject('signIn', projectId)).toEqual([]);

      const id = created.id as number;
      const updated = await records.update('signUp', {
        ...created,
        id,
        signUp_state: '1',
        signUp_tenderDoc: 'bids/华建/投标文件.pdf',
      });
      expect(updated).toMatchObject({
        id,
        projectId,
        signUp_state: '1',
        signUp_tenderDoc: 'bids/华建/投标文件.pdf',
      });
      expect(await records.listByProject('signUp', projectId)).toEqual([updated]);

      await records.delete('signUp', id);
      expect(await records.listByProject('signUp', projectId)).toEqual([]);
      expect(await failureOf(records.delete('signUp', id))).toBeInstanceOf(NotFoundError);
      expect(await failureOf(records.update('signUp', { ...updated, id }))).toBeInstanceOf(NotFoundError);
    });

    it('lists a project’s records of a type in the order they were created', async () => {
      const names = ['甲公司', '乙公司', '丙公司'];
      for (const supplierName of names) {
        await records.create('signIn', { projectId, supplierName, signInTime: '2026-11-22 09:30:00' });
      }
      expect((await records.listByProject('signIn', projectId)).map((r) => r.supplierName)).toEqual(names);
    });

    it('a sign-in recorded through the records reaches a SignInFeed subscriber of the project (§7 signIn)', async () => {
      const other = (
        await container.get(SaveProject).execute({
          projectName: '契约签到项目',
          projectNum: uniqueProjectNum('SIGNIN'),
          biddingMethod: '公开招标',
        })
      ).id;
      const lists: Paged<SignIn>[] = [];
      const unsubscribe = container
        .get<SignInFeed>(SignInFeed)
        .subscribe({ projectId: other, userName: 'admin' }, (list) => lists.push(list));
      try {
        await expect.poll(() => lists.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        expect(lists[0]).toEqual({ totalCount: 0, items: [] });
        await records.create('signIn', {
          projectId: other,
          supplierName: '甲公司',
          signInTime: '2026-11-22 09:30:00',
        });
        await expect
          .poll(() => lists.at(-1)?.items.map((item) => item.supplierName), { timeout: 10_000 })
          .toEqual(['甲公司']);
        expect(lists.at(-1)?.totalCount).toBe(1);
      } finally {
        unsubscribe();
      }
    });

    it('a rejection keeps its reason, and is ValidationError naming the reason field without one', async () => {
      const unreasoned = await failureOf(
        records.create('signUp', { projectId, supplierName: '驳回公司', signUp_state: '2' }),
      );
      expect(unreasoned).toBeInstanceOf(ValidationError);
      expect((unreasoned as ValidationError).fields.map((f) => f.field)).toEqual(['signUp_rejectReason']);
      const purchase = await records.create('qualificationPurchase', {
        projectId,
        supplierName: '驳回公司',
        qualificationPurchase_state: '2',
        qualificationPurchase_rejectReason: '未缴纳资格预审文件费用',
      });
      expect(await records.listByProject('qualificationPurchase', projectId)).toEqual([purchase]);
      expect(purchase.qualificationPurchase_rejectReason).toBe('未缴纳资格预审文件费用');
    });

    it('the records of a step the flow has left (a sign-up once past 报名) are ConflictError', async () => {
      const running = (
        await container
          .get(ListProjects)
          .execute({ MaxResultCount: 100, Filter: `state=${ProjectState.Running}` })
      ).items.filter((project) => project.auditState === null);
      const flows = container.get<FlowNodeRepository>(FlowNodeRepository);
      let movedOn: number | undefined;
      for (const project of running) {
        const nodes = await flows.listByProject(project.id);
        if (isPastStep(project, nodes, stepOfRecordType(nodes, 'signUp'))) {
          movedOn = project.id;
          break;
        }
      }
      expect(movedOn).toBeDefined();
      const late = await failureOf(
        records.create('signUp', { projectId: movedOn!, supplierName: '迟到公司', signUp_state: '0' }),
      );
      expect(late).toBeInstanceOf(ConflictError);
      expect((late as Error).message).toContain('报名');
    });

    it('a record of an unknown project is NotFoundError; of a cancelled (read-only) one NotPermittedError', async () => {
      const unknown = await failureOf(
        records.create('objection', { projectId: 987_654_321, objection_status: '未处理', content: '?' }),
      );
      expect(unknown).toBeInstanceOf(NotFoundError);
      const [cancelled] = (
        await container
          .get(ListProjects)
          .execute({ MaxResultCount: 1, Filter: `state=${ProjectState.Cancelled}` })
      ).items;
      expect(cancelled).toBeDefined();
      const frozen = await failureOf(
        records.create('objection', {
          projectId: cancelled!.id,
          objection_status: '未处理',
          content: '对评分标准提出质疑。',
        }),
      );
      expect(frozen).toBeInstanceOf(NotPermittedError);
    });
  });
}
