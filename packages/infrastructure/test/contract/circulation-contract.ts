import {
  type Actor,
  AdvanceFlow,
  BlockedError,
  blockingMessages,
  CheckCirculation,
  ConflictError,
  findNodeByRouter,
  GetProject,
  JumpFlow,
  RecordRepository,
  SaveProject,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const SUPPLIERS = ['甲建设有限公司', '乙工程咨询有限公司', '丙科技股份有限公司'];

/**
 * CheckCirculation and AdvanceFlow (§4 next step, §5 circulation checks) over ProjectRepository,
 * FlowNodeRepository, RecordRepository and FlowCirculation. The Admin circulates: the §6 step roles
 * differ between the fakes' and the server's demo flows, Admin may modify every step in both.
 */
export function describeCirculationContract(name: string, make: MakeContainer): void {
  describe(`circulation contract: ${name}`, () => {
    let container: Container;
    let actor: Actor;
    beforeAll(async () => {
      ({ container, actor } = await signedInContainer(make));
    });

    /** A new open-tendering project, optionally moved to the sign-up step (报名) by an Admin jump. */
    async function newProject(options: { isTenderByLaw?: boolean; atSignUp?: boolean } = {}) {
      const created = await container.get(SaveProject).execute({
        projectName: '契约流转项目',
        projectNum: uniqueProjectNum('FLOW'),
        biddingMethod: '公开招标',
        isTenderByLaw: options.isTenderByLaw ?? false,
      });
      const { nodes } = await container.get(GetProject).execute(created.id);
      const signUp = findNodeByRouter(nodes, '/sign-up');
      if (!signUp) throw new Error('the open-tendering flow has no sign-up step');
      if (options.atSignUp) {
        await container.get(JumpFlow).execute({ projectId: created.id, actor, to: signUp.id });
      }
      const { project } = await container.get(GetProject).execute(created.id);
      return { project, nodes, signUp };
    }

    it('a fresh project passes the checks of its first step and advances to the second', async () => {
      const { project, nodes } = await newProject();
      const first = nodes[0]!;
      expect(project.currentNodeId).toBe(first.id);
      expect(await container.get(CheckCirculation).execute(project, first)).toEqual([]);
      const move = await container
        .get(AdvanceFlow)
        .execute({ projectId: project.id, actor, expectedNodeId: first.id });
      expect(move.from.id).toBe(first.id);
      expect(move.to.id).toBe(nodes[1]?.id);
      const after = (await container.get(GetProject).execute(project.id)).project;
      expect(after.currentNodeId).toBe(nodes[1]?.id);
      expect(after.projectFlowName).toBe(nodes[1]?.nodeName);
      // The step the user saw is gone: a second click on it is a conflict, not a second advance.
      const again = await failureOf(
        container.get(AdvanceFlow).execute({ projectId: project.id, actor, expectedNodeId: first.id }),
      );
      expect(again).toBeInstanceOf(ConflictError);
    });

    it('at sign-up with no sign-ups, AdvanceFlow is refused with BlockedError carrying the §5 messages', async () => {
      const { project, signUp } = await newProject({ atSignUp: true });
      expect(project.currentNodeId).toBe(signUp.id);
      const blockers = await container.get(CheckCirculation).execute(project, signUp);
      expect(blockers.map((b) => b.code)).toEqual(['sign-up-too-few-registered', 'sign-up-too-few-approved']);
      const refusal = await failureOf(container.get(AdvanceFlow).execute({ projectId: project.id, actor }));
      expect(refusal).toBeInstanceOf(BlockedError);
      expect((refusal as BlockedError).messages).toEqual([
        'Fewer than 3 suppliers have signed up (currently 0)',
        'Fewer than 3 signed-up suppliers are approved (currently 0)',
      ]);
      expect((refusal as BlockedError).messages).toEqual(blockingMessages(blockers, 'en'));
      const zh = await failureOf(
        container.get(AdvanceFlow).execute({ projectId: project.id, actor, locale: 'zh-CN' }),
      );
      expect((zh as BlockedError).messages[0]).toBe('报名供应商不足3家（当前0家）');
      expect((await container.get(GetProject).execute(project.id)).project.currentNodeId).toBe(signUp.id);
    });

    it('tendered by law, 3 approved sign-ups with bid documents and 3 sign-ins let it pass sign-up', async () => {
      const { project, nodes, signUp } = await newProject({ isTenderByLaw: true, atSignUp: true });
      const records = container.get<RecordRepository>(RecordRepository);
      for (const supplierName of SUPPLIERS) {
        await records.create('signUp', {
          projectId: project.id,
          supplierName,
          signUp_state: '1',
          signUp_tenderDoc: `bids/${supplierName}/投标文件.pdf`,
        });
      }
      // Sign-ups alone are not enough by law: the bidders must be present online too (§5).
      const withoutSignIns = await container.get(CheckCirculation).execute(project, signUp);
      expect(withoutSignIns.map((b) => b.code)).toEqual(['sign-up-too-few-online-sign-ins']);
      const refusal = await failureOf(container.get(AdvanceFlow).execute({ projectId: project.id, actor }));
      expect((refusal as BlockedError).messages).toEqual([
        'Fewer than 3 suppliers have signed in online (currently 0)',
      ]);

      for (const [k, supplierName] of SUPPLIERS.entries()) {
        await records.create('signIn', {
          projectId: project.id,
          supplierName,
          signInTime: `2026-11-22 09:3${k}:00`,
        });
      }
      expect(await container.get(CheckCirculation).execute(project, signUp)).toEqual([]);
      const move = await container
        .get(AdvanceFlow)
        .execute({ projectId: project.id, actor, expectedNodeId: signUp.id });
      const next = nodes[nodes.indexOf(signUp) + 1];
      expect(move.to.id).toBe(next?.id);
      expect((await container.get(GetProject).execute(project.id)).project.currentNodeId).toBe(next?.id);
    });
  });
}
