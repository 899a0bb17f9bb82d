import {
  BIDDING_METHODS,
  type BiddingMethod,
  NoticeType,
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  ProjectFlowName,
  ProjectState,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
} from '@tender/domain';
import type { Insertable } from 'kysely';
import type {
  BidPackageGroupsTable,
  FlowInstancesTable,
  FlowNodesTable,
  FlowRecordsTable,
  FlowSitesTable,
  MiddlewareRecordsTable,
  NoticesTable,
  ProjectFilesTable,
  ProjectsTable,
} from '../db/schema';
import type { TemplateStep } from './demo-flow-templates';
import type { Random } from './random';

/** The rows of a tenant's demo projects, built in memory and inserted in batches. */
export interface DemoProjectRows {
  flowInstances: Insertable<FlowInstancesTable>[];
  flowNodes: Insertable<FlowNodesTable>[];
  flowSites: Insertable<FlowSitesTable>[];
  projects: Insertable<ProjectsTable>[];
  files: Insertable<ProjectFilesTable>[];
  groups: Insertable<BidPackageGroupsTable>[];
  notices: Insertable<NoticesTable>[];
  records: Insertable<MiddlewareRecordsTable>[];
  flowRecords: Insertable<FlowRecordsTable>[];
}

export interface DemoPeople {
  readonly admin: { id: number; name: string; companyId: number };
  readonly manager: { id: number; name: string; companyId: number };
  readonly agent: { id: number; name: string; companyId: number };
}

export interface DemoTemplate {
  readonly id: number;
  readonly steps: readonly TemplateStep[];
}

/** Ids drawn in advance from the sequences, so that rows can point at each other. */
export interface IdSource {
  project(): number;
  node(): number;
  group(): number;
}

const AREAS = ['杭州市', '宁波市', '温州市', '绍兴市', '湖州市', '嘉兴市', '金华市', '台州市'];
const SUBJECTS = [
  '智慧校园信息化建设',
  '市政道路维修工程',
  '医院医疗设备采购',
  '办公家具采购',
  '污水处理厂提标改造',
  '公共照明节能改造',
  '档案数字化服务',
  '物业管理服务',
  '消防设施维保服务',
  '城市绿化养护',
];
const INDUSTRIES = ['信息技术', '市政工程', '医疗卫生', '办公用品', '环保工程', '公共服务'];
const SUPPLIERS = [
  '浙江恒信科技有限公司',
  '杭州明远建设集团有限公司',
  '宁波华瑞医疗器械有限公司',
  '温州东方家具有限公司',
  '绍兴清源环保工程有限公司',
  '上海博达信息技术有限公司',
  '江苏中天建设有限公司',
  '安徽皖通科技股份有限公司',
];
const CIRCULATION_ROUTERS = new Set(['/sign-up', '/qualification-purchase', '/qualification-result']);
const BASE_TIME = Date.UTC(2026, 0, 5, 1, 0, 0);
const HOUR = 3_600_000;

/** Which bidding method the i-th project uses: mostly open tendering, whose steps the checks exercise. */
function methodOf(i: number): BiddingMethod {
  const others = Object.keys(BIDDING_METHODS).filter((m) => m !== '公开招标') as BiddingMethod[];
  return i % 3 === 2 ? others[Math.floor(i / 3) % others.length]! : '公开招标';
}

function money(random: Random, minYuan: number, maxYuan: number): string {
  return `${random.int(minYuan, maxYuan)}.${String(random.int(0, 99)).padStart(2, '0')}`;
}

/**
 * The records one circulation step reads (§5), enough to pass its check or, when `pass` is false, one
 * short of it in a way that varies from project to project.
 */
function stepRecords(
  router: string,
  pass: boolean,
  tenderByLaw: boolean,
  groupIds: readonly number[],
  random: Random,
  at: (hours: number) => Date,
): { type: MiddlewareRecordsTable['type']; data: Record<string, unknown>; creationTime: Date }[] {
  const out: ReturnType<typeof stepRecords> = [];
  // Blocking variants: 0 = too few suppliers, 1 = one not approved, 2 = one without a bid document and
  // too few sign-ins (only where tendering by law makes those count).
  const variant = tenderByLaw ? random.int(0, 2) : random.int(0, 1);
  const start = random.int(0, 2);
  const count = pass ? random.int(3, 5) : variant === 0 ? 2 : 3;
  const suppliers = SUPPLIERS.slice(start, start + count);
  suppliers.forEach((supplierName, k) => {
    const time = at(k + 1);
    if (router === '/sign-up') {
      const approved = pass || !(variant === 1 && k === 0) ? '1' : '2';
      const doc = pass || variant !== 2 || k > 0 ? `bids/${supplierName}/投标文件.pdf` : '';
      out.push({
        type: 'signUp',
        data: { supplierName, signUp_state: approved, signUp_tenderDoc: doc },
        creationTime: time,
      });
      if (tenderByLaw && (pass || k < 2)) {
        out.push({
          type: 'signIn',
          data: { supplierName, userName: `bidder${k + 1}`, signInTime: time.toISOString() },
          creationTime: time,
        });
      }
    } else if (router === '/qualification-purchase') {
      const approved = pass || !(variant !== 0 && k === 0) ? '1' : '0';
      out.push({
        type: 'qualificationPurchase',
        data: { supplierName, qualificationPurchase_state: approved },
        creationTime: time,
      });
    } else if (router === '/qualification-result') {
      groupIds.forEach((groupId, g) => {
        const passed = pass
          ? g === 0 || k < suppliers.length - 1
          : k < 2 || (variant === 0 && g > 0 && k === 2);
        out.push({
          type: 'qualificationResult',
          data: {
            supplierName,
            qualificationResult_result: passed ? QUALIFICATION_PASSED : QUALIFICATION_FAILED,
            qualificationResult_groupId: groupId,
          },
          creationTime: time,
        });
      });
    }
  });
  return out;
}

/**
 * Builds a tenant's demo projects (issue 3 demo data): every state (3, 5, 8), every step of every
 * method, auditState null and "13", tender-by-law on and off, notices of all four types, and for each
 * circulation step projects whose records pass the check and projects they block.
 */
export function buildDemoProjects(input: {
  tenantId: number;
  count: number;
  people: DemoPeople;
  templates: Readonly<Record<BiddingMethod, DemoTemplate>>;
  ids: IdSource;
  random: Random;
  /** When the seed runs (epoch ms): open tenders close in the days after it. Default: now. */
  now?: number;
}): DemoProjectRows {
  const { tenantId, people, templates, ids, random } = input;
  const rows: DemoProjectRows = {
    flowInstances: [],
    flowNodes: [],
    flowSites: [],
    projects: [],
    files: [],
    groups: [],
    notices: [],
    records: [],
    flowRecords: [],
  };
  const stepCounter = new Map<BiddingMethod, number>();

  for (let i = 0; i < input.count; i++) {
    const method = methodOf(i);
    const template = templates[method];
    const created = BASE_TIME + i * 26 * HOUR;
    const at = (hours: number) => new Date(created + hours * HOUR);
    const projectId = ids.project();
    const projectNum = `ZB${tenantId}-2026-${String(i + 1).padStart(4, '0')}`;
    const tenderByLaw = i % 2 === 0;
    const state =
      i % 10 === 8
        ? ProjectState.TerminatedOrRetender
        : i % 10 === 9
          ? ProjectState.Cancelled
          : ProjectState.Running;

    // The flow instance: a copy of the template's steps, linked by nextNodeId (0 on the last).
    const flowInstanceId = random.uuid();
    rows.flowInstances.push({
      id: flowInstanceId,
      tenantId,
      templateId: template.id,
      biddingMethod: method,
      creationTime: at(0),
    });
    const nodeIds = template.steps.map(() => ids.node());
    template.steps.forEach((s, k) => {
      rows.flowNodes.push({
        id: nodeIds[k]!,
        tenantId,
        flowInstanceId,
        nodeName: s.nodeName,
        router: s.router,
        sort: k + 1,
        isDisplay: s.isDisplay ?? true,
        flowRoles: [...s.flowRoles],
        nextNodeId: nodeIds[k + 1] ?? 0,
      });
      (s.sites ?? []).forEach((site, n) => {
        rows.flowSites.push({
          tenantId,
          nodeId: nodeIds[k]!,
          siteName: site.siteName,
          siteUrl: site.siteUrl,
          sort: n + 1,
        });
      });
    });

    // Running projects walk through every step of their method in turn; others stop somewhere early.
    const seen = stepCounter.get(method) ?? 0;
    stepCounter.set(method, seen + 1);
    const stepIndex = state === ProjectState.Running ? seen % template.steps.length : random.int(0, 2);
    const lastStep = stepIndex === template.steps.length - 1;
    const awaitingClosing = state === ProjectState.Running && lastStep && seen % 2 === 1;
    const flowName =
      state === ProjectState.Cancelled
        ? ProjectFlowName.Cancelled
        : state === ProjectState.TerminatedOrRetender
          ? i % 20 === 8
            ? ProjectFlowName.Terminated
            : ProjectFlowName.Retender
          : awaitingClosing
            ? ProjectFlowName.AwaitingClosing
            : template.steps[stepIndex]!.nodeName;

    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const area = AREAS[random.int(0, AREAS.length - 1)]!;
    rows.projects.push({
      id: projectId,
      tenantId,
      projectName: `${area}${subject}项目`,
      projectNum,
      area,
      industryClassification: random.pick(INDUSTRIES),
      biddingMethod: method,
      capitalSource: random.pick(['财政资金', '自筹资金', '专项债券']),
      projectBudget: money(random, 200_000, 50_000_000),
      biddingRange: `${subject}的全部内容，详见招标文件。`,
      purchaserUnit: `${area}${random.pick(['教育局', '城市管理局', '人民医院', '机关事务管理局'])}`,
      purchaserName: random.pick(['陈先生', '刘女士', '赵先生', '孙女士']),
      purchaserMobile: `13${random.int(100000000, 999999999)}`,
      superviseDept: `${area}财政局`,
      biddingSuperviseDept: `${area}公共资源交易管理办公室`,
      supervisePlatform: '公共资源交易监管平台',
      manager: random.pick(['周经理', '吴经理', '郑经理']),
      agencyPhone: `0571-${random.int(80000000, 89999999)}`,
      agencyEMail: `agency${i + 1}@tender.example`,
      projectManager: people.manager.id,
      projectAssistant: people.agent.id,
      bondAccount: `3301 0400 ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
      state,
      auditState: awaitingClosing ? '13' : null,
      projectFlowName: flowName,
      flowInstanceId,
      currentNodeId: nodeIds[stepIndex]!,
      mode: 3,
      isTenderByLaw: tenderByLaw,
      rebiddingId: null,
      creationTime: at(0),
      creatorUserId: i % 2 === 0 ? people.manager.id : people.admin.id,
      lastModificationTime: at(stepIndex + 1),
      lastModifierUserId: people.agent.id,
    });

    rows.files.push(
      {
        tenantId,
        projectId,
        fileId: `demo/${projectNum}/requirements.pdf`,
        fileName: '采购需求文件.pdf',
        typeName: 'pdf',
        usage: '0',
      },
      {
        tenantId,
        projectId,
        fileId: `demo/${projectNum}/entrustment.pdf`,
        fileName: '委托代理协议.pdf',
        typeName: 'pdf',
        usage: '11',
      },
    );

    const groupIds = Array.from({ length: 1 + (i % 3) }, () => ids.group());
    // The packages share the project's budget (their sum may not exceed it): each gets between half
    // and all of an equal share, so demo projects save back unchanged.
    const share = Math.floor(Number(rows.projects.at(-1)!.projectBudget) / groupIds.length) - 1;
    groupIds.forEach((id, g) => {
      const percent = g % 2 === 0;
      rows.groups.push({
        id,
        tenantId,
        projectId,
        groupSort: g + 1,
        groupNumber: String(g + 1).padStart(2, '0'),
        groupName: `第${g + 1}包：${subject}（${['一', '二', '三'][g]}标段）`,
        groupContent: `${subject}第${g + 1}标段的供货、安装与服务。`,
        purchaserType: random.pick(['货物', '工程', '服务']),
        groupBudget: money(random, Math.floor(share / 2), share),
        quotedType: random.pick(['总价报价', '单价报价', '费率报价']),
        isGroupBid: g === 1,
        bondAmount: g === 2 ? null : money(random, 5_000, 200_000),
        servicePercent: percent ? `${random.int(50, 150) / 100}` : null,
        serviceValue: percent ? null : money(random, 5_000, 80_000),
        isPurchaserPay: random.chance(0.5) ? '是' : '否',
        investorQualification: '具有独立承担民事责任的能力；具有良好的商业信誉和健全的财务会计制度。',
      });
    });

    // Notices follow the flow: a tender notice once published, a correction now and then, and the
    // result publicity and announcement once the flow reaches them.
    const reached = (name: string) => template.steps.findIndex((s) => s.nodeName === name) <= stepIndex;
    // A running project not past sign-up is still taking bids: its tender notice closes within the week
    // after the seed runs, so home shows deadlines counting down. The rest closed long ago.
    const stillOpen =
      state === ProjectState.Running && stepIndex <= template.steps.findIndex((s) => s.nodeName === '报名');
    const tenderCloses = (hours: number) =>
      stillOpen
        ? new Date((input.now ?? Date.now()) + ((i % 6) + 1) * 24 * HOUR + (i % 24) * HOUR)
        : at(hours + 20 * 24);
    const notice = (type: (typeof NoticeType)[keyof typeof NoticeType], title: string, hours: number) =>
      rows.notices.push({
        tenantId,
        projectId,
        title: `${rows.projects.at(-1)!.projectName}${title}`,
        noticeTemplate: `${title}模板`,
        content: `<p>${title}：${subject}，项目编号 ${projectNum}。</p>`,
        noticeType: type,
        netName: type === NoticeType.ResultAnnouncement ? null : '中国招标投标公共服务平台',
        endTime: type === NoticeType.Tender ? tenderCloses(hours) : null,
        creationTime: at(hours),
        publishTime: at(hours),
      });
    if (stepIndex >= 1 || i % 4 === 0) notice(NoticeType.Tender, '招标公告', 2);
    if (i % 5 === 1) notice(NoticeType.Correction, '更正公告', 5);
    if (template.steps.some((s) => s.nodeName === '中标候选人公示') && reached('中标候选人公示')) {
      notice(NoticeType.ResultPublicity, '中标候选人公示', 40);
    }
    if (reached('中标结果公告') || (method === '单一来源采购' && reached('成交结果公告'))) {
      notice(NoticeType.ResultAnnouncement, '中标结果公告', 60);
    }

    // Circulation records: steps left behind passed their checks; the current step passes or blocks.
    const passesCurrent = Math.floor(seen / template.steps.length) % 2 === 0;
    template.steps.forEach((s, k) => {
      if (k > stepIndex || !CIRCULATION_ROUTERS.has(s.router)) return;
      const pass = k < stepIndex || passesCurrent;
      for (const r of stepRecords(s.router, pass, tenderByLaw, groupIds, random, (h) =>
        at(10 * (k + 1) + h),
      )) {
        rows.records.push({
          tenantId,
          projectId,
          type: r.type,
          data: JSON.stringify(r.data),
          creationTime: r.creationTime,
        });
      }
    });
    if (i % 7 === 3 || i % 7 === 5) {
      const status = i % 7 === 3 ? OBJECTION_UNHANDLED : OBJECTION_HANDLED;
      rows.records.push({
        tenantId,
        projectId,
        type: 'objection',
        data: JSON.stringify({
          supplierName: random.pick(SUPPLIERS),
          content: '对评分标准提出质疑。',
          objection_status: status,
        }),
        creationTime: at(30),
      });
    }

    // One flow record per step the flow has moved on from (who, when, from, to).
    for (let k = 0; k < stepIndex; k++) {
      rows.flowRecords.push({
        tenantId,
        projectId,
        nodeType: 'next',
        submitName: people.agent.name,
        userId: people.agent.id,
        userName: people.agent.name,
        companyId: people.agent.companyId,
        fromNodeId: nodeIds[k]!,
        fromNodeName: template.steps[k]!.nodeName,
        toNodeId: nodeIds[k + 1]!,
        toNodeName: template.steps[k + 1]!.nodeName,
        biddingMethod: method,
        creationTime: at(10 * (k + 1) + 8),
      });
    }
  }
  return rows;
}
