import {
  type AppModule,
  type AuditEntry,
  type Company,
  type Criterion,
  type EvaluationMethod,
  type Expert,
  type FlowNode,
  type Money,
  type Notice,
  type Project,
  ProjectFlowName,
  ProjectState,
  type QualificationResult,
  type RecordOf,
  type RecordType,
  type SessionInfo,
  type SignUp,
  type StoredMark,
  type User,
} from '@tender/domain';
import { ACTORS, aFlow, aProject, aSession } from '@tender/domain/testing';
import type { InMemoryAgencyFee, InMemoryBond } from './in-memory-bond-ledger-repository';
import type { InMemoryUploads } from './in-memory-file-storage';
import type { InMemoryLibraryRepository } from './in-memory-library-repository';
import type { InMemoryOpeningBid } from './in-memory-opening-record-repository';
import type { StoredSystemNotice } from './in-memory-system-notice-repository';

/** What the in-memory module serves: realistic enough for designers to judge a screen. */
export interface InMemorySeed {
  readonly sessions?: readonly SessionInfo[];
  /**
   * The user already signed in (Storybook stories of signed-in screens); default: nobody. A user who must
   * change their temporary password (the demo `newhire`) opens on that change (ADR 0014).
   */
  readonly signedInAs?: string;
  /**
   * The tenant's staff for the administration screens; each active one logs in with the demo password
   * unless a session says otherwise. Default: the sessions' users — and, without seeded sessions, also
   * `newhire` (must change the password) and `leaver` (deactivated).
   */
  readonly users?: readonly User[];
  /** The tenant's companies; default: the demo agency (company 1, the demo users') and its Ningbo office. */
  readonly companies?: readonly Company[];
  readonly projects?: Project[];
  /** Fields changed on the seeded (or demo) projects, by id: a story's variant of a demo project. */
  readonly projectChanges?: Readonly<Record<number, Partial<Project>>>;
  readonly nodes?: FlowNode[];
  readonly modules?: AppModule[];
  readonly notices?: Notice[];
  readonly records?: DemoRecords;
  /** How file uploads behave (the upload widget's stories); default instant. */
  readonly uploads?: InMemoryUploads;
  /** The server time source; default local time. */
  readonly now?: () => number;
  /** The libraries' entries; default a few of each (demoLibraryEntries) and those the demo records name. */
  readonly libraryEntries?: ConstructorParameters<typeof InMemoryLibraryRepository>[0];
  /** The system notices; default a few, one pinned and one withdrawn (demoSystemNotices). */
  readonly systemNotices?: readonly StoredSystemNotice[];
  /** The audit trail's entries; default a few days of demo writes. */
  readonly auditEntries?: readonly AuditEntry[];
  /** The opening records' bids; default those of 1003, at its evaluation step (demoOpeningBids). */
  readonly openingBids?: readonly InMemoryOpeningBid[];
  /** The bond ledger's bonds; default none. */
  readonly bonds?: readonly InMemoryBond[];
  /** The agency fees set on packages; default none. */
  readonly agencyFees?: readonly InMemoryAgencyFee[];
  /** The expert library; default fifteen demo experts (demoExperts). */
  readonly experts?: readonly Expert[];
  /** The seed of every committee draw (a story that must draw the same committee each time); default random. */
  readonly drawSeed?: () => number;
  /**
   * An evaluation under way, for the scoring screens' stories: packages whose opening record is
   * confirmed, experts seated (by hand) on a project's committee, plans, and round-1 marks.
   */
  readonly evaluation?: {
    readonly confirmedPackages?: readonly number[];
    readonly seats?: readonly {
      readonly projectId: number;
      readonly expertId: number;
      /** The reason the expert recused, when they did: the seat is empty until redrawn. */
      readonly recused?: string;
    }[];
    /** The tenderer's or purchaser's representatives on a project's committee. */
    readonly representatives?: readonly {
      readonly projectId: number;
      readonly name: string;
      readonly company: string;
    }[];
    /** The projects the agency marked as asking a larger committee. */
    readonly largerCommittees?: readonly number[];
    readonly plans?: readonly {
      readonly groupId: number;
      readonly method: EvaluationMethod;
      readonly criteria: readonly Criterion[];
    }[];
    readonly marks?: readonly (StoredMark & { readonly groupId: number })[];
  };
}

/**
 * 1003 (at 开标评标) opened its bids: the three suppliers that passed qualification bid for 包1 (its
 * bond paid), one of them also for 包2, so 包1 can be evaluated and 包2 must be re-tendered (fewer than three).
 */
export function demoOpeningBids(): InMemoryOpeningBid[] {
  const bid = (id: number, groupId: number, bidder: string, price: string, minute: number) => ({
    id,
    projectId: 1003,
    groupId,
    bidder,
    price: price as Money,
    durationDays: 90,
    quality: '合格',
    bondPaid: true,
    receivedAt: new Date(Date.UTC(2026, 10, 18, 1, minute)).toISOString(),
  });
  return [
    bid(1, 31, '华建工程咨询有限公司', '1180000.00', 5),
    bid(2, 31, '中诚监理有限公司', '1156000.00', 12),
    bid(3, 31, '恒信项目管理有限公司', '1203500.50', 20),
    bid(4, 32, '华建工程咨询有限公司', '386000.00', 6),
  ];
}

/** The menus' modules (§2, §3 Module). */
export const DEMO_MODULES: AppModule[] = [
  { name: '项目创建', port: '8001', route: '/create-project', description: 'manage' },
  { name: '项目管理', port: null, route: '/manage/operation', description: 'manage' },
  { name: '报名', port: '8002', route: '/sign-up', description: 'manage' },
  { name: '资格预审文件购买', port: '8003', route: '/qualification-purchase', description: 'manage' },
  { name: '资格审查结果', port: '8004', route: '/qualification-result', description: 'manage' },
  { name: '结项', port: '8005', route: '/end-project', description: 'manage' },
  { name: '招标文件编制', port: '8007', route: '/tender-document', description: 'manage' },
  { name: '招标公告发布', port: '8014', route: '/tender-notice', description: 'manage' },
  { name: '投标邀请书', port: '8015', route: '/tender-invitation', description: 'manage' },
  { name: '合同签订', port: '8016', route: '/contract-signing', description: 'manage' },
  { name: '单一来源论证公示', port: '8017', route: '/single-source-publicity', description: 'manage' },
  { name: '中标候选人公示', port: '8008', route: '/result-publicity', description: 'manage' },
  { name: '中标结果公告', port: '8009', route: '/result-announcement', description: 'manage' },
  { name: '更正公告', port: '8010', route: '/modify-notice', description: 'manage' },
  { name: '项目澄清', port: '8011', route: '/project-clarification', description: 'manage' },
  { name: '组织管理', port: '8006', route: '/organize-manage', description: 'setting' },
  { name: '系统公告', port: '8202', route: '/sys-notice', description: 'setting' },
  { name: '供应商库', port: '8012', route: '/home/supplier-library', description: 'setting' },
  { name: '代理机构库', port: '8204', route: '/home/agency-library', description: 'setting' },
  { name: '采购人库', port: '8205', route: '/home/purchaser-library', description: 'setting' },
  { name: '专家库', port: '8206', route: '/home/expert-library', description: 'setting' },
];

const STAFF = ['Admin', 'ProjectManager', 'Agent'];
const MANAGERS = ['Admin', 'ProjectManager'];

/**
 * The open-tendering flow as the server's demo template builds it (server `DEMO_FLOW_TEMPLATES`): step
 * names, routers and §6 step roles, so the fakes refuse and allow the same users as the API does.
 */
export const DEMO_FLOW_STEPS: ReadonlyArray<{ nodeName: string; router: string; flowRoles: string[] }> = [
  { nodeName: '招标文件编制', router: '/tender-document', flowRoles: STAFF },
  { nodeName: '招标公告发布', router: '/tender-notice', flowRoles: MANAGERS },
  { nodeName: '报名', router: '/sign-up', flowRoles: STAFF },
  { nodeName: '资格预审文件购买', router: '/qualification-purchase', flowRoles: STAFF },
  { nodeName: '资格审查结果', router: '/qualification-result', flowRoles: MANAGERS },
  { nodeName: '开标评标', router: '/bid-evaluation/index', flowRoles: STAFF },
  { nodeName: '中标候选人公示', router: '/result-publicity', flowRoles: MANAGERS },
  { nodeName: '中标结果公告', router: '/result-announcement', flowRoles: MANAGERS },
  { nodeName: '合同签订', router: '/contract-signing', flowRoles: [] },
];

/** Projects in every state the screens distinguish (§4): running at several steps, awaiting closing, terminated, cancelled. */
export function demoProjects(): {
  projects: Project[];
  nodes: FlowNode[];
  notices: Notice[];
  records: DemoRecords;
} {
  const specs: Array<{ name: string; step: number; patch?: Partial<Project> }> = [
    { name: '市第一人民医院医疗设备采购项目', step: 2 },
    { name: '城南片区道路改造工程监理服务', step: 3, patch: { isTenderByLaw: true } },
    {
      name: '区教育局智慧校园建设项目',
      step: 5,
      // Two bid packages, so its qualification results count per package (§5).
      patch: {
        sGroupList: [
          {
            id: 31,
            groupSort: 1,
            groupNumber: '包1',
            groupName: '教学设备',
            isGroupBid: false,
            bondAmount: '20000.00' as Money,
          },
          { id: 32, groupSort: 2, groupNumber: '包2', groupName: '网络工程', isGroupBid: false },
        ],
      },
    },
    {
      name: '市政府办公楼物业管理服务',
      step: 8,
      patch: { auditState: '13', projectFlowName: ProjectFlowName.AwaitingClosing },
    },
    {
      name: '污水处理厂设备维保项目',
      step: 1,
      patch: { state: ProjectState.TerminatedOrRetender, projectFlowName: ProjectFlowName.Terminated },
    },
    {
      name: '社区卫生服务中心装修工程',
      step: 0,
      patch: { state: ProjectState.Cancelled, projectFlowName: ProjectFlowName.Cancelled },
    },
  ];
  const nodes: FlowNode[] = [];
  // Newest first, as the server lists them: 1001 was created last.
  const createdAt = (i: number) => new Date(Date.UTC(2026, 10, 19, 1) - i * 86_400_000).toISOString();
  const projects = specs.map((spec, i) => {
    const id = 1001 + i;
    const flow = aFlow(`flow-${id}`, DEMO_FLOW_STEPS, 100 * (i + 1) + 1);
    nodes.push(...flow);
    const current = flow[spec.step] ?? flow[0];
    return aProject({
      id,
      projectName: spec.name,
      projectNum: `ZB-2026-${String(id).padStart(4, '0')}`,
      flowInstanceId: `flow-${id}`,
      currentNodeId: current?.id ?? null,
      projectFlowName: current?.nodeName ?? null,
      purchaserUnit: '市公共资源交易中心',
      projectBudget: '1280000.00',
      creationTime: createdAt(i),
      ...spec.patch,
    } as Partial<Project>);
  });
  const notices: Notice[] = [
    {
      id: 1,
      projectId: 1002,
      title: '城南片区道路改造工程监理服务招标公告',
      noticeTemplate: null,
      content: '<p>现对该项目进行公开招标，欢迎合格的投标人参加投标。</p>',
      noticeType: '0',
      netName: '中国招标投标公共服务平台',
      endTime: '2026-12-15T09:30:00.000Z',
      creationTime: '2026-11-20T08:00:00.000Z',
      publishTime: '2026-11-20T08:00:00.000Z',
    },
    {
      id: 2,
      projectId: 1002,
      title: '城南片区道路改造工程监理服务更正公告',
      noticeTemplate: null,
      content: '<p>开标时间调整为 2026 年 12 月 18 日。</p>',
      noticeType: '1',
      netName: '中国招标投标公共服务平台',
      endTime: null,
      creationTime: '2026-11-21T08:00:00.000Z',
    },
  ];
  // 1001 may leave its sign-up step (3 approved suppliers); 1002 is blocked (§5): too few, and an objection.
  const signUp = (projectId: number, supplierName: string, state: SignUp['signUp_state']): SignUp => ({
    projectId,
    supplierName,
    signUp_state: state,
    signUp_tenderDoc: null,
  });
  const records: DemoRecords = {
    signUp: [
      signUp(1001, '华建工程咨询有限公司', '1'),
      signUp(1001, '中诚监理有限公司', '1'),
      signUp(1001, '恒信项目管理有限公司', '1'),
      signUp(1002, '华建工程咨询有限公司', '1'),
      { ...signUp(1002, '远大建设集团', '2'), signUp_rejectReason: '营业执照已过期' },
      // 1003 has left its sign-up step: the suppliers whose qualification results it holds signed up.
      ...['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'].map((name) =>
        signUp(1003, name, '1'),
      ),
    ],
    // 1002 is now at qualification purchase, short of suppliers; 1003 passed qualification in 包1 only.
    qualificationPurchase: [
      { projectId: 1002, supplierName: '华建工程咨询有限公司', qualificationPurchase_state: '1' },
      { projectId: 1002, supplierName: '中诚监理有限公司', qualificationPurchase_state: '0' },
    ],
    qualificationResult: [
      ...['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'].flatMap((supplierName, k) => [
        {
          projectId: 1003,
          supplierName,
          qualificationResult_groupId: 31,
          qualificationResult_result: '通过',
        },
        {
          projectId: 1003,
          supplierName,
          qualificationResult_groupId: 32,
          qualificationResult_result: k < 2 ? '通过' : '不通过',
        },
      ]),
    ] as QualificationResult[],
    objection: [
      {
        projectId: 1002,
        supplierName: '远大建设集团',
        content: '对资格条件有疑问',
        objection_status: '未处理',
      },
    ],
  };
  return { projects, nodes, notices, records };
}

/** Middleware records the circulation checks read, by type. */
export type DemoRecords = { readonly [T in RecordType]?: RecordOf<T>[] };

/** The demo users of tenant 3 (admin, manager, agent, viewer) as sessions. */
export function demoSessions(): SessionInfo[] {
  return Object.values(ACTORS).map((actor) => aSession(actor));
}
