import type { CodeTable } from '../shared/labels';

/** Bidding methods; the wire value is the Chinese name the agencies' documents use. */
export const BIDDING_METHODS = {
  公开招标: { en: 'Open tendering', zh: '公开招标' },
  邀请招标: { en: 'Invited tendering', zh: '邀请招标' },
  竞争性谈判: { en: 'Competitive negotiation', zh: '竞争性谈判' },
  竞争性磋商: { en: 'Competitive consultation', zh: '竞争性磋商' },
  询价采购: { en: 'Inquiry purchasing', zh: '询价采购' },
  单一来源采购: { en: 'Single-source procurement', zh: '单一来源采购' },
  // A project whose tendering method was changed (§5) carries the non-tendering method it changed to.
  其他采购方式: { en: 'Other procurement method', zh: '其他采购方式' },
} as const satisfies CodeTable<string>;
export type BiddingMethod = keyof typeof BIDDING_METHODS;

/** The four non-tendering methods a project may change to (§5 change tendering method). */
export const NON_TENDERING_METHODS = {
  竞争性磋商: { en: 'Competitive consultation', zh: '竞争性磋商' },
  竞争性谈判: { en: 'Competitive negotiation', zh: '竞争性谈判' },
  询价采购: { en: 'Inquiry purchasing', zh: '询价采购' },
  其他采购方式: { en: 'Other procurement method', zh: '其他采购方式' },
} as const satisfies CodeTable<string>;
export type NonTenderingMethod = keyof typeof NON_TENDERING_METHODS;

export const biddingMethodCodes = Object.keys(BIDDING_METHODS) as [BiddingMethod, ...BiddingMethod[]];
export const nonTenderingMethodCodes = Object.keys(NON_TENDERING_METHODS) as [
  NonTenderingMethod,
  ...NonTenderingMethod[],
];
