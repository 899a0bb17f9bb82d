import {
  type AgencyFeeInput,
  type AgencyFees,
  agencyFeesSchema,
  type BondLedger,
  type BondLedgerRepository,
  type BondPaymentInput,
  type BondRefundInput,
  bondLedgerSchema,
  type InvoiceStatus,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BOND = '/api/services/app/Bond';
const FEE = '/api/services/app/AgencyFee';

/** The bond ledger and the agency fees over the API (Bond: GetLedger, SavePayment, RecordRefund; AgencyFee: Get, Save, SetInvoiceStatus). */
export class HttpBondLedgerRepository implements BondLedgerRepository {
  constructor(private readonly api: HttpClient) {}

  ledger(projectId: number): Promise<BondLedger> {
    return this.api.get(`${BOND}/GetLedger`, {
      params: { projectId },
      schema: bondLedgerSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  savePayment(input: BondPaymentInput): Promise<BondLedger> {
    return this.api.post(`${BOND}/SavePayment`, input, {
      schema: bondLedgerSchema,
      notFound:
        input.id === undefined
          ? { entity: 'Project', id: input.projectId }
          : { entity: 'Bond', id: input.id },
    });
  }

  recordRefund(input: BondRefundInput): Promise<BondLedger> {
    return this.api.post(`${BOND}/RecordRefund`, input, {
      schema: bondLedgerSchema,
      notFound: { entity: 'Bond', id: input.id },
    });
  }

  fees(projectId: number): Promise<AgencyFees> {
    return this.api.get(`${FEE}/Get`, {
      params: { projectId },
      schema: agencyFeesSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  saveFee(input: AgencyFeeInput): Promise<AgencyFees> {
    return this.api.post(`${FEE}/Save`, input, {
      schema: agencyFeesSchema,
      notFound: { entity: 'Project', id: input.projectId },
    });
  }

  setInvoiceStatus(projectId: number, groupId: number, invoiceStatus: InvoiceStatus): Promise<AgencyFees> {
    return this.api.post(
      `${FEE}/SetInvoiceStatus`,
      { projectId, groupId, invoiceStatus },
      { schema: agencyFeesSchema, notFound: { entity: 'AgencyFee', id: groupId } },
    );
  }
}
