import type { FlowNode } from '../flow/flow-node';
import { creditCodeCheckCharacter } from '../libraries/credit-code';
import { demoRoleGrants } from '../permissions/demo-role-grants';
import { grantedPermissions } from '../permissions/role-grants';
import type { Project } from '../projects/project';
import { PROJECT_MODE, ProjectState } from '../projects/project-state';
import type { SessionInfo } from '../session/session-info';
import type { Actor } from '../use-cases/actor';

/** The open-tendering steps (§3 demo data): name, router and who may edit. */
export const OPEN_TENDERING_STEPS: ReadonlyArray<{ nodeName: string; router: string; flowRoles: string[] }> =
  [
    { nodeName: '项目登记', router: '/project-register', flowRoles: ['ProjectManager', 'Agent'] },
    { nodeName: '报名', router: '/sign-up', flowRoles: ['ProjectManager', 'Agent'] },
    {
      nodeName: '资格预审文件购买',
      router: '/qualification-purchase',
      flowRoles: ['ProjectManager', 'Agent'],
    },
    { nodeName: '资格审查结果', router: '/qualification-result', flowRoles: ['ProjectManager', 'Agent'] },
    { nodeName: '开标评标', router: '/bid-evaluation/index', flowRoles: ['ProjectManager', 'Agent'] },
    { nodeName: '中标候选人公示', router: '/result-publicity', flowRoles: ['ProjectManager', 'Agent'] },
    { nodeName: '中标结果公告', router: '/result-announcement', flowRoles: ['ProjectManager', 'Agent'] },
    { nodeName: '结项', router: '/end-project', flowRoles: [] },
  ];

/** A flow instance's steps, chained by nextNodeId; ids start at `firstId`. */
export function aFlow(flowInstanceId = 'flow-1', steps = OPEN_TENDERING_STEPS, firstId = 101): FlowNode[] {
  return steps.map((step, i) => ({
    id: firstId + i,
    nodeName: step.nodeName,
    router: step.router,
    sort: i + 1,
    isDisplay: true,
    flowInstanceId,
    flowRoles: [...step.flowRoles],
    nextNodeId: i === steps.length - 1 ? 0 : firstId + i + 1,
    childNode: [],
  }));
}

/** One flow step with the given id and next step; name, router and sort follow the id. */
export function aStep(id: number, nextNodeId: number, extra: Partial<FlowNode> = {}): FlowNode {
  return {
    id,
    nodeName: `step ${id}`,
    router: `/step-${id}`,
    sort: id,
    isDisplay: true,
    flowInstanceId: 'F1',
    flowRoles: [],
    nextNodeId,
    childNode: [],
    ...extra,
  };
}

let nextProjectId = 1;

/** A running open-tendering project at its first step, with any field overridden. */
export function aProject(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? nextProjectId++;
  return {
    id,
    tenantId: 3,
    projectName: `Project ${id}`,
    projectNum: `ZB-2026-${String(id).padStart(4, '0')}`,
    area: null,
    industryClassification: null,
    biddingMethod: '公开招标',
    capitalSource: null,
    projectBudget: null,
    biddingRange: null,
    purchaserUnit: null,
    purchaserName: null,
    purchaserMobile: null,
    superviseDept: null,
    biddingSuperviseDept: null,
    supervisePlatform: null,
    manager: null,
    agencyName: null,
    agencyPhone: null,
    agencyEMail: null,
    projectManager: 2,
    projectAssistant: null,
    bondAccount: null,
    isTenderByLaw: false,
    mode: PROJECT_MODE,
    rebiddingId: null,
    eHonors: [],
    sGroupList: [],
    eNotices: [],
    state: ProjectState.Running,
    auditState: null,
    projectFlowName: '项目登记',
    flowInstanceId: 'flow-1',
    currentNodeId: 101,
    creationTime: '2026-11-01T08:00:00.000Z',
    creatorUserId: 2,
    lastModificationTime: null,
    lastModifierUserId: null,
    ...overrides,
  } as Project;
}

/** The demo users of tenant 3, as actors (§3 demo data): admin 1, manager 2, agent 3, viewer 4. */
export const ACTORS = {
  admin: { userId: 1, userName: 'admin', roleNames: ['Admin'] },
  manager: { userId: 2, userName: 'manager', roleNames: ['ProjectManager'] },
  agent: { userId: 3, userName: 'agent', roleNames: ['Agent'] },
  viewer: { userId: 4, userName: 'viewer', roleNames: ['Viewer'] },
} as const satisfies Record<string, Actor>;

export function aSession(actor: Actor = ACTORS.agent, tenantId = 3): SessionInfo {
  return {
    user: { id: actor.userId, name: actor.userName, userName: actor.userName, companyId: 1 },
    tenant: { id: tenantId, tenancyName: tenantId === 3 ? 'Default' : `tenant-${tenantId}` },
    roleNames: [...actor.roleNames],
    // What the server's session query computes from the demo roles' stored grants (ADR 0014).
    grantedPermissions: grantedPermissions(actor.roleNames, actor.roleNames.flatMap(demoRoleGrants)),
  };
}

/**
 * A valid unified social credit code (GB 32100-2015) for each seed: an enterprise (91) of Beijing's
 * Haidian district (110108, where no demo entry is) whose organisation code spells the seed, with the
 * check character it calls for.
 */
export function aCreditCode(seed: number): string {
  const body = `91110108${String(seed).padStart(9, '0').slice(-9)}`;
  return `${body}${creditCodeCheckCharacter(body)}`;
}
