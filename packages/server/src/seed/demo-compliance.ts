import {
  type AgencyFeeKind,
  bondCap,
  bondKindOf,
  businessDateOf,
  compareMoney,
  fromFen,
  type Money,
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  ProjectState,
  regimeOf,
  toFen,
} from '@tender/domain';
import type { Insertable } from 'kysely';
import type { BidPackageGroupsTable, MiddlewareRecordsTable, ProjectsTable } from '../db/schema';
import type { AgencyFeesTable, BondEntriesTable } from '../db/schema-bonds';
import { type DemoProjectPlan, HOUR } from './demo-project-plan';
import { DEMO_SUPPLIERS } from './demo-records';
import { SHOWCASE_INDEX } from './demo-showcase';

const DAY = 24 * HOUR;

/** The compliance rows a demo project gains: an objection of the log, bonds of the ledger, a fee. */
export interface DemoComplianceRows {
  readonly records: Insertable<MiddlewareRecordsTable>[];
  readonly bonds: Insertable<BondEntriesTable>[];
  readonly fees: Insertable<AgencyFeesTable>[];
}

const NONE: DemoComplianceRows = { records: [], bonds: [], fees: [] };

/** What each showcase of the panels asks of its project: a running tender (招标投标法) at this step. */
const ROLES = {
  /** An objection to the documents, answered: its complaint window runs (实施条例 第六十条). */
  answered: '/sign-up',
  /** An objection to the documents still to be answered: the opening is suspended (第二十二条); bonds paid. */
  suspended: '/bid-evaluation/index',
  /** The result announced (中标结果公告): the agency fee set on the winning amount and invoiced. */
  feeSet: '/result-announcement',
} as const;
type Role = keyof typeof ROLES;

/** The agency fee's kind of tender of a package's category (§3 purchaserType). */
function feeKindOf(purchaserType: string | null | undefined): AgencyFeeKind {
  if (purchaserType?.includes('工程')) return 'works';
  if (purchaserType?.includes('服务')) return 'services';
  return 'goods';
}

/**
 * Picks, per tenant, the first running tender (招标投标法) at each role's step — leaving the deadlines
 * showcase alone — and gives it the rows that fill the operation screen's compliance panels (ADR 0022):
 * `npm start` then shows an answered objection, an open one suspending the opening with bonds paid for it,
 * and an agency fee. Draws nothing from the demo's random source, so the rest of the demo is unchanged.
 */
export function demoCompliancePicker(now: number) {
  const taken = new Set<Role>();
  return (
    plan: DemoProjectPlan,
    project: Insertable<ProjectsTable>,
    groups: readonly Insertable<BidPackageGroupsTable>[],
  ): DemoComplianceRows => {
    const router = plan.template.steps[plan.stepIndex]?.router;
    const role = (Object.keys(ROLES) as Role[]).find((r) => ROLES[r] === router && !taken.has(r));
    const eligible =
      plan.state === ProjectState.Running &&
      !plan.awaitingClosing &&
      plan.index !== SHOWCASE_INDEX &&
      regimeOf(project) === 'tendering';
    if (!role || !eligible || groups.length === 0) return NONE;
    taken.add(role);
    const { tenantId, projectId } = plan;
    if (role === 'feeSet') return { records: [], bonds: [], fees: [feeOf(plan, groups[0]!)] };
    const answered = role === 'answered';
    const received = new Date(now - (answered ? 3 : 1) * DAY);
    const objection: Insertable<MiddlewareRecordsTable> = {
      tenantId,
      projectId,
      type: 'objection',
      data: JSON.stringify({
        supplierName: DEMO_SUPPLIERS[answered ? 4 : 5],
        content: answered
          ? '招标文件要求的同类业绩年限过长，排斥潜在投标人。'
          : '招标文件评分办法中的技术分设置具有倾向性。',
        objection_status: answered ? OBJECTION_HANDLED : OBJECTION_UNHANDLED,
        objection_subject: 'tenderDocuments',
        objection_channel: answered ? 'letter' : 'platform',
        objection_receivedAt: received.toISOString(),
        ...(answered
          ? {
              objection_replyContent: '业绩年限与项目规模相适应，异议不成立，招标文件不作修改。',
              objection_repliedAt: new Date(now - 2 * DAY).toISOString(),
            }
          : {}),
      }),
      creationTime: received,
    };
    return { records: [objection], bonds: answered ? [] : bondsOf(plan, groups[0]!, now), fees: [] };
  };
}

/** Three bonds paid for the first package, within its cap; the last from another's account (第二十六条). */
function bondsOf(
  plan: DemoProjectPlan,
  group: Insertable<BidPackageGroupsTable>,
  now: number,
): Insertable<BondEntriesTable>[] {
  const cap = bondCap({
    regime: 'tendering',
    kind: bondKindOf(group.purchaserType),
    estimate: (group.groupBudget ?? null) as Money | null,
  }).amount;
  const asked = (group.bondAmount ?? null) as Money | null;
  // The bond the package asks, or the cap when it asks none or more than the law allows.
  const amount =
    asked === null || (cap !== null && compareMoney(asked, cap) > 0) ? (cap ?? ('20000.00' as Money)) : asked;
  const paidOn = businessDateOf(new Date(now - 6 * DAY));
  const bidders = DEMO_SUPPLIERS.slice(0, 3);
  return bidders.map((bidder, k) => ({
    tenantId: plan.tenantId,
    projectId: plan.projectId,
    groupId: group.id as number,
    bidder,
    amount,
    paidOn,
    payerName: k === 2 ? '王建国' : bidder,
    payerAccount: `3301040160000${String(k + 1).padStart(5, '0')}`,
    winner: false,
    refundedOn: null,
    interest: null,
    creationTime: new Date(now - 6 * DAY + k * HOUR),
    creatorUserId: null,
  }));
}

/** The fee of the first package: won at 96 % of its budget, 20 % off the reference, invoiced. */
function feeOf(plan: DemoProjectPlan, group: Insertable<BidPackageGroupsTable>): Insertable<AgencyFeesTable> {
  const budget = toFen((group.groupBudget ?? '0') as Money);
  return {
    groupId: group.id as number,
    tenantId: plan.tenantId,
    projectId: plan.projectId,
    kind: feeKindOf(group.purchaserType),
    winningAmount: fromFen((budget * 96n) / 100n),
    discountPercent: '20',
    minimum: null,
    payer: 'winningBidder',
    invoiceStatus: 'invoiced',
    lastModificationTime: plan.at(40),
    lastModifierUserId: null,
  };
}
