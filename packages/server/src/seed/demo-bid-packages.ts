import type { Insertable } from 'kysely';
import type { BidPackageGroupsTable } from '../db/schema';
import type { DemoProjectPlan, IdSource } from './demo-project-plan';
import { demoMoney } from './demo-project-row';
import type { Random } from './random';

/**
 * One to three bid packages of a demo project. They share the project's budget (their sum may not exceed
 * it): each gets between half and all of an equal share, so demo projects save back unchanged.
 */
export function demoBidPackages(
  plan: DemoProjectPlan,
  projectBudget: string,
  ids: IdSource,
  random: Random,
): Insertable<BidPackageGroupsTable>[] {
  const { tenantId, projectId, subject } = plan;
  const groupIds = Array.from({ length: 1 + (plan.index % 3) }, () => ids.group());
  const share = Math.floor(Number(projectBudget) / groupIds.length) - 1;
  return groupIds.map((id, g) => {
    const percent = g % 2 === 0;
    return {
      id,
      tenantId,
      projectId,
      groupSort: g + 1,
      groupNumber: String(g + 1).padStart(2, '0'),
      groupName: `第${g + 1}包：${subject}（${['一', '二', '三'][g]}标段）`,
      groupContent: `${subject}第${g + 1}标段的供货、安装与服务。`,
      purchaserType: random.pick(['货物', '工程', '服务']),
      groupBudget: demoMoney(random, Math.floor(share / 2), share),
      quotedType: random.pick(['总价报价', '单价报价', '费率报价']),
      isGroupBid: g === 1,
      bondAmount: g === 2 ? null : demoMoney(random, 5_000, 200_000),
      servicePercent: percent ? `${random.int(50, 150) / 100}` : null,
      serviceValue: percent ? null : demoMoney(random, 5_000, 80_000),
      isPurchaserPay: random.chance(0.5) ? '是' : '否',
      investorQualification: '具有独立承担民事责任的能力；具有良好的商业信誉和健全的财务会计制度。',
    };
  });
}
