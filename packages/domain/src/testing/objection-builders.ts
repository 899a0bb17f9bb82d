import type { Regime } from '../compliance/procurement-regime';
import { type ObjectionEntry, type ObjectionLogReport, objectionLogOf } from '../objections/objection-log';

type StoredObjection = ObjectionEntry['objection'];

/** An objection of project 1 to its candidates, received on 2026-11-02 09:00 (UTC+8), unanswered. */
export function anObjection(more: Partial<StoredObjection> = {}): StoredObjection {
  return {
    id: 7,
    projectId: 1,
    supplierName: '甲公司',
    content: '候选人业绩不实',
    objection_receivedAt: '2026-11-02T01:00:00.000Z',
    objection_subject: 'candidates',
    objection_status: '未处理',
    ...more,
  };
}

/** The log of project 1 holding anObjection(more), laid out at `now` (ISO) under `regime`. */
export function anObjectionLogAt(
  now: string,
  more: Partial<StoredObjection> = {},
  regime: Regime = 'tendering',
): ObjectionLogReport {
  return objectionLogOf(1, [anObjection(more)], () => [], regime, new Date(now));
}
