import {
  type AgencyFeeInput,
  type AgencyFees,
  agencyFeeInputSchema,
  agencyFeesOf,
  type BondLedger,
  type BondLedgerRepository,
  type BondPackageSource,
  type BondPaymentInput,
  type BondRefundInput,
  bondCapRefusal,
  bondLedgerOf,
  bondPaymentInputSchema,
  bondRefundInputSchema,
  businessDateOf,
  ConflictError,
  type InvoiceStatus,
  invoiceStatusInputSchema,
  must,
  NotFoundError,
  type Project,
  packageBondCap,
  parseOrThrow,
  refusal,
  type StoredAgencyFee,
  type StoredBond,
  ValidationError,
} from '@tender/domain';
import { assertPermitted } from './administration-rules';
import { complianceSourcesOf, type ProjectDeadlinesRules } from './in-memory-project-deadlines-source';

/** A bond as kept here: what was entered, and its project. */
export interface InMemoryBond extends StoredBond {
  readonly projectId: number;
}

/** A fee as kept here, with its project. */
export interface InMemoryAgencyFee extends StoredAgencyFee {
  readonly projectId: number;
}

/**
 * The bond ledger and the agency fees in arrays with the server's rules (test/contract holds both to
 * them): project.get reads, evaluation.edit keeps the bonds, project.edit the fees; a package of the
 * project; a bond within its cap (ConflictError with the article), once per bidder and package, paid and
 * refunded no later than today and refunded not before it was paid.
 */
export class InMemoryBondLedgerRepository implements BondLedgerRepository {
  private nextId: number;

  constructor(
    readonly bonds: InMemoryBond[],
    readonly agencyFees: InMemoryAgencyFee[],
    private readonly rules: ProjectDeadlinesRules,
  ) {
    this.nextId = Math.max(0, ...bonds.map((bond) => bond.id)) + 1;
  }

  async ledger(projectId: number): Promise<BondLedger> {
    assertPermitted(this.rules, 'project.get');
    return this.ledgerOf(this.project(projectId));
  }

  async savePayment(input: BondPaymentInput): Promise<BondLedger> {
    assertPermitted(this.rules, 'evaluation.edit');
    const bond = parseOrThrow(bondPaymentInputSchema, input);
    const project = this.project(bond.projectId);
    this.assertNotFuture('paidOn', bond.paidOn);
    const group = this.packageOf(project, bond.groupId);
    const stored = bond.id === undefined ? undefined : this.bonds.find((b) => b.id === bond.id);
    if (bond.id !== undefined && (!stored || stored.projectId !== project.id)) {
      throw new NotFoundError('Bond', bond.id);
    }
    if (this.bonds.some((b) => b.groupId === bond.groupId && b.bidder === bond.bidder && b.id !== bond.id)) {
      throw new ValidationError([{ field: 'bidder', message: must('bondTwice') }]);
    }
    const refused = bondCapRefusal(bond.amount, packageBondCap(project, group));
    if (refused) throw new ConflictError(refusal(refused.code, refused.values));
    const kept: InMemoryBond = {
      id: stored?.id ?? this.nextId++,
      projectId: project.id,
      groupId: bond.groupId,
      bidder: bond.bidder,
      amount: bond.amount,
      paidOn: bond.paidOn,
      payerName: bond.payerName,
      payerAccount: bond.payerAccount,
      winner: bond.winner,
      refundedOn: stored?.refundedOn ?? null,
      interest: stored?.interest ?? null,
    };
    if (stored) this.bonds[this.bonds.indexOf(stored)] = kept;
    else this.bonds.push(kept);
    return this.ledgerOf(project);
  }

  async recordRefund(input: BondRefundInput): Promise<BondLedger> {
    assertPermitted(this.rules, 'evaluation.edit');
    const refund = parseOrThrow(bondRefundInputSchema, input);
    const project = this.project(refund.projectId);
    const stored = this.bonds.find((b) => b.id === refund.id && b.projectId === project.id);
    if (!stored) throw new NotFoundError('Bond', refund.id);
    this.assertNotFuture('refundedOn', refund.refundedOn);
    if (refund.refundedOn < stored.paidOn) {
      throw new ValidationError([{ field: 'refundedOn', message: must('notBeforePayment') }]);
    }
    this.bonds[this.bonds.indexOf(stored)] = {
      ...stored,
      refundedOn: refund.refundedOn,
      interest: refund.interest,
    };
    return this.ledgerOf(project);
  }

  /**
   * Puts every bond of the project not yet refunded in a termination's refund batch, due on `dueOn`
   * (the server's KyselyBondStore.markDueForRefund): no permission is asked, the terminating save did.
   */
  markDueForRefund(projectId: number, dueOn: string): void {
    for (const [index, bond] of this.bonds.entries()) {
      if (bond.projectId === projectId && bond.refundedOn === null) {
        this.bonds[index] = { ...bond, refundDueOn: dueOn };
      }
    }
  }

  async fees(projectId: number): Promise<AgencyFees> {
    assertPermitted(this.rules, 'project.get');
    return this.feesOf(this.project(projectId));
  }

  async saveFee(input: AgencyFeeInput): Promise<AgencyFees> {
    assertPermitted(this.rules, 'project.edit');
    const fee = parseOrThrow(agencyFeeInputSchema, input);
    const project = this.project(fee.projectId);
    this.packageOf(project, fee.groupId);
    const stored = this.agencyFees.find((f) => f.groupId === fee.groupId);
    const kept: InMemoryAgencyFee = {
      projectId: project.id,
      groupId: fee.groupId,
      kind: fee.kind,
      winningAmount: fee.winningAmount,
      // As the server's numeric(5,2) gives it back: no trailing zeros.
      discountPercent: fee.discountPercent.includes('.')
        ? fee.discountPercent.replace(/\.?0+$/, '')
        : fee.discountPercent,
      minimum: fee.minimum,
      payer: fee.payer,
      invoiceStatus: stored?.invoiceStatus ?? 'notInvoiced',
    };
    if (stored) this.agencyFees[this.agencyFees.indexOf(stored)] = kept;
    else this.agencyFees.push(kept);
    return this.feesOf(project);
  }

  async setInvoiceStatus(
    projectId: number,
    groupId: number,
    invoiceStatus: InvoiceStatus,
  ): Promise<AgencyFees> {
    assertPermitted(this.rules, 'project.edit');
    parseOrThrow(invoiceStatusInputSchema, { projectId, groupId, invoiceStatus });
    const project = this.project(projectId);
    const stored = this.agencyFees.find((f) => f.groupId === groupId && f.projectId === project.id);
    if (!stored) throw new NotFoundError('AgencyFee', groupId);
    this.agencyFees[this.agencyFees.indexOf(stored)] = { ...stored, invoiceStatus };
    return this.feesOf(project);
  }

  private project(projectId: number): Project {
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  private packagesOf(project: Project): BondPackageSource[] {
    return project.sGroupList.flatMap((g) =>
      g.id === undefined
        ? []
        : [
            {
              id: g.id,
              groupNumber: g.groupNumber,
              groupName: g.groupName,
              bondAmount: g.bondAmount ?? null,
              groupBudget: g.groupBudget ?? null,
              purchaserType: g.purchaserType ?? null,
            },
          ],
    );
  }

  private packageOf(project: Project, groupId: number): BondPackageSource {
    const group = this.packagesOf(project).find((g) => g.id === groupId);
    if (!group) throw new ValidationError([{ field: 'groupId', message: must('notABidPackage') }]);
    return group;
  }

  private assertNotFuture(field: string, day: string): void {
    if (day > businessDateOf(new Date(this.rules.now()))) {
      throw new ValidationError([{ field, message: must('notInFuture') }]);
    }
  }

  private ledgerOf(project: Project): BondLedger {
    const packages = this.packagesOf(project);
    const order = (groupId: number) => packages.findIndex((g) => g.id === groupId);
    // In the server's order: by package, then as paid.
    const bonds = this.bonds
      .filter((b) => b.projectId === project.id)
      .sort((a, b) => order(a.groupId) - order(b.groupId) || a.paidOn.localeCompare(b.paidOn) || a.id - b.id)
      .map(({ projectId: _project, ...bond }) => bond);
    const sources = complianceSourcesOf({ ...this.rules, bondsOf: () => [] }, project);
    return structuredClone(bondLedgerOf(project.id, sources, packages, bonds, new Date(this.rules.now())));
  }

  private feesOf(project: Project): AgencyFees {
    const fees = this.agencyFees
      .filter((f) => f.projectId === project.id)
      .map(({ projectId: _p, ...fee }) => fee);
    return structuredClone(agencyFeesOf(project.id, this.packagesOf(project), fees));
  }
}
