import { describe, expect, it } from 'vitest';
import { projectDeadlinesOf } from '../compliance/project-deadlines';
import type { ComplianceFacts } from '../compliance/statutory-bounds';
import { ProjectFlowName, ProjectState } from '../projects/project-state';
import type { RecordType } from '../records/records';
import {
  BlockedError,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  ValidationError,
} from '../shared/errors';
import { formatFlowRecordTime } from '../shell/format-date';
import { ACTORS, aFlow, aProject } from '../testing/builders';
import {
  InMemoryFlowCirculation,
  InMemoryFlowNodeRepository,
  InMemoryFlowRecordRepository,
  InMemoryProjectRepository,
  InMemoryRecordRepository,
} from '../testing/in-memory-projects';
import type { Actor } from './actor';
import { AdvanceFlow } from './advance-flow';
import { ApplyBidException } from './apply-bid-exception';
import {
  CancelProject,
  ChangeTenderingMethod,
  ReevaluateProject,
  RetenderProject,
  TerminateProject,
} from './bid-exception-use-cases';
import { CheckCirculation } from './check-circulation';
import { JumpFlow } from './jump-flow';
import { SendToClosing } from './send-to-closing';

// Open tendering steps (builders): 101 项目登记, 102 报名 (/sign-up), 103 资格预审文件购买, 104 资格审查结果,
// 105 开标评标, 106 中标候选人公示, 107 中标结果公告, 108 结项 (last, nextNodeId 0, no flowRoles).
const SIGN_UP = 102;
const EVALUATION = 105;
const LAST = 108;

function world(overrides: Parameters<typeof aProject>[0] = {}) {
  const project = aProject({ id: 1, ...overrides });
  const projects = new InMemoryProjectRepository([project]);
  const nodes = new InMemoryFlowNodeRepository(aFlow('flow-1'));
  const records = new InMemoryRecordRepository();
  const circulation = new InMemoryFlowCirculation(projects, nodes);
  const flowRecords = new InMemoryFlowRecordRepository();
  const checks = new CheckCirculation(records);
  const exceptions = new ApplyBidException(
    projects,
    nodes,
    checks,
    circulation,
    flowRecords,
    () => new Date('2026-11-22T08:00:00Z'),
  );
  return {
    project,
    projects,
    nodes,
    records,
    circulation,
    flowRecords,
    advance: new AdvanceFlow(projects, nodes, checks, circulation),
    jump: new JumpFlow(projects, nodes, circulation),
    exceptions,
    toClosing: new SendToClosing(projects, nodes),
  };
}

async function addSignUps(records: InMemoryRecordRepository, count: number, approved: boolean) {
  for (let i = 0; i < count; i++) {
    await records.create('signUp', {
      projectId: 1,
      supplierName: `Supplier ${i}`,
      signUp_state: approved ? '1' : '0',
      signUp_tenderDoc: `doc-${i}`,
    });
  }
}

describe('AdvanceFlow (§4 next step, §5 circulation checks)', () => {
  it('moves a project from a step without checks to the next one', async () => {
    const w = world();
    const move = await w.advance.execute({ projectId: 1, actor: ACTORS.agent, expectedNodeId: 101 });
    expect([move.from.id, move.to.id]).toEqual([101, SIGN_UP]);
    expect(w.project.currentNodeId).toBe(SIGN_UP);
    expect(w.circulation.requests).toEqual([
      { projectId: 1, flowAction: 'next', expectedNodeId: 101, operator: 'agent' },
    ]);
  });

  it('refuses at sign-up with fewer than 3 approved suppliers, with the blocking messages', async () => {
    const w = world({ currentNodeId: SIGN_UP });
    await addSignUps(w.records, 2, true);
    const error = await w.advance.execute({ projectId: 1, actor: ACTORS.agent }).catch((e) => e);
    expect(error).toBeInstanceOf(BlockedError);
    expect(error.messages.length).toBeGreaterThanOrEqual(2);
    expect(w.circulation.requests).toEqual([]);
  });

  it('passes at sign-up with exactly 3 approved suppliers (not tender-by-law)', async () => {
    const w = world({ currentNodeId: SIGN_UP });
    await addSignUps(w.records, 3, true);
    await expect(w.advance.execute({ projectId: 1, actor: ACTORS.agent })).resolves.toMatchObject({
      to: { id: 103 },
    });
  });

  it('also needs 3 online sign-ins when tendering by law, and reports them in the chosen language', async () => {
    const w = world({ currentNodeId: SIGN_UP, isTenderByLaw: true });
    await addSignUps(w.records, 3, true);
    const error = await w.advance
      .execute({ projectId: 1, actor: ACTORS.agent, locale: 'zh-CN' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(BlockedError);
    expect(error.messages.join()).toMatch(/签到/);
    for (let i = 0; i < 3; i++) {
      await w.records.create('signIn', {
        projectId: 1,
        supplierName: `Supplier ${i}`,
        signInTime: '2026-11-22T08:00:00Z',
      });
    }
    await expect(w.advance.execute({ projectId: 1, actor: ACTORS.agent })).resolves.toBeDefined();
  });

  it('is blocked by an unhandled objection at any step', async () => {
    const w = world();
    await w.records.create('objection', { projectId: 1, objection_status: '未处理' });
    await expect(w.advance.execute({ projectId: 1, actor: ACTORS.agent })).rejects.toBeInstanceOf(
      BlockedError,
    );
  });

  it('refuses a user whose roles are not in the step flowRoles, and a read-only project', async () => {
    await expect(world().advance.execute({ projectId: 1, actor: ACTORS.viewer })).rejects.toBeInstanceOf(
      NotPermittedError,
    );
    await expect(
      world({ auditState: '13' }).advance.execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toThrow(/awaiting-audit/);
    await expect(
      world({ state: ProjectState.Cancelled }).advance.execute({ projectId: 1, actor: ACTORS.admin }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });

  it('refuses from the last step: the project goes to closing instead', async () => {
    await expect(
      world({ currentNodeId: LAST }).advance.execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('advances once on a double click: the second names a step the project has left', async () => {
    const w = world();
    await w.advance.execute({ projectId: 1, actor: ACTORS.agent, expectedNodeId: 101 });
    await expect(
      w.advance.execute({ projectId: 1, actor: ACTORS.agent, expectedNodeId: 101 }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(w.project.currentNodeId).toBe(SIGN_UP);
  });

  it('shows the server message of a refused circulation (codes 3 and 4)', async () => {
    const w = world();
    w.circulation.circulate = async () => ({ code: '3', msg: '流程引擎拒绝' });
    await expect(w.advance.execute({ projectId: 1, actor: ACTORS.agent })).rejects.toThrow('流程引擎拒绝');
  });

  it('refuses a project without a flow', async () => {
    await expect(
      world({ flowInstanceId: null }).advance.execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('JumpFlow (§4 jump, §6 Admin or projectManager only)', () => {
  it.each<[string, Actor]>([
    ['an Admin', ACTORS.admin],
    ['the project manager', ACTORS.manager],
  ])('lets %s jump to any step, by id or by name', async (_, actor) => {
    const w = world();
    expect((await w.jump.execute({ projectId: 1, actor, to: EVALUATION })).to.nodeName).toBe('开标评标');
    expect((await w.jump.execute({ projectId: 1, actor, to: '报名' })).to.id).toBe(SIGN_UP);
  });

  it('refuses anyone else, even an agent who may modify the step', async () => {
    await expect(
      world().jump.execute({ projectId: 1, actor: ACTORS.agent, to: EVALUATION }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });

  it('refuses an unknown step and a refused circulation', async () => {
    const w = world();
    await expect(w.jump.execute({ projectId: 1, actor: ACTORS.admin, to: 'nowhere' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    w.circulation.circulate = async () => ({ code: '4', msg: 'engine down' });
    await expect(
      w.jump.execute({ projectId: 1, actor: ACTORS.admin, to: EVALUATION, locale: 'zh-CN' }),
    ).rejects.toThrow('engine down');
  });
});

describe('bid exceptions (§4 Exceptions, §6)', () => {
  it('terminates: state 5, 项目终止, back to the manage list', async () => {
    const w = world();
    const { effect } = await new TerminateProject(w.exceptions).execute({
      projectId: 1,
      actor: ACTORS.agent,
    });
    expect(w.project).toMatchObject({ state: 5, projectFlowName: ProjectFlowName.Terminated });
    expect(effect.navigate).toEqual({ path: '/manage/index', query: {} });
  });

  it('cancels: state 8, 项目取消', async () => {
    const w = world();
    await new CancelProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent });
    expect(w.project).toMatchObject({ state: 8, projectFlowName: ProjectFlowName.Cancelled });
  });

  it('re-tenders: state 5 and project creation as a re-tender of this project', async () => {
    const w = world();
    const { effect } = await new RetenderProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent });
    expect(w.project).toMatchObject({ state: 5, projectFlowName: '重新招标' });
    expect(effect.navigate).toEqual({
      path: '/create-project',
      query: { rebiddingId: '1', isRebidding: 'true' },
    });
  });

  it('re-evaluates: jumps back to 开标评标 as the re-evaluate exception, even for a non-manager', async () => {
    const w = world({ currentNodeId: 106 });
    await new ReevaluateProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent });
    expect(w.project.currentNodeId).toBe(EVALUATION);
    expect(w.circulation.requests[0]).toMatchObject({
      flowAction: 'jump',
      jumpNodeId: EVALUATION,
      exception: 'reevaluate',
    });
  });

  it('changes the tendering method: awaiting closing, the new method, a flow record, the closing application', async () => {
    const w = world();
    const form = { nonTenderingMethod: '竞争性谈判', transactionWay: '谈判', transactionResult: '成交' };
    const { effect } = await new ChangeTenderingMethod(w.exceptions).execute({
      projectId: 1,
      actor: ACTORS.agent,
      changeMethod: form,
    });
    expect(w.project).toMatchObject({
      auditState: '13',
      projectFlowName: '项目待结项',
      biddingMethod: '竞争性谈判',
    });
    expect(w.flowRecords.records).toEqual([
      expect.objectContaining({
        nodeType: 'changeMethod',
        projectId: 1,
        submitName: 'agent',
        biddingMethod: '竞争性谈判',
        transactionWay: '谈判',
        transactionResult: '成交',
        creationTime: '2026-11-22T08:00:00.000Z',
      }),
    ]);
    // Sent as the product's client writes flow records (§9): YYYYMMDD HHmmss and tenant id 2109.
    expect(w.flowRecords.sent).toEqual([
      expect.objectContaining({
        creationTime: formatFlowRecordTime(new Date('2026-11-22T08:00:00.000Z')),
        tenantId: 2109,
      }),
    ]);
    expect(effect.navigate).toEqual({ path: '/end-project/closing-application', query: { id: '1' } });
  });

  it('names the missing change-method fields with the exact messages and changes nothing (§5)', async () => {
    const w = world();
    const error = await new ChangeTenderingMethod(w.exceptions)
      .execute({ projectId: 1, actor: ACTORS.agent, changeMethod: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields.map((f: { message: string }) => f.message)).toEqual([
      '请选择非招标方式',
      '请输入交易方式',
      '请输入成交结果',
    ]);
    expect(w.projects.saved).toEqual([]);
  });

  it('process-jumps for the manager and refuses the agent', async () => {
    const w = world();
    await w.exceptions.execute('processJump', { projectId: 1, actor: ACTORS.manager, jumpToNodeId: 104 });
    expect(w.project.currentNodeId).toBe(104);
    await expect(
      w.exceptions.execute('processJump', { projectId: 1, actor: ACTORS.agent, jumpToNodeId: 103 }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });

  it('offers only terminate and re-tender while blockers exist', async () => {
    const w = world();
    await w.records.create('objection', { projectId: 1, objection_status: '未处理' });
    await expect(
      new CancelProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toBeInstanceOf(NotPermittedError);
    await expect(
      new TerminateProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent }),
    ).resolves.toBeDefined();
  });

  it('offers nothing to a user who may not modify', async () => {
    const w = world();
    await expect(
      new TerminateProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.viewer }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });

  it('refuses a jump whose circulation the server refuses, with its message', async () => {
    const w = world({ currentNodeId: 106 });
    w.circulation.circulate = async () => ({ code: '3', msg: '不能重新评标' });
    await expect(
      new ReevaluateProject(w.exceptions).execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toThrow('不能重新评标');
  });

  it('refuses a jump without a target', async () => {
    await expect(
      world().exceptions.execute('processJump', { projectId: 1, actor: ACTORS.admin }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });
});

describe('SendToClosing (§4 to-closing button)', () => {
  it('sets auditState 13 and 项目待结项 on the final step and opens the closing application', async () => {
    const w = world({ currentNodeId: LAST });
    const effect = await w.toClosing.execute({ projectId: 1, actor: ACTORS.viewer });
    expect(w.project).toMatchObject({ auditState: '13', projectFlowName: '项目待结项' });
    expect(effect.navigate).toEqual({ path: '/end-project/closing-application', query: { id: '1' } });
  });

  it('refuses before the final step, and when the project is read-only', async () => {
    await expect(world().toClosing.execute({ projectId: 1, actor: ACTORS.agent })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(
      world({ currentNodeId: LAST, state: 5 }).toClosing.execute({ projectId: 1, actor: ACTORS.agent }),
    ).rejects.toBeInstanceOf(NotPermittedError);
  });
});

describe('CheckCirculation reads only the records a step needs', () => {
  it('reads objections everywhere and sign-ups only at sign-up', async () => {
    const w = world();
    const read: RecordType[] = [];
    const original = w.records.listByProject.bind(w.records);
    w.records.listByProject = ((type: RecordType, id: number) => {
      read.push(type);
      return original(type, id);
    }) as typeof w.records.listByProject;
    const checks = new CheckCirculation(w.records);
    await checks.execute(w.project, { router: '/project-register' });
    expect(read).toEqual(['objection']);
    read.length = 0;
    await checks.execute({ ...w.project, isTenderByLaw: true }, { router: '/sign-up' });
    expect(read.sort()).toEqual(['objection', 'signIn', 'signUp']);
  });
});

describe('CheckCirculation with the project’s deadlines (ADR 0022)', () => {
  const deadlinesWith = (facts: ComplianceFacts) => ({
    deadlinesOf: async (projectId: number) =>
      projectDeadlinesOf(projectId, facts, new Date('2026-12-20T02:00:00Z')),
  });

  it('blocks on a bound the facts break, naming its article, and on nothing the law lets be', async () => {
    const w = world();
    const announcedEarly = deadlinesWith({
      biddingMethod: '公开招标',
      resultPublicityAt: '2026-12-10T02:00:00Z',
      resultAnnouncementAt: '2026-12-11T02:00:00Z',
    });
    const blockers = await new CheckCirculation(w.records, announcedEarly).execute(w.project, {
      router: '/result-announcement',
    });
    expect(blockers.map((b) => b.code)).toEqual(['statutory-bound-broken']);
    expect(blockers[0]?.message.zh).toContain('招标投标法实施条例 第五十四条');
    const lawful = deadlinesWith({
      biddingMethod: '公开招标',
      resultPublicityAt: '2026-12-10T02:00:00Z',
      resultAnnouncementAt: '2026-12-14T02:00:00Z',
    });
    expect(
      await new CheckCirculation(w.records, lawful).execute(w.project, { router: '/result-announcement' }),
    ).toEqual([]);
  });

  it('refuses the next step with the same message (BlockedError)', async () => {
    const w = world({ currentNodeId: 107 });
    const checks = new CheckCirculation(
      w.records,
      deadlinesWith({
        biddingMethod: '公开招标',
        resultPublicityAt: '2026-12-10T02:00:00Z',
        resultAnnouncementAt: '2026-12-11T02:00:00Z',
      }),
    );
    const advance = new AdvanceFlow(w.projects, w.nodes, checks, w.circulation);
    const refused = await advance.execute({ projectId: 1, actor: ACTORS.agent }).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedError);
    expect((refused as BlockedError).messages[0]).toMatch(/^The project breaks a statutory time limit/);
  });
});

describe('CheckCirculation with an unanswered objection (实施条例 第五十四条)', () => {
  const candidatesObjection = (status: '未处理' | '已处理') => ({
    projectId: 1,
    supplierName: '甲公司',
    objection_subject: 'candidates' as const,
    objection_receivedAt: '2026-12-10T02:00:00Z',
    objection_status: status,
  });

  it('blocks moving into the result announcement it suspends, citing the article, and not after the reply', async () => {
    const w = world({ currentNodeId: 106 });
    const created = await w.records.create('objection', candidatesObjection('未处理'));
    const refused = await w.advance.execute({ projectId: 1, actor: ACTORS.agent }).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedError);
    expect((refused as BlockedError).messages).toContain(
      'An unanswered objection suspends the step /result-announcement until it is answered (Tendering Law Implementing Regulations, art. 54)',
    );
    await w.records.update('objection', { ...created, id: created.id as number, objection_status: '已处理' });
    await expect(w.advance.execute({ projectId: 1, actor: ACTORS.agent })).resolves.toBeDefined();
  });

  it('does not add the suspension where the step moved into is not one the objection is about', async () => {
    const w = world({ currentNodeId: 102 });
    await w.records.create('objection', candidatesObjection('未处理'));
    const blockers = await new CheckCirculation(w.records).execute(
      w.project,
      { router: '/sign-up' },
      {
        router: '/qualification-purchase',
      },
    );
    expect(blockers.map((b) => b.code)).not.toContain('objection-suspends-step');
  });
});
