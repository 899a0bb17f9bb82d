import type { BiddingMethod } from '../projects/bidding-method';

/**
 * Which law's clocks a project runs on: 招标投标法 and its 实施条例 (`tendering`), or 政府采购法, its
 * 实施条例 and the Ministry of Finance's rules for each method (`procurement`). The two set different
 * periods for the same step (a reply to an objection: 3 days, or 7 working days), so every statutory
 * bound is looked up by regime first (statutory-bounds.ts).
 */
export type Regime = 'tendering' | 'procurement';

/**
 * The methods only government procurement knows (政府采购法 第二十六条; 竞争性磋商 by 财库〔2014〕214号):
 * 招标投标法 has no negotiation, consultation, inquiry or single source, so a project using one is run
 * under the procurement rules whatever its funds. 其他采购方式 is where a changed tendering method lands
 * (§5), always one of these.
 */
const PROCUREMENT_METHODS: ReadonlySet<string> = new Set<BiddingMethod>([
  '竞争性谈判',
  '竞争性磋商',
  '询价采购',
  '单一来源采购',
  '其他采购方式',
]);

/** The word a capital source names fiscal funds by (财政资金, 财政拨款, 市级财政 …). */
const FISCAL_FUNDS = '财政';

/**
 * The regime of a project. A non-tendering method is procurement. 公开招标 and 邀请招标 are procurement
 * when the capital source names fiscal funds: 政府采购法 第二条 covers purchases with 财政性资金; any
 * other tender (own funds, bonds, loans) is under 招标投标法 (第二条), which governs every tender held in
 * China. One case this cannot see: works (工程) tendered with fiscal funds are under 招标投标法 as well
 * (政府采购法 第四条); the project carries no field that says a purchase is works, so such a project is
 * given the procurement clocks — the caller that knows better passes the regime itself.
 */
export function regimeOf(project: {
  readonly biddingMethod?: string | null;
  readonly capitalSource?: string | null;
}): Regime {
  if (project.biddingMethod && PROCUREMENT_METHODS.has(project.biddingMethod)) return 'procurement';
  return project.capitalSource?.includes(FISCAL_FUNDS) ? 'procurement' : 'tendering';
}
