import {
  bidDeadline,
  ConflictError,
  type FlowNode,
  type Money,
  must,
  NotFoundError,
  type Notice,
  type OpeningBidFields,
  type OpeningBidInput,
  type OpeningRecord,
  type OpeningRecordRepository,
  openingBidInputSchema,
  openingBidsOfSheet,
  openingPackageOf,
  type Project,
  parseOrThrow,
  refusal,
  type SpreadsheetFile,
  type StoredOpeningBid,
  ValidationError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { csvSheetRowsOf } from './csv-sheet-rows';
import { assertEvaluationWritable } from './evaluation-step-rule';

/** A bid as kept here: what was entered, and its project. */
export interface InMemoryOpeningBid extends StoredOpeningBid {
  readonly projectId: number;
}

/** What the fake reads of the rest of the module: the project, its steps and notices, the caller, the time. */
export interface OpeningRecordRules extends AdministrationRules {
  readonly projectOf: (projectId: number) => Project | undefined;
  readonly stepsOf: (project: Project) => readonly FlowNode[];
  readonly noticesOf: (projectId: number) => readonly Notice[];
  readonly callerName: () => string | null;
  readonly now: () => number;
}

/**
 * The opening record in arrays with the server's rules (test/contract holds both to them): the
 * evaluation permissions; a write only by who may record the evaluation step, never once the flow has
 * left it (ADR 0007); the package must be the project's and not confirmed (ConflictError); a bid received
 * no later than now, once per bidder and package; each bid judged by the domain's bidStanding.
 */
export class InMemoryOpeningRecordRepository implements OpeningRecordRepository {
  private nextId: number;
  /** The confirmed packages by id; a story may start with some confirmed. */
  readonly confirmations = new Map<number, { confirmedAt: string; confirmedBy: string | null }>();

  constructor(
    readonly bids: InMemoryOpeningBid[],
    private readonly rules: OpeningRecordRules,
  ) {
    this.nextId = Math.max(0, ...bids.map((bid) => bid.id)) + 1;
  }

  async get(projectId: number): Promise<OpeningRecord> {
    assertPermitted(this.rules, 'evaluation.query');
    return this.record(this.project(projectId));
  }

  async saveBid(input: OpeningBidInput): Promise<OpeningRecord> {
    assertPermitted(this.rules, 'evaluation.edit');
    const bid = parseOrThrow(openingBidInputSchema, input);
    const project = this.writable(bid.projectId);
    if (Date.parse(bid.receivedAt) > this.rules.now()) {
      throw new ValidationError([{ field: 'receivedAt', message: must('notInFuture') }]);
    }
    this.openPackage(project, bid.groupId, 'groupId');
    const stored = bid.id === undefined ? undefined : this.bids.find((b) => b.id === bid.id);
    if (bid.id !== undefined) {
      if (!stored || stored.projectId !== project.id) throw new NotFoundError('OpeningBid', bid.id);
      if (stored.groupId !== bid.groupId) this.openPackage(project, stored.groupId, 'groupId');
    }
    if (this.bids.some((b) => b.groupId === bid.groupId && b.bidder === bid.bidder && b.id !== bid.id)) {
      throw new ValidationError([{ field: 'bidder', message: must('bidderTwice') }]);
    }
    const kept = this.kept(project, bid, stored?.id);
    const index = stored ? this.bids.indexOf(stored) : -1;
    if (index === -1) this.bids.push(kept);
    else this.bids[index] = kept;
    return this.record(project);
  }

  /** Every bid of a CSV file or none, checked as the server checks it (openingBidsOfSheet). */
  async importBids(projectId: number, file: SpreadsheetFile): Promise<OpeningRecord> {
    assertPermitted(this.rules, 'evaluation.edit');
    const project = this.writable(projectId);
    const bids = openingBidsOfSheet(csvSheetRowsOf(file), this.record(project), new Date(this.rules.now()));
    this.bids.push(...bids.map((bid) => this.kept(project, bid, undefined)));
    return this.record(project);
  }

  private kept(project: Project, bid: OpeningBidFields, id: number | undefined): InMemoryOpeningBid {
    return {
      id: id ?? this.nextId++,
      projectId: project.id,
      groupId: bid.groupId,
      bidder: bid.bidder,
      price: bid.price,
      durationDays: bid.durationDays,
      quality: bid.quality,
      bondPaid: bid.bondPaid,
      receivedAt: new Date(bid.receivedAt).toISOString(),
    };
  }

  async removeBid(projectId: number, bidId: number): Promise<OpeningRecord> {
    assertPermitted(this.rules, 'evaluation.edit');
    const project = this.writable(projectId);
    const stored = this.bids.find((b) => b.id === bidId && b.projectId === projectId);
    if (!stored) throw new NotFoundError('OpeningBid', bidId);
    this.openPackage(project, stored.groupId, 'id');
    this.bids.splice(this.bids.indexOf(stored), 1);
    return this.record(project);
  }

  async confirm(projectId: number, groupId: number): Promise<OpeningRecord> {
    assertPermitted(this.rules, 'evaluation.edit');
    const project = this.writable(projectId);
    this.openPackage(project, groupId, 'groupId');
    this.confirmations.set(groupId, {
      confirmedAt: new Date(this.rules.now()).toISOString(),
      confirmedBy: this.rules.callerName(),
    });
    return this.record(project);
  }

  private project(projectId: number): Project {
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  /** The record as it stands, for the module's other fakes (no permission asked). */
  record(project: Project): OpeningRecord {
    const deadline = bidDeadline(this.rules.noticesOf(project.id));
    const bids = this.bids.filter((bid) => bid.projectId === project.id);
    return {
      projectId: project.id,
      deadline,
      packages: project.sGroupList
        .filter((group): group is typeof group & { id: number } => group.id !== undefined)
        .map((group) =>
          openingPackageOf(
            { ...group, bondAmount: (group.bondAmount as Money | null | undefined) ?? null },
            bids.map(({ projectId: _project, ...bid }) => bid),
            deadline,
            this.confirmations.get(group.id),
          ),
        ),
    };
  }

  /** The project, when the caller may record its evaluation step. */
  private writable(projectId: number): Project {
    const project = this.project(projectId);
    assertEvaluationWritable(
      project,
      this.rules.stepsOf(project),
      this.rules.callerRoles?.() ?? [],
      'opening record',
    );
    return project;
  }

  private openPackage(project: Project, groupId: number, field: string): void {
    const group = project.sGroupList.find((g) => g.id === groupId);
    if (!group) throw new ValidationError([{ field, message: must('notABidPackage') }]);
    if (this.confirmations.has(groupId)) {
      throw new ConflictError(
        refusal('openingConfirmed', { package: `${group.groupNumber} ${group.groupName}` }),
      );
    }
  }
}
