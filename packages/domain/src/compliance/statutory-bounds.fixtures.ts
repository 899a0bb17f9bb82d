import { expect } from 'vitest';
import { CHINA_WORKING_CALENDAR } from './holiday-calendars';
import type { BoundId } from './statutory-bound-table';
import { type ComplianceFacts, type StatutoryBound, statutoryBounds } from './statutory-bounds';

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

/** The bounds of `id` laid on the facts at noon of `today`. */
export function boundsOf(id: BoundId, facts: ComplianceFacts, today: string): StatutoryBound[] {
  return statutoryBounds(facts, CHINA_WORKING_CALENDAR, noonOf(today)).filter((bound) => bound.id === id);
}

/** The one bound of `id`; undefined when it does not apply. */
export function boundOf(id: BoundId, facts: ComplianceFacts, today: string): StatutoryBound | undefined {
  const found = boundsOf(id, facts, today);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0];
}
