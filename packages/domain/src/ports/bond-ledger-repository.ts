import type { AgencyFeeInput, AgencyFees, InvoiceStatus } from '../bonds/agency-fee';
import type { BondLedger, BondPaymentInput, BondRefundInput } from '../bonds/bond-ledger';

/**
 * A project's bid bond ledger and its agency service fees (Bond/…, AgencyFee/…; ADR 0022). Whoever reads
 * the project reads both; who holds evaluation.edit enters bonds and refunds, who holds project.edit sets
 * the fees. A bond above its cap is a ConflictError naming the article; bad input is a ValidationError
 * naming the field; another tenant's project, bond or a package without a fee is NotFoundError. Each write
 * answers the ledger or the fees as they now stand.
 */
export interface BondLedgerRepository {
  ledger(projectId: number): Promise<BondLedger>;
  /** Enters a bond paid, or edits the bond its `id` names. */
  savePayment(input: BondPaymentInput): Promise<BondLedger>;
  recordRefund(input: BondRefundInput): Promise<BondLedger>;
  fees(projectId: number): Promise<AgencyFees>;
  saveFee(input: AgencyFeeInput): Promise<AgencyFees>;
  setInvoiceStatus(projectId: number, groupId: number, invoiceStatus: InvoiceStatus): Promise<AgencyFees>;
}
export const BondLedgerRepository = Symbol.for('tender.BondLedgerRepository');
