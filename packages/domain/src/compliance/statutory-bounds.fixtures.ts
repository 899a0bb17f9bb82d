import type { ComplianceFacts } from './statutory-bounds';

/** The facts and instants the statutory bounds' tests lay out (statutory-bounds.test.ts, publication-refusal.test.ts). */
/** An instant in the agencies' day (UTC+8). */
export const at = (date: string, time = '10:00') => `${date}T${time}:00+08:00`;
export const noonOf = (date: string) => new Date(at(date, '12:00'));

export const tendering: ComplianceFacts = { biddingMethod: '公开招标', regime: 'tendering' };
export const procurement: ComplianceFacts = { biddingMethod: '公开招标', regime: 'procurement' };
export const invited: ComplianceFacts = { biddingMethod: '邀请招标', regime: 'procurement' };
export const consultation: ComplianceFacts = { biddingMethod: '竞争性磋商' };
export const negotiation: ComplianceFacts = { biddingMethod: '竞争性谈判' };
export const inquiry: ComplianceFacts = { biddingMethod: '询价采购' };
export const singleSource: ComplianceFacts = { biddingMethod: '单一来源采购' };
