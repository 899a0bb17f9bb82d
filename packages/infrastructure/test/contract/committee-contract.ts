import {
  type Actor,
  CommitteeRepository,
  ConflictError,
  ExpertRepository,
  findNodeByRouter,
  GetProject,
  JumpFlow,
  NotPermittedError,
  RecordRepository,
  replayCommitteeDraw,
  SaveProject,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  freshName,
  type MakeContainer,
  signedInContainer,
  switchUser,
  uniqueProjectNum,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field).sort();

/**
 * ExpertRepository and CommitteeRepository (Expert: GetPaged, Get, Create, Update; Committee: Get, Draw,
 * Appoint, AddRepresentative, Recuse, Redraw, SetLargerRequired; ADR 0019): experts kept with the
 * version read; a draw recorded so it replays, too few refused; a hand pick needs a reason and is refused
 * when avoided or seated; a recusal needs a reason and a redraw a seat it emptied; a viewer reads and does
 * not write.
 */
export function describeCommitteeContract(name: string, make: MakeContainer): void {
  describe(`expert library and committee contract: ${name}`, () => {
    let container: Container;
    let actor: Actor;
    let experts: ExpertRepository;
    let committees: CommitteeRepository;
    let projectId: number;
    const speciality = freshName('speciality');
    beforeAll(async () => {
      ({ container, actor } = await signedInContainer(make));
      experts = container.get<ExpertRepository>(ExpertRepository);
      committees = container.get<CommitteeRepository>(CommitteeRepository);
      projectId = (
        await container.get(SaveProject).execute({
          projectName: '契约评委项目',
          projectNum: uniqueProjectNum('CMT'),
          biddingMethod: '公开招标',
          purchaserUnit: '契约采购人',
        })
      ).id;
      for (const [index, company] of ['甲设计院', '乙设计院', '契约采购人'].entries()) {
        await experts.create({ name: `${speciality}-${index}`, speciality, company });
      }
    });

    it('adds, finds and edits an expert with the version read', async () => {
      const created = await experts.create({
        name: freshName('expert'),
        speciality: '法律',
        company: '律所',
      });
      expect(created).toMatchObject({ version: 1, active: true, avoidCompanies: [] });
      expect((await experts.getPaged({ Keyword: created.name })).items).toEqual([created]);
      const edited = await experts.update({ ...created, avoidCompanies: ['某公司'] });
      expect(edited).toMatchObject({ version: 2, avoidCompanies: ['某公司'] });
      expect(await failureOf(experts.update({ ...created, company: '旧' }))).toBeInstanceOf(ConflictError);
      expect(fieldsOf(await failureOf(experts.create({ name: '', speciality: 'x', company: '' })))).toEqual([
        'company',
        'name',
      ]);
    });

    it('draws among who may serve, records the draw so it replays, and refuses too many', async () => {
      const committee = await committees.draw({ projectId, count: 2, speciality });
      const [draw] = committee.draws;
      expect(draw?.candidateIds).toHaveLength(2);
      expect(committee.members.map((m) => m.expertId)).toEqual(draw?.drawnIds);
      expect(replayCommitteeDraw(draw as NonNullable<typeof draw>)).toEqual(draw?.drawnIds);
      expect(committee.parties).toContain('契约采购人');
      expect(await failureOf(committees.draw({ projectId, count: 1, speciality }))).toBeInstanceOf(
        ConflictError,
      );
    });

    it('seats by hand with a reason; refuses the avoided and the seated', async () => {
      const avoided = (await experts.getPaged({ Keyword: `${speciality}-2` })).items[0];
      expect(
        fieldsOf(
          await failureOf(committees.appoint({ projectId, expertId: avoided?.id ?? 0, reason: '熟悉' })),
        ),
      ).toEqual(['expertId']);
      const free = await experts.create({ name: freshName('hand'), speciality, company: '丙设计院' });
      expect(
        fieldsOf(await failureOf(committees.appoint({ projectId, expertId: free.id, reason: '' }))),
      ).toEqual(['reason']);
      const seated = await committees.appoint({ projectId, expertId: free.id, reason: '熟悉本项目' });
      expect(seated.members.at(-1)).toMatchObject({ expertId: free.id, drawId: null, reason: '熟悉本项目' });
      expect(
        fieldsOf(await failureOf(committees.appoint({ projectId, expertId: free.id, reason: '再次' }))),
      ).toEqual(['expertId']);
    });

    it('lets a viewer read the committee and not change it', async () => {
      await switchUser(container, 'viewer', DEMO_PASSWORD);
      expect((await committees.get(projectId)).members).toHaveLength(3);
      expect(await failureOf(committees.draw({ projectId, count: 1 }))).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(experts.create({ name: 'x', speciality: 'x', company: 'x' }))).toBeInstanceOf(
        NotPermittedError,
      );
      await switchUser(container, 'admin', DEMO_PASSWORD);
    });

    it('adds a representative, recuses an expert with the reason and redraws the seat (ADR 0019)', async () => {
      expect(
        fieldsOf(await failureOf(committees.addRepresentative({ projectId, name: ' ', company: '' }))),
      ).toEqual(['company', 'name']);
      const represented = await committees.addRepresentative({
        projectId,
        name: '采购人代表',
        company: '契约采购人',
      });
      expect(represented.representatives).toMatchObject([{ name: '采购人代表', company: '契约采购人' }]);
      const [leaving] = represented.members;
      const expertId = leaving?.expertId ?? 0;
      expect(fieldsOf(await failureOf(committees.recuse({ projectId, expertId, reason: '' })))).toEqual([
        'reason',
      ]);
      expect(await failureOf(committees.redraw({ projectId, speciality }))).toBeInstanceOf(ConflictError);
      const recused = await committees.recuse({ projectId, expertId, reason: '与投标人存在利害关系' });
      expect(recused.members.map((m) => m.expertId)).not.toContain(expertId);
      expect(recused.recusals).toMatchObject([{ expertId, reason: '与投标人存在利害关系' }]);
      expect(fieldsOf(await failureOf(committees.recuse({ projectId, expertId, reason: '再次' })))).toEqual([
        'expertId',
      ]);
      await experts.create({ name: freshName('redraw'), speciality, company: '丁设计院' });
      const redrawn = await committees.redraw({ projectId, speciality });
      expect(redrawn.draws.at(-1)).toMatchObject({ requested: 1, redraw: true });
      expect(redrawn.draws.at(-1)?.candidateIds).not.toContain(expertId);
      expect(redrawn.members).toHaveLength(3);
      expect(await failureOf(committees.redraw({ projectId, speciality }))).toBeInstanceOf(ConflictError);
      const marked = await committees.setLargerRequired({ projectId, largerRequired: true });
      expect(marked.largerRequired).toBe(true);
    });

    it('recuses a representative with the reason: none sits, no seat is drawn (招标投标法 第三十七条)', async () => {
      const seated = await committees.addRepresentative({
        projectId,
        name: '利害代表',
        company: '契约采购人',
      });
      const representativeId = seated.representatives.find((r) => r.name === '利害代表')?.id ?? 0;
      const reason = '与投标人存在利害关系';
      expect(
        fieldsOf(
          await failureOf(committees.recuseRepresentative({ projectId, representativeId, reason: ' ' })),
        ),
      ).toEqual(['reason']);
      const recused = await committees.recuseRepresentative({ projectId, representativeId, reason });
      expect(recused.representatives.map((r) => r.id)).not.toContain(representativeId);
      expect(recused.representativeRecusals).toMatchObject([
        { id: representativeId, name: '利害代表', reason },
      ]);
      expect(recused.members).toEqual(seated.members);
      expect(
        fieldsOf(await failureOf(committees.recuseRepresentative({ projectId, representativeId, reason }))),
      ).toEqual(['representativeId']);
      expect(await failureOf(committees.redraw({ projectId, speciality }))).toBeInstanceOf(ConflictError);
    });

    it('refuses a representative of a bidder, one that signed up (招标投标法 第三十七条)', async () => {
      const { id } = await container.get(SaveProject).execute({
        projectName: '契约报名项目',
        projectNum: uniqueProjectNum('CMB'),
        biddingMethod: '公开招标',
      });
      const signUp = findNodeByRouter((await container.get(GetProject).execute(id)).nodes, '/sign-up');
      await container.get(JumpFlow).execute({ projectId: id, actor, to: signUp?.id ?? 0 });
      await container.get<RecordRepository>(RecordRepository).create('signUp', {
        projectId: id,
        supplierName: '契约投标人',
        signUp_state: '1',
      });
      expect((await committees.get(id)).bidders).toEqual(['契约投标人']);
      const refused = await failureOf(
        committees.addRepresentative({ projectId: id, name: '投标人员工', company: '契约投标人' }),
      );
      expect((refused as ValidationError).fields).toEqual([
        { field: 'company', message: 'must not be a bidder in this project: 契约投标人' },
      ]);
      expect((await committees.get(id)).representatives).toEqual([]);
    });
  });
}
