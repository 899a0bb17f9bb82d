import type { CommitteeDraw, CommitteeDrawRecord, CommitteeMember } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** Who seats, and when. */
export interface CommitteeWriter {
  readonly userId: number;
  readonly now: Date;
}

/**
 * The evaluation committees of one tenant's projects (migration 0023): the members, the recorded draws,
 * and who the draws avoid (the project's bidders, purchaser and agency). All the SQL of the area.
 */
export class KyselyCommitteeStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async members(projectId: number): Promise<CommitteeMember[]> {
    const rows = await this.db
      .selectFrom('committeeMembers as m')
      .innerJoin('experts as e', (join) =>
        join.onRef('e.id', '=', 'm.expertId').onRef('e.tenantId', '=', 'm.tenantId'),
      )
      .select([
        'm.expertId',
        'e.name',
        'e.speciality',
        'e.company',
        'm.drawId',
        'm.reason',
        'm.appointedTime',
      ])
      .where('m.tenantId', '=', this.tenantId)
      .where('m.projectId', '=', projectId)
      .orderBy('m.seat')
      .execute();
    return rows.map(({ appointedTime, ...member }) => ({ ...member, appointedAt: isoTime(appointedTime) }));
  }

  async draws(projectId: number): Promise<CommitteeDraw[]> {
    const rows = await this.db
      .selectFrom('committeeDraws as d')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'd.drawerUserId').onRef('u.tenantId', '=', 'd.tenantId'),
      )
      .select([
        'd.id',
        'd.seed',
        'd.speciality',
        'd.requested',
        'd.candidateIds',
        'd.parties',
        'd.drawnTime',
        'u.name as drawnBy',
      ])
      .where('d.tenantId', '=', this.tenantId)
      .where('d.projectId', '=', projectId)
      .orderBy('d.id')
      .execute();
    const seated = await this.db
      .selectFrom('committeeMembers')
      .select(['drawId', 'expertId'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('drawId', 'is not', null)
      .orderBy('seat')
      .execute();
    return rows.map(({ drawnTime, seed, parties, ...draw }) => ({
      ...draw,
      seed: Number(seed),
      parties: jsonValue(parties) as string[],
      drawnIds: seated.filter((member) => member.drawId === draw.id).map((member) => member.expertId),
      drawnAt: isoTime(drawnTime),
    }));
  }

  /**
   * The names a member may not be of or tied to: the bidders — those of the opening record and every
   * supplier that signed up, so a committee drawn before the opening avoids them too — the purchaser and
   * the agency's companies.
   */
  async partiesOf(projectId: number) {
    const [bidders, signedUp, project, companies] = await Promise.all([
      this.db
        .selectFrom('openingBids')
        .select('bidder')
        .distinct()
        .where('tenantId', '=', this.tenantId)
        .where('projectId', '=', projectId)
        .execute(),
      this.db
        .selectFrom('middlewareRecords')
        .select(sql<string>`data->>'supplierName'`.as('bidder'))
        .distinct()
        .where('tenantId', '=', this.tenantId)
        .where('projectId', '=', projectId)
        .where('type', '=', 'signUp')
        .execute(),
      this.db
        .selectFrom('projects')
        .select(['purchaserUnit', 'agencyName'])
        .where('tenantId', '=', this.tenantId)
        .where('id', '=', projectId)
        .executeTakeFirst(),
      this.db.selectFrom('companies').select('name').where('tenantId', '=', this.tenantId).execute(),
    ]);
    return {
      bidders: [...bidders, ...signedUp].map((row) => row.bidder),
      purchaser: project?.purchaserUnit ?? null,
      agencies: [project?.agencyName ?? null, ...companies.map((company) => company.name)],
    };
  }

  /** Records a draw and seats whom it drew, in the order drawn. */
  async recordDraw(projectId: number, draw: CommitteeDrawRecord, who: CommitteeWriter): Promise<void> {
    const { id } = await this.db
      .insertInto('committeeDraws')
      .values({
        tenantId: this.tenantId,
        projectId,
        seed: draw.seed,
        speciality: draw.speciality,
        requested: draw.requested,
        candidateIds: draw.candidateIds,
        parties: JSON.stringify(draw.parties),
        drawnTime: who.now,
        drawerUserId: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One statement: the seats follow the order of the values, the order drawn.
    await this.db
      .insertInto('committeeMembers')
      .values(
        draw.drawnIds.map((expertId) => ({
          projectId,
          expertId,
          tenantId: this.tenantId,
          drawId: id,
          reason: null,
          appointedTime: who.now,
          appointerUserId: who.userId,
        })),
      )
      .execute();
  }

  async seat(projectId: number, expertId: number, reason: string, who: CommitteeWriter): Promise<void> {
    await this.db
      .insertInto('committeeMembers')
      .values({
        projectId,
        expertId,
        tenantId: this.tenantId,
        drawId: null,
        reason,
        appointedTime: who.now,
        appointerUserId: who.userId,
      })
      .execute();
  }
}
