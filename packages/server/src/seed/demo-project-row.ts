import type { Insertable } from 'kysely';
import type { ProjectFilesTable, ProjectsTable } from '../db/schema';
import type { DemoProjectPlan } from './demo-project-plan';
import type { Random } from './random';

export interface DemoPeople {
  readonly admin: { id: number; name: string; companyId: number };
  readonly manager: { id: number; name: string; companyId: number };
  readonly agent: { id: number; name: string; companyId: number };
}

/** The demo projects' areas; their purchaser units are an area's DEMO_PURCHASER_UNITS. */
export const DEMO_PROJECT_AREAS = [
  '杭州市',
  '宁波市',
  '温州市',
  '绍兴市',
  '湖州市',
  '嘉兴市',
  '金华市',
  '台州市',
];
export const DEMO_PURCHASER_UNITS = ['教育局', '城市管理局', '人民医院', '机关事务管理局'] as const;
const INDUSTRIES = ['信息技术', '市政工程', '医疗卫生', '办公用品', '环保工程', '公共服务'];

/** An amount in yuan with fen, as money travels: an exact decimal string. */
export function demoMoney(random: Random, minYuan: number, maxYuan: number): string {
  return `${random.int(minYuan, maxYuan)}.${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** The project row of a plan. Its fields draw from `random` in the order they are written. */
export function demoProjectRow(
  plan: DemoProjectPlan,
  people: DemoPeople,
  random: Random,
): Insertable<ProjectsTable> {
  const { index: i, subject, at } = plan;
  const area = DEMO_PROJECT_AREAS[random.int(0, DEMO_PROJECT_AREAS.length - 1)]!;
  return {
    id: plan.projectId,
    tenantId: plan.tenantId,
    projectName: `${area}${subject}项目`,
    projectNum: plan.projectNum,
    area,
    industryClassification: random.pick(INDUSTRIES),
    biddingMethod: plan.method,
    capitalSource: random.pick(['财政资金', '自筹资金', '专项债券']),
    projectBudget: demoMoney(random, 200_000, 50_000_000),
    biddingRange: `${subject}的全部内容，详见招标文件。`,
    purchaserUnit: `${area}${random.pick(DEMO_PURCHASER_UNITS)}`,
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
    state: plan.state,
    auditState: plan.awaitingClosing ? '13' : null,
    projectFlowName: plan.flowName,
    flowInstanceId: plan.flowInstanceId,
    currentNodeId: plan.nodeIds[plan.stepIndex]!,
    mode: 3,
    isTenderByLaw: plan.tenderByLaw,
    rebiddingId: null,
    creationTime: at(0),
    creatorUserId: i % 2 === 0 ? people.manager.id : people.admin.id,
    lastModificationTime: at(plan.stepIndex + 1),
    lastModifierUserId: people.agent.id,
  };
}

/** Every demo project's two files: the purchase requirements and the agency agreement. */
export function demoProjectFiles(plan: DemoProjectPlan): Insertable<ProjectFilesTable>[] {
  const { tenantId, projectId, projectNum } = plan;
  return [
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
  ];
}
