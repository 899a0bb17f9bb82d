import {
  businessDateOf,
  type CheckCirculation,
  carriedSignUps,
  carriedTenderDocument,
  type FlowNode,
  furthestReachedNode,
  type Project,
  terminationOf,
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
 * the domain's terminationOf): the draft failure notice, and every bond not yet refunded due.
 */
export function terminateTender(fakes: TenderEndingFakes) {
  return async (project: Project): Promise<void> => {
    const current = furthestReachedNode(fakes.stepsOf(project), project);
    const blockers = current ? await fakes.checks.execute(project, current) : [];
    const bonds = fakes.bonds.bonds.filter((bond) => bond.projectId === project.id);
    const today = businessDateOf(new Date(fakes.now()));
    const { notice, refundDueOn } = terminationOf(project, blockers, bonds, today);
    await fakes.notices.save({ projectId: project.id, ...notice });
    if (refundDueOn) fakes.bonds.markDueForRefund(project.id, refundDueOn);
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
