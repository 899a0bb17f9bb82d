import {
  ConflictError,
  evaluationStepOf,
  must,
  NotFoundError,
  type OpeningBidFields,
  type OpeningRecord,
  openingBidsOfSheet,
  refusal,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyOpeningRecordStore } from '../adapters/evaluation/kysely-opening-record-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import { assertStepRecordsWritable } from '../records/writable-project';
import type { ReceivedSheet } from '../spreadsheets/sheet-rows';

/** The entity name of a bid of the opening record: its 404's subject. */
export const OPENING_BID_ENTITY = 'OpeningBid';

/** How the refusal of a past step names these records. */
const RECORDS = 'opening record';

type Scope = Pick<RequestScope, 'tenantId' | 'userId' | 'roleNames'>;

/**
 * The opening record (开标记录) of the caller's tenant's projects (ADR 0019). A write needs the caller to
 * be allowed to record the evaluation step (ADR 0007: not once the flow has left it), names a package of
 * the project that is not confirmed yet (a confirmed record is locked: 409), and a bid received no later
 * than now; each bidder bids once per package. The package's row is locked first, so two staff writing
 * the same package at once are served one after the other. The routes run each write in one transaction.
 */
export class OpeningRecordKeeping {
  private readonly store: KyselyOpeningRecordStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Scope,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyOpeningRecordStore(db, scope.tenantId);
  }

  async get(projectId: number): Promise<OpeningRecord> {
    await new KyselyProjectLookups(this.db, this.scope.tenantId).liveStatus(projectId);
    return this.store.record(projectId);
  }

  async saveBid(bid: OpeningBidFields): Promise<OpeningRecord> {
    await this.assertWritable(bid.projectId);
    const now = this.clock();
    if (Date.parse(bid.receivedAt) > now.getTime()) {
      throw new ValidationError([{ field: 'receivedAt', message: must('notInFuture') }]);
    }
    await this.openPackage(bid.projectId, bid.groupId, 'groupId');
    if (bid.id !== undefined) {
      const stored = await this.store.findBid(bid.projectId, bid.id);
      if (!stored) throw new NotFoundError(OPENING_BID_ENTITY, bid.id);
      // A bid moved to another package leaves that package's record too.
      if (stored.groupId !== bid.groupId) await this.openPackage(bid.projectId, stored.groupId, 'groupId');
    }
    if (await this.store.bidOfBidder(bid.groupId, bid.bidder, bid.id)) {
      throw new ValidationError([{ field: 'bidder', message: must('bidderTwice') }]);
    }
    const who = { userId: this.scope.userId, now };
    if (bid.id === undefined) await this.store.insertBid(bid, who);
    else await this.store.updateBid(bid.id, bid);
    return this.store.record(bid.projectId);
  }

  /**
   * Adds every bid of a spreadsheet (domain openingBidsOfSheet), or — any row wrong — none. The project's
   * packages are locked first, as a single bid locks its own; the new bids' ids, in the file's order.
   */
  async importBids(
    projectId: number,
    sheet: ReceivedSheet,
  ): Promise<{ record: OpeningRecord; ids: number[] }> {
    await this.assertWritable(projectId);
    await this.store.lockPackages(projectId);
    const now = this.clock();
    const bids = openingBidsOfSheet(sheet.rows, await this.store.record(projectId), now);
    const ids = await this.store.insertBids(bids, { userId: this.scope.userId, now });
    return { record: await this.store.record(projectId), ids };
  }

  async removeBid(projectId: number, id: number): Promise<OpeningRecord> {
    await this.assertWritable(projectId);
    const stored = await this.store.findBid(projectId, id);
    if (!stored) throw new NotFoundError(OPENING_BID_ENTITY, id);
    await this.openPackage(projectId, stored.groupId, 'id');
    await this.store.deleteBid(id);
    return this.store.record(projectId);
  }

  async confirm(projectId: number, groupId: number): Promise<OpeningRecord> {
    await this.assertWritable(projectId);
    await this.openPackage(projectId, groupId, 'groupId');
    await this.store.confirm(projectId, groupId, { userId: this.scope.userId, now: this.clock() });
    return this.store.record(projectId);
  }

  private assertWritable(projectId: number): Promise<void> {
    return assertStepRecordsWritable(this.db, this.scope, projectId, {
      stepOf: evaluationStepOf,
      records: RECORDS,
    });
  }

  /** The package, locked for the transaction, when it is the project's and not confirmed yet. */
  private async openPackage(projectId: number, groupId: number, field: string) {
    const group = await this.store.packageForChange(projectId, groupId);
    if (!group) throw new ValidationError([{ field, message: must('notABidPackage') }]);
    if (group.confirmedAt !== null) {
      throw new ConflictError(
        refusal('openingConfirmed', { package: `${group.groupNumber} ${group.groupName}` }),
      );
    }
    return group;
  }
}
