import {
  businessDateOf,
  failureNoticeDraft,
  lawfulExits,
  refundBatchOf,
  regimeOf,
  retenderName,
  tenderFailure,
} from '@tender/domain';
import { useState } from 'react';
import { useBondLedger } from '../../../data/bonds/use-bond-ledger';
import { useRetenderOrdinal } from '../../../data/projects/use-retender-ordinal';
import type { Operation } from '../use-operation';

/**
 * What the failure wizard shows for the project on screen, all from the domain's rules (ADR 0023): the
 * failure of its current step's counts, the lawful exits this user is offered (offeredExceptions decides
 * which the server will take), the re-tender's name, the notice draft and — once the terminate exit is
 * looked at — the refund batch from the ledger. Undefined when the tender has not failed.
 */
export function useFailureWizard(op: Operation) {
  const regime = regimeOf(op.project);
  const failure = tenderFailure(op.blockerList, regime);
  const exits = lawfulExits(op.project, failure).filter((exit) => op.exceptions.includes(exit.exit));
  const shown = failure.failed && exits.length > 0;
  const ordinal = useRetenderOrdinal(shown ? op.project : undefined);
  const [previewTermination, setPreviewTermination] = useState(false);
  const ledger = useBondLedger(op.project.id, shown && previewTermination);
  if (!shown) return undefined;
  return {
    failure,
    exits,
    retenderName: ordinal.data ? retenderName(op.project.projectName, ordinal.data) : undefined,
    noticeDraft: failureNoticeDraft(op.project, failure.shortfalls, regime),
    refundBatch: ledger.data ? refundBatchOf(ledger.data.entries, businessDateOf(new Date())) : undefined,
    onPreviewTermination: () => setPreviewTermination(true),
  };
}
