import type {
  AgencyFeeFields,
  BondPackageSource,
  BondPaymentFields,
  BondRefundFields,
  InvoiceStatus,
  Money,
  StoredAgencyFee,
  StoredBond,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Who writes, and when. */
export interface BondWriter {
  readonly userId: number;
  readonly now: Date;
}

/**
 * The bond ledger and the agency fees of one tenant's projects (migration 0031): all the SQL of the area;
 * the rules are the domain's (bonds/). Dates are read as text so no time zone moves them.
 */
export class KyselyBondStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The project's bid packages, in their order, as the ledger and the fees read them. */
  async packages(projectId: number): Promise<BondPackageSource[]> {
    const rows = await this.db
      .selectFrom('bidPackageGroups')
      .select(['id', 'groupNumber', 'groupName', 'bondAmount', 'groupBudget', 'purchaserType'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .orderBy('groupSort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...row,
      bondAmount: row.bondAmount as Money | null,
      groupBudget: row.groupBudget as Money | null,
    }));
  }

  /** The project's package of that id, locked for the transaction; undefined when it is not the project's. */
  async packageForChange(projectId: number, groupId: number): Promise<BondPackageSource | undefined> {
    await this.db
      .selectFrom('bidPackageGroups')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', groupId)
      .forUpdate()
      .execute();
    return (await this.packages(projectId)).find((group) => group.id === groupId);
  }

  /** The project's bonds, by package, then as paid. */
  async bonds(projectId: number): Promise<StoredBond[]> {
    const rows = await this.bondRows()
      .where('b.projectId', '=', projectId)
      .orderBy('g.groupSort')
      .orderBy('b.groupId')
      .orderBy('b.paidOn')
      .orderBy('b.id')
      .execute();
    return rows.map(storedBond);
  }

  async findBond(projectId: number, id: number): Promise<StoredBond | undefined> {
    const row = await this.bondRows()
      .where('b.projectId', '=', projectId)
      .where('b.id', '=', id)
      .executeTakeFirst();
    return row && storedBond(row);
  }

  /** Whether the bidder already has a bond in the package, other than `exceptId`. */
  async bondOfBidder(groupId: number, bidder: string, exceptId: number | undefined): Promise<boolean> {
    let query = this.db
      .selectFrom('bondEntries')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .where('bidder', '=', bidder);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertBond(bond: BondPaymentFields, who: BondWriter): Promise<number> {
    const row = await this.db
      .insertInto('bondEntries')
      .values({
        tenantId: this.tenantId,
        projectId: bond.projectId,
        ...paymentColumns(bond),
        creationTime: who.now,
        creatorUserId: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateBond(id: number, bond: BondPaymentFields): Promise<void> {
    await this.db
      .updateTable('bondEntries')
      .set(paymentColumns(bond))
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * The refund batch of a termination: every bond of the project not yet refunded falls due on `dueOn`
   * (refundBatchOf); the ids marked, in the ledger's order.
   */
  async markDueForRefund(projectId: number, dueOn: string): Promise<number[]> {
    const rows = await this.db
      .updateTable('bondEntries')
      .set({ refundDueOn: dueOn })
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('refundedOn', 'is', null)
      .returning('id')
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  async refund(refund: BondRefundFields): Promise<void> {
    await this.db
      .updateTable('bondEntries')
      .set({ refundedOn: refund.refundedOn, interest: refund.interest })
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', refund.projectId)
      .where('id', '=', refund.id)
      .execute();
  }

  async fees(projectId: number): Promise<StoredAgencyFee[]> {
    const rows = await this.db
      .selectFrom('agencyFees')
      .select(['groupId', 'kind', 'payer', 'invoiceStatus'])
      .select([
        sql<string>`winning_amount::text`.as('winningAmount'),
        sql<string>`discount_percent::text`.as('discountPercent'),
        sql<string | null>`minimum::text`.as('minimum'),
      ])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .execute();
    return rows.map((row) => ({
      ...row,
      winningAmount: row.winningAmount as Money,
      // numeric(5,2) reads "20.00": the percent as entered, without trailing zeros.
      discountPercent: row.discountPercent.replace(/\.?0+$/, '') || '0',
      minimum: row.minimum as Money | null,
    }));
  }

  /** Sets a package's fee terms, keeping its invoice status. */
  async saveFee(fee: AgencyFeeFields, who: BondWriter): Promise<void> {
    const terms = {
      kind: fee.kind,
      winningAmount: fee.winningAmount,
      discountPercent: fee.discountPercent,
      minimum: fee.minimum,
      payer: fee.payer,
      lastModificationTime: who.now,
      lastModifierUserId: who.userId,
    };
    await this.db
      .insertInto('agencyFees')
      .values({ groupId: fee.groupId, tenantId: this.tenantId, projectId: fee.projectId, ...terms })
      .onConflict((conflict) => conflict.column('groupId').doUpdateSet(terms))
      .execute();
  }

  /** Sets a fee's invoice status; false when the package has no fee. */
  async setInvoiceStatus(
    projectId: number,
    groupId: number,
    status: InvoiceStatus,
    who: BondWriter,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('agencyFees')
      .set({ invoiceStatus: status, lastModificationTime: who.now, lastModifierUserId: who.userId })
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('groupId', '=', groupId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Whether any of the packages holds money on the books: a bond in the ledger or an agency fee. Such a
   * package is not removed by a project edit (the ledger would lose what was paid, and the database
   * refuses the delete besides).
   */
  async anyMoneyIn(groupIds: readonly number[]): Promise<boolean> {
    if (groupIds.length === 0) return false;
    const row = await this.db
      .selectFrom('bondEntries')
      .select('groupId')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', 'in', [...groupIds])
      .union(
        this.db
          .selectFrom('agencyFees')
          .select('groupId')
          .where('tenantId', '=', this.tenantId)
          .where('groupId', 'in', [...groupIds]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private bondRows() {
    return this.db
      .selectFrom('bondEntries as b')
      .innerJoin('bidPackageGroups as g', 'g.id', 'b.groupId')
      .select(['b.id', 'b.groupId', 'b.bidder', 'b.payerName', 'b.payerAccount', 'b.winner'])
      .select([
        sql<string>`b.amount::text`.as('amount'),
        sql<string>`b.paid_on::text`.as('paidOn'),
        sql<string | null>`b.refunded_on::text`.as('refundedOn'),
        sql<string | null>`b.interest::text`.as('interest'),
        sql<string | null>`b.refund_due_on::text`.as('refundDueOn'),
      ])
      .where('b.tenantId', '=', this.tenantId);
  }
}

function paymentColumns(bond: BondPaymentFields) {
  return {
    groupId: bond.groupId,
    bidder: bond.bidder,
    amount: bond.amount,
    paidOn: bond.paidOn,
    payerName: bond.payerName,
    payerAccount: bond.payerAccount,
    winner: bond.winner,
  };
}

function storedBond(row: {
  id: number;
  groupId: number;
  bidder: string;
  amount: string;
  paidOn: string;
  payerName: string;
  payerAccount: string | null;
  winner: boolean;
  refundedOn: string | null;
  interest: string | null;
  refundDueOn: string | null;
}): StoredBond {
  return {
    ...row,
    amount: row.amount as Money,
    interest: row.interest as Money | null,
  };
}
