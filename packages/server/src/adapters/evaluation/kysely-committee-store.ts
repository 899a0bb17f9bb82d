import {
  type Committee,
  type CommitteeBreach,
  type CommitteeDraw,
  type CommitteeDrawRecord,
  type CommitteeMember,
  type CommitteeProject,
  type CommitteeRecusal,
  type CommitteeRepresentative,
  type CommitteeRepresentativeRecusal,
  committeeBidders,
  committeeBreaches,
  committeeParties,
  parseMoney,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** Who seats, and when. */
export interface CommitteeWriter {
  readonly userId: number;
  readonly now: Date;
}

/**
 * The evaluation committees of one tenant's projects (migrations 0023, 0029): the members, the recorded
 * draws, the recusals, the representatives, the mark asking a larger committee, and who the draws avoid
 * (the project's bidders, purchaser and agency). All the SQL of the area.
 */
export class KyselyCommitteeStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The committee as it stands: members, representatives, recusals, draws, parties and the mark. */
  async committee(projectId: number): Promise<Committee> {
    const [members, representatives, recusals, representativeRecusals, draws, parties, largerRequired] =
      await Promise.all([
        this.members(projectId),
        this.representatives(projectId),
        this.recusals(projectId),
        this.representativeRecusals(projectId),
        this.draws(projectId),
        this.partiesOf(projectId),
        this.largerRequired(projectId),
      ]);
    return {
      projectId,
      parties: committeeParties(parties),
      bidders: committeeBidders(parties.bidders),
      members,
      representatives,
      recusals,
      representativeRecusals,
      draws,
      largerRequired,
    };
  }

  /** The rules the committee breaks (committeeBreaches): what marks and circulation refuse on. */
  async breachesOf(projectId: number): Promise<CommitteeBreach[]> {
    const [committee, project] = await Promise.all([this.committee(projectId), this.projectOf(projectId)]);
    return committeeBreaches(committee, project);
  }

  /** The experts who sit now, in the order seated (a recused one no longer sits). */
  async members(projectId: number): Promise<CommitteeMember[]> {
    const rows = await this.seats(projectId, 'm.appointerUserId')
      .select([
        'm.expertId',
        'e.name',
        'e.speciality',
        'e.company',
        'e.avoidCompanies',
        'm.drawId',
        'm.reason',
        'm.appointedTime',
        'u.name as appointedBy',
      ])
      .where('m.recusedTime', 'is', null)
      .orderBy('m.seat')
      .execute();
    return rows.map(({ appointedTime, avoidCompanies, ...member }) => ({
      ...member,
      avoidCompanies: jsonValue(avoidCompanies) as string[],
      appointedAt: isoTime(appointedTime),
    }));
  }

  /** The experts who recused, in the order they did. */
  async recusals(projectId: number): Promise<CommitteeRecusal[]> {
    const rows = await this.seats(projectId, 'm.recuserUserId')
      .select([
        'm.expertId',
        'e.name',
        'e.company',
        'm.recusalReason',
        'm.recusedTime',
        'u.name as recusedBy',
      ])
      .where('m.recusedTime', 'is not', null)
      .orderBy('m.recusedTime')
      .orderBy('m.seat')
      .execute();
    return rows.map(({ recusalReason, recusedTime, ...recusal }) => ({
      ...recusal,
      reason: recusalReason ?? '',
      recusedAt: isoTime(recusedTime as Date),
    }));
  }

  /** A project's seats with their experts, and the user who seated (or recused) each: `by` names which. */
  private seats(projectId: number, by: 'm.appointerUserId' | 'm.recuserUserId') {
    return this.db
      .selectFrom('committeeMembers as m')
      .innerJoin('experts as e', (join) =>
        join.onRef('e.id', '=', 'm.expertId').onRef('e.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', by).onRef('u.tenantId', '=', 'm.tenantId'))
      .where('m.tenantId', '=', this.tenantId)
      .where('m.projectId', '=', projectId);
  }

  /** The representatives seated now. */
  async representatives(projectId: number): Promise<CommitteeRepresentative[]> {
    const rows = await this.representativeRows(projectId)
      .where('r.recusedTime', 'is', null)
      .orderBy('r.id')
      .execute();
    return rows.map(({ appointedTime, ...representative }) => ({
      ...representative,
      appointedAt: isoTime(appointedTime),
    }));
  }

  /** The representatives who recused, in the order they did, with who recused them and why. */
  async representativeRecusals(projectId: number): Promise<CommitteeRepresentativeRecusal[]> {
    const rows = await this.representativeRows(projectId)
      .leftJoin('users as recuser', (join) =>
        join.onRef('recuser.id', '=', 'r.recuserUserId').onRef('recuser.tenantId', '=', 'r.tenantId'),
      )
      .select(['r.recusedTime', 'r.recusalReason', 'recuser.name as recusedBy'])
      .where('r.recusedTime', 'is not', null)
      .orderBy('r.recusedTime')
      .orderBy('r.id')
      .execute();
    return rows.map(({ appointedTime, recusedTime, recusalReason, ...representative }) => ({
      ...representative,
      appointedAt: isoTime(appointedTime),
      reason: recusalReason ?? '',
      recusedAt: isoTime(recusedTime as Date),
    }));
  }

  private representativeRows(projectId: number) {
    return this.db
      .selectFrom('committeeRepresentatives as r')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'r.appointerUserId').onRef('u.tenantId', '=', 'r.tenantId'),
      )
      .select(['r.id', 'r.name', 'r.company', 'r.appointedTime', 'u.name as appointedBy'])
      .where('r.tenantId', '=', this.tenantId)
      .where('r.projectId', '=', projectId);
  }

  async largerRequired(projectId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('committeeRequirements')
      .select('largerRequired')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .executeTakeFirst();
    return row?.largerRequired ?? false;
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
        'd.redraw',
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

  /** What the committee's size rules read of the project (committeeSize): method, funds and budgets. */
  async projectOf(projectId: number): Promise<CommitteeProject> {
    const [project, groups] = await Promise.all([
      this.db
        .selectFrom('projects')
        .select(['biddingMethod', 'capitalSource', 'projectBudget'])
        .where('tenantId', '=', this.tenantId)
        .where('id', '=', projectId)
        .executeTakeFirst(),
      this.db
        .selectFrom('bidPackageGroups')
        .select('groupBudget')
        .where('tenantId', '=', this.tenantId)
        .where('projectId', '=', projectId)
        .execute(),
    ]);
    const money = (value: string | null | undefined) => (value == null ? null : (parseMoney(value) ?? null));
    return {
      biddingMethod: project?.biddingMethod ?? null,
      capitalSource: project?.capitalSource ?? null,
      projectBudget: money(project?.projectBudget),
      sGroupList: groups.map((group) => ({ groupBudget: money(group.groupBudget) })),
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
        redraw: draw.redraw,
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

/** The columns a recusal sets, for an expert's seat and a representative's alike (migrations 0029, 0036). */
const recusalBy = (who: CommitteeWriter, reason: string) => ({
  recusedTime: who.now,
  recusalReason: reason,
  recuserUserId: who.userId,
});

/** The writes of migrations 0029 and 0036: recusals, representatives and the larger-committee mark. */
export class KyselyCommitteeChanges {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async recuse(projectId: number, expertId: number, reason: string, who: CommitteeWriter): Promise<void> {
    await this.db
      .updateTable('committeeMembers')
      .set(recusalBy(who, reason))
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('expertId', '=', expertId)
      .where('recusedTime', 'is', null)
      .execute();
  }

  async recuseRepresentative(
    projectId: number,
    representativeId: number,
    reason: string,
    who: CommitteeWriter,
  ): Promise<void> {
    await this.db
      .updateTable('committeeRepresentatives')
      .set(recusalBy(who, reason))
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', representativeId)
      .where('recusedTime', 'is', null)
      .execute();
  }

  async addRepresentative(
    projectId: number,
    representative: { readonly name: string; readonly company: string },
    who: CommitteeWriter,
  ): Promise<void> {
    await this.db
      .insertInto('committeeRepresentatives')
      .values({
        tenantId: this.tenantId,
        projectId,
        name: representative.name,
        company: representative.company,
        appointedTime: who.now,
        appointerUserId: who.userId,
      })
      .execute();
  }

  async setLargerRequired(projectId: number, largerRequired: boolean, who: CommitteeWriter): Promise<void> {
    await this.db
      .insertInto('committeeRequirements')
      .values({
        projectId,
        tenantId: this.tenantId,
        largerRequired,
        setTime: who.now,
        setterUserId: who.userId,
      })
      .onConflict((conflict) =>
        conflict
          .column('projectId')
          .doUpdateSet({ largerRequired, setTime: who.now, setterUserId: who.userId })
          .where('committeeRequirements.tenantId', '=', this.tenantId),
      )
      .execute();
  }
}
