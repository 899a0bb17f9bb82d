import {
  type AgencyFeeFields,
  type AgencyFees,
  agencyFeesOf,
  type BondLedger,
  type BondPaymentFields,
  type BondRefundFields,
  bondCapRefusal,
  bondLedgerOf,
  businessDateOf,
  ConflictError,
  type InvoiceStatus,
  must,
  NotFoundError,
  packageBondCap,
  refusal,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyBondStore } from '../adapters/bonds/kysely-bond-store';
import { KyselyComplianceSources } from '../adapters/compliance/kysely-compliance-sources';
import { lockProject } from '../adapters/projects/lock-project';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';

/** The entity names of the area: their 404's subjects. */
export const BOND_ENTITY = 'Bond';
export const AGENCY_FEE_ENTITY = 'AgencyFee';

type Scope = Pick<RequestScope, 'tenantId' | 'userId'>;

/**
 * The bond ledger and the agency fees of the caller's tenant's projects (ADR 0022; domain bonds/). A write
 * takes the project's row lock first (ADR 0003), so two staff entering bonds of one project are served one
 * after the other and each cap check sees the other's row; it names a live project of the tenant (404
 * otherwise) and one of its packages (400 naming groupId). A bond above its cap is refused with 409 and
 * the article (bond-caps.ts); a day after today (on the server's clock) is 400. The routes run each write
 * in one transaction, audited (ADR 0012).
 */
export class BondKeeping {
  private readonly store: KyselyBondStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Scope,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyBondStore(db, scope.tenantId);
  }

  /** The ledger: the packages with their caps, each bond with its payer flag and refund bound. */
  async ledger(projectId: number): Promise<BondLedger> {
    const sources = await new KyselyComplianceSources(this.db, this.scope.tenantId).sourcesOf(projectId);
    const [packages, bonds] = await Promise.all([
      this.store.packages(projectId),
      this.store.bonds(projectId),
    ]);
    return bondLedgerOf(projectId, sources, packages, bonds, this.clock());
  }

  /** Enters a bond, or edits the one its id names; the new or edited bond's id with the ledger. */
  async savePayment(bond: BondPaymentFields): Promise<{ id: number; ledger: BondLedger }> {
    const sources = await this.lockedProject(bond.projectId);
    this.assertNotFuture('paidOn', bond.paidOn);
    const group = await this.store.packageForChange(bond.projectId, bond.groupId);
    if (!group) throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    if (bond.id !== undefined && !(await this.store.findBond(bond.projectId, bond.id))) {
      throw new NotFoundError(BOND_ENTITY, bond.id);
    }
    if (await this.store.bondOfBidder(bond.groupId, bond.bidder, bond.id)) {
      throw new ValidationError([{ field: 'bidder', message: must('bondTwice') }]);
    }
    const refused = bondCapRefusal(bond.amount, packageBondCap(sources.project, group));
    if (refused) throw new ConflictError(refusal(refused.code, refused.values));
    const id =
      bond.id ?? (await this.store.insertBond(bond, { userId: this.scope.userId, now: this.clock() }));
    if (bond.id !== undefined) await this.store.updateBond(bond.id, bond);
    return { id, ledger: await this.ledger(bond.projectId) };
  }

  /** Records a bond's refund, with its interest; not before it was paid, nor after today. */
  async recordRefund(refund: BondRefundFields): Promise<BondLedger> {
    await this.lockedProject(refund.projectId);
    const stored = await this.store.findBond(refund.projectId, refund.id);
    if (!stored) throw new NotFoundError(BOND_ENTITY, refund.id);
    this.assertNotFuture('refundedOn', refund.refundedOn);
    if (refund.refundedOn < stored.paidOn) {
      throw new ValidationError([{ field: 'refundedOn', message: must('notBeforePayment') }]);
    }
    await this.store.refund(refund);
    return this.ledger(refund.projectId);
  }

  /** The fees: each package, with its fee worked out where one is set. */
  async fees(projectId: number): Promise<AgencyFees> {
    await this.liveProject(projectId);
    const [packages, fees] = await Promise.all([this.store.packages(projectId), this.store.fees(projectId)]);
    return agencyFeesOf(projectId, packages, fees);
  }

  /** Sets a package's fee terms (its invoice status stays). */
  async saveFee(fee: AgencyFeeFields): Promise<AgencyFees> {
    await this.lockedProject(fee.projectId);
    if (!(await this.store.packageForChange(fee.projectId, fee.groupId))) {
      throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    }
    await this.store.saveFee(fee, { userId: this.scope.userId, now: this.clock() });
    return this.fees(fee.projectId);
  }

  async setInvoiceStatus(projectId: number, groupId: number, status: InvoiceStatus): Promise<AgencyFees> {
    await this.lockedProject(projectId);
    const who = { userId: this.scope.userId, now: this.clock() };
    if (!(await this.store.setInvoiceStatus(projectId, groupId, status, who))) {
      throw new NotFoundError(AGENCY_FEE_ENTITY, groupId);
    }
    return this.fees(projectId);
  }

  /** The project, locked for the transaction; what its rules read of it. 404 unless live and the tenant's. */
  private async lockedProject(projectId: number) {
    await lockProject(this.db, this.scope.tenantId, projectId);
    return this.liveProject(projectId);
  }

  private liveProject(projectId: number) {
    return new KyselyComplianceSources(this.db, this.scope.tenantId).sourcesOf(projectId);
  }

  private assertNotFuture(field: string, day: string): void {
    if (day > businessDateOf(this.clock())) {
      throw new ValidationError([{ field, message: must('notInFuture') }]);
    }
  }
}
