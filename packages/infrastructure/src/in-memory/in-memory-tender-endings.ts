import {
  businessDateOf,
  type CheckCirculation,
  carriedSignUps,
  carriedTenderDocument,
  type FlowNode,
  failureNoticeDraft,
  furthestReachedNode,
  type Project,
  refundBatchOf,
  regimeOf,
  tenderFailure,
} from '@tender/domain';
import type { InMemoryBondLedgerRepository } from './in-memory-bond-ledger-repository';
import type { InMemoryNoticeRepository } from './in-memory-notice-repository';
import type { InMemoryServerRecordRepository } from './in-memory-server-record-repository';

/** The fakes a tender's end touches, as the in-memory module wires them. */
export interface TenderEndingFakes {
  /** The circulation checks over the fakes' records, deadlines and committee. */
  readonly checks: Pick<CheckCirculation, 'execute'>;
  readonly stepsOf: (project: Project) => readonly FlowNode[];
  readonly projectOf: (projectId: number) => Project | undefined;
  readonly notices: InMemoryNoticeRepository;
  readonly bonds: InMemoryBondLedgerRepository;
  readonly records: InMemoryServerRecordRepository;
  readonly now: () => number;
}

/**
 * What terminating a tender leaves besides state 5, as the server does it (server terminate-tender.ts;
 * 实施条例 第三十一条; 87号令 第二十九条; ADR 0023): a draft 流标公告 (when counts fell short) or 终止公告,
 * and every bond not yet refunded due on the fifth working day after today.
 */
export function terminateTender(fakes: TenderEndingFakes) {
  return async (project: Project): Promise<void> => {
    const current = furthestReachedNode(fakes.stepsOf(project), project);
    const blockers = current ? await fakes.checks.execute(project, current) : [];
    const regime = regimeOf(project);
    const draft = failureNoticeDraft(project, tenderFailure(blockers, regime).shortfalls, regime);
    await fakes.notices.save({ projectId: project.id, ...draft });
    const today = businessDateOf(new Date(fakes.now()));
    const bonds = fakes.bonds.bonds.filter((bond) => bond.projectId === project.id);
    const dueOn = refundBatchOf(bonds, today)[0]?.dueOn;
    if (dueOn) fakes.bonds.markDueForRefund(project.id, dueOn);
  };
}

/**
 * What a re-tender carries from the tender it repeats, as the server does it (server
 * carry-into-retender.ts; §4 re-tender, ADR 0023): the domain's carriedTenderDocument and carriedSignUps.
 */
export function carryIntoRetender(fakes: TenderEndingFakes) {
  return async (sourceId: number, created: Project): Promise<void> => {
    const versions = await fakes.records.listByProject('tenderDocument', sourceId);
    const document = carriedTenderDocument(versions, created.id);
    if (document) await fakes.records.create('tenderDocument', document);
    const packages = (fakes.projectOf(sourceId)?.sGroupList ?? []).flatMap((group) =>
      group.id === undefined ? [] : [{ id: group.id, groupNumber: group.groupNumber }],
    );
    const bonds = fakes.bonds.bonds.filter((bond) => bond.projectId === sourceId);
    for (const signUp of carriedSignUps(packages, bonds, created)) {
      await fakes.records.create('signUp', signUp);
    }
  };
}
