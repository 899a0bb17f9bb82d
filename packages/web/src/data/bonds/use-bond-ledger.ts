import { useQuery } from '@tanstack/react-query';
import {
  type AgencyFeeInput,
  type AgencyFees,
  type BondLedger,
  BondLedgerRepository,
  type BondPaymentInput,
  type BondRefundInput,
  type InvoiceStatus,
} from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { useAnsweredWrite } from '../projects/invalidate-project';
import { projectKeys } from '../projects/project-queries';

/**
 * The bond ledger's and the fees' keys sit under the project's (projectKeys.all): a contract signed or a
 * result announced moves the refunds' due dates, and a bond or refund recorded moves the deadlines.
 */
export const bondKeys = {
  ledger: (projectId: number) => [...projectKeys.all(projectId), 'bond-ledger'] as const,
  fees: (projectId: number) => [...projectKeys.all(projectId), 'agency-fees'] as const,
};

/**
 * A project's bond ledger (Bond/GetLedger). Asked only once its panel is opened (`enabled`): it is not
 * part of the operation screen's first wave (ADR 0010), which the panel's line does not need.
 */
export function useBondLedger(projectId: number, enabled: boolean) {
  const bonds = useInject<BondLedgerRepository>(BondLedgerRepository);
  return useQuery({
    queryKey: bondKeys.ledger(projectId),
    queryFn: () => bonds.ledger(projectId),
    enabled,
  });
}

/** A project's agency fees (AgencyFee/Get), asked once their panel is opened, as the ledger. */
export function useAgencyFees(projectId: number, enabled: boolean) {
  const bonds = useInject<BondLedgerRepository>(BondLedgerRepository);
  return useQuery({
    queryKey: bondKeys.fees(projectId),
    queryFn: () => bonds.fees(projectId),
    enabled,
  });
}

/**
 * The ledger's and the fees' writes: each answers the ledger or the fees as they now stand, shown at
 * once; the rest of the project (its deadlines) is refreshed after it. A failure rejects with the
 * server's reason, for the form to show.
 */
export function useBondWriter(projectId: number) {
  const bonds = useInject<BondLedgerRepository>(BondLedgerRepository);
  const ledger = useAnsweredWrite<BondLedger>(projectId, bondKeys.ledger(projectId));
  const fees = useAnsweredWrite<AgencyFees>(projectId, bondKeys.fees(projectId));
  return {
    savePayment: (input: BondPaymentInput) => ledger(() => bonds.savePayment(input)),
    recordRefund: (input: BondRefundInput) => ledger(() => bonds.recordRefund(input)),
    saveFee: (input: AgencyFeeInput) => fees(() => bonds.saveFee(input)),
    setInvoiceStatus: (groupId: number, status: InvoiceStatus) =>
      fees(() => bonds.setInvoiceStatus(projectId, groupId, status)),
  };
}
