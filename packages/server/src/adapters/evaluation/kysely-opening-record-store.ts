import {
  bidDeadline,
  type Money,
  type OpeningBidFields,
  type OpeningRecord,
  openingPackageOf,
  parseMoney,
  type StoredOpeningBid,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../row-values';

/** Who writes, and when. */
export interface OpeningWriter {
  readonly userId: number;
  readonly now: Date;
}

/**
 * The opening record of one tenant's projects (migration 0022): the bids as entered, the packages'
 * confirmations, and what the record is judged by (the packages' bonds, the tender notice's deadline).
 * All the SQL of the area; the rules are the domain's (evaluation/opening-record.ts).
 */
export class KyselyOpeningRecordStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The whole record of a project, each bid judged by the domain's bidStanding. */
  async record(projectId: number): Promise<OpeningRecord> {
    const [groups, bids, confirmations, notices] = await Promise.all([
      this.db
        .selectFrom('bidPackageGroups')
        .select(['id', 'groupNumber', 'groupName', 'bondAmount'])
        .where('tenantId', '=', this.tenantId)
        .where('projectId', '=', projectId)
        .orderBy('groupSort')
        .orderBy('id')
        .execute(),
      this.bids(projectId),
      this.db
        .selectFrom('openingConfirmations as c')
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'c.confirmerUserId').onRef('u.tenantId', '=', 'c.tenantId'),
        )
        .select(['c.groupId', 'c.confirmedTime', 'u.name as confirmedBy'])
        .where('c.tenantId', '=', this.tenantId)
        .where('c.projectId', '=', projectId)
        .execute(),
      this.db
        .selectFrom('notices')
        .select(['noticeType', 'publishTime', 'endTime'])
        .where('tenantId', '=', this.tenantId)
        .where('projectId', '=', projectId)
        .execute(),
    ]);
    const deadline = bidDeadline(
      notices.map((n) => ({ ...n, publishTime: isoTime(n.publishTime), endTime: isoTime(n.endTime) })),
    );
    return {
      projectId,
      deadline,
      packages: groups.map((group) => {
        const confirmation = confirmations.find((c) => c.groupId === group.id);
        return openingPackageOf(
          { ...group, bondAmount: group.bondAmount as Money | null },
          bids,
          deadline,
          confirmation && {
            confirmedAt: isoTime(confirmation.confirmedTime),
            confirmedBy: confirmation.confirmedBy,
          },
        );
      }),
    };
  }

  private async bids(projectId: number): Promise<StoredOpeningBid[]> {
    const rows = await this.db
      .selectFrom('openingBids')
      .select(['id', 'groupId', 'bidder', 'price', 'durationDays', 'quality', 'bondPaid', 'receivedAt'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .execute();
    return rows.map((row) => ({
      ...row,
      price: parseMoney(row.price) as Money,
      receivedAt: isoTime(row.receivedAt),
    }));
  }

  /** The bid with this id of the project, or undefined. */
  async findBid(projectId: number, id: number) {
    return this.db
      .selectFrom('openingBids')
      .select(['id', 'groupId', 'bidder'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The package's bid of this bidder other than `exceptId`, if any (one bid per bidder and package). */
  async bidOfBidder(groupId: number, bidder: string, exceptId?: number) {
    let query = this.db
      .selectFrom('openingBids')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .where('bidder', '=', bidder);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  }

  /** Locks every package of the project for the transaction (an import may write to any of them). */
  async lockPackages(projectId: number): Promise<void> {
    await this.db
      .selectFrom('bidPackageGroups')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .forUpdate()
      .execute();
  }

  /** The package's number and name, with its confirmation locked for the transaction; undefined when not the project's. */
  async packageForChange(projectId: number, groupId: number) {
    const group = await this.db
      .selectFrom('bidPackageGroups')
      .select(['id', 'groupNumber', 'groupName'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', groupId)
      .forUpdate()
      .executeTakeFirst();
    if (!group) return undefined;
    const confirmed = await this.db
      .selectFrom('openingConfirmations')
      .select('confirmedTime')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', '=', groupId)
      .executeTakeFirst();
    return { ...group, confirmedAt: confirmed ? isoTime(confirmed.confirmedTime) : null };
  }

  /** Stores a new bid; its id. */
  async insertBid(fields: OpeningBidFields, who: OpeningWriter): Promise<number> {
    const [id] = await this.insertBids([fields], who);
    return id!;
  }

  /** Several bids in one statement (an import); their ids in the order given. */
  async insertBids(bids: readonly OpeningBidFields[], who: OpeningWriter): Promise<number[]> {
    if (bids.length === 0) return [];
    const rows = await this.db
      .insertInto('openingBids')
      .values(
        bids.map(({ id: _id, ...bid }) => ({
          ...bid,
          tenantId: this.tenantId,
          creationTime: who.now,
          creatorUserId: who.userId,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async updateBid(id: number, fields: OpeningBidFields): Promise<void> {
    const { id: _id, projectId: _project, ...bid } = fields;
    await this.db
      .updateTable('openingBids')
      .set(bid)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async deleteBid(id: number): Promise<void> {
    await this.db
      .deleteFrom('openingBids')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async confirm(projectId: number, groupId: number, who: OpeningWriter): Promise<void> {
    await this.db
      .insertInto('openingConfirmations')
      .values({
        groupId,
        projectId,
        tenantId: this.tenantId,
        confirmedTime: who.now,
        confirmerUserId: who.userId,
      })
      .execute();
  }

  /** Whether any of these bid packages has bids: such a package cannot leave its project. */
  async anyBidsIn(groupIds: readonly number[]): Promise<boolean> {
    if (groupIds.length === 0) return false;
    const row = await this.db
      .selectFrom('openingBids')
      .select('id')
      .where('tenantId', '=', this.tenantId)
      .where('groupId', 'in', [...groupIds])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
