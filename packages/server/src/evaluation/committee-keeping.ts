import { randomInt } from 'node:crypto';
import {
  assertAppointable,
  assertRecusable,
  assertRedrawable,
  assertRepresentativeAppointable,
  assertRepresentativeRecusable,
  type Committee,
  ConflictError,
  type committeeAppointmentSchema,
  type committeeDrawRequestSchema,
  committeeExpertIds,
  type committeeLargerSchema,
  type committeeRecusalInputSchema,
  type committeeRedrawRequestSchema,
  type committeeRepresentativeInputSchema,
  type committeeRepresentativeRecusalInputSchema,
  drawCommittee,
  evaluationStepOf,
  refusal,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { KyselyCommitteeChanges, KyselyCommitteeStore } from '../adapters/evaluation/kysely-committee-store';
import { KyselyExpertStore } from '../adapters/evaluation/kysely-expert-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { lockProject } from '../adapters/projects/lock-project';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import { assertStepRecordsWritable } from '../records/writable-project';
import { ExpertLibrary } from './expert-library';

type Scope = Pick<RequestScope, 'tenantId' | 'userId' | 'roleNames'>;

/** A seed for a draw: any 32-bit number, from the platform's secure generator. */
export type SeedSource = () => number;
export const secureSeed: SeedSource = () => randomInt(0, 2 ** 32);

/**
 * The evaluation committees of the caller's tenant's projects (ADR 0019). Seating needs the caller to be
 * allowed to record the evaluation step (ADR 0007). A draw takes the active experts (of the speciality
 * asked) who may serve — not of, nor tied to, a party (committeeParties) — and are not seated yet, in id
 * order, and draws from them with a fresh seed (drawExperts), recording the seed, the candidates and the
 * parties so it can be replayed; too few is 409 with how many could serve. A hand-picked expert needs a
 * reason and must be active, not avoided, not seated and not recused. An expert recuses (回避) with the
 * reason, logged with who and when; a redraw (补抽) draws as many as recusals emptied, recorded as any draw.
 * A representative of a bidder is refused (招标投标法 第三十七条). The representatives and the
 * larger-committee mark join the composition check (committeeBreaches). The
 * project's row is locked first, so two draws for one project are served one after the other.
 */
export class CommitteeKeeping {
  private readonly store: KyselyCommitteeStore;
  private readonly changes: KyselyCommitteeChanges;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Scope,
    private readonly clock: () => Date,
    private readonly seeds: SeedSource = secureSeed,
  ) {
    this.store = new KyselyCommitteeStore(db, scope.tenantId);
    this.changes = new KyselyCommitteeChanges(db, scope.tenantId);
  }

  async get(projectId: number): Promise<Committee> {
    await new KyselyProjectLookups(this.db, this.scope.tenantId).liveStatus(projectId);
    return this.committee(projectId);
  }

  async draw(request: z.output<typeof committeeDrawRequestSchema>): Promise<Committee> {
    await this.assertWritable(request.projectId);
    return this.drawSeats(await this.committee(request.projectId), { ...request, redraw: false });
  }

  /** Fills the seats recusals emptied (补抽): a draw of that many, recorded as a redraw. */
  async redraw(request: z.output<typeof committeeRedrawRequestSchema>): Promise<Committee> {
    await this.assertWritable(request.projectId);
    const committee = await this.committee(request.projectId);
    const count = assertRedrawable(committee);
    return this.drawSeats(committee, { ...request, count, redraw: true });
  }

  async recuse(recusal: z.output<typeof committeeRecusalInputSchema>): Promise<Committee> {
    const { projectId, expertId, reason } = recusal;
    await this.assertWritable(projectId);
    assertRecusable(expertId, await this.committee(projectId));
    await this.changes.recuse(projectId, expertId, reason, this.who());
    return this.committee(projectId);
  }

  /** A representative leaves (回避, 招标投标法 第三十七条): no seat is drawn; another is named by hand. */
  async recuseRepresentative(
    recusal: z.output<typeof committeeRepresentativeRecusalInputSchema>,
  ): Promise<Committee> {
    const { projectId, representativeId, reason } = recusal;
    await this.assertWritable(projectId);
    assertRepresentativeRecusable(representativeId, await this.committee(projectId));
    await this.changes.recuseRepresentative(projectId, representativeId, reason, this.who());
    return this.committee(projectId);
  }

  async addRepresentative(
    representative: z.output<typeof committeeRepresentativeInputSchema>,
  ): Promise<Committee> {
    await this.assertWritable(representative.projectId);
    assertRepresentativeAppointable(representative, await this.committee(representative.projectId));
    await this.changes.addRepresentative(representative.projectId, representative, this.who());
    return this.committee(representative.projectId);
  }

  async setLargerRequired(larger: z.output<typeof committeeLargerSchema>): Promise<Committee> {
    await this.assertWritable(larger.projectId);
    await this.changes.setLargerRequired(larger.projectId, larger.largerRequired, this.who());
    return this.committee(larger.projectId);
  }

  private async drawSeats(
    committee: Committee,
    request: { projectId: number; count: number; speciality: string | null; redraw: boolean },
  ): Promise<Committee> {
    const { projectId, count } = request;
    const outcome = drawCommittee(
      await new KyselyExpertStore(this.db, this.scope.tenantId).active(),
      committeeExpertIds(committee),
      committee.parties,
      request,
      this.seeds(),
    );
    if ('eligible' in outcome) {
      throw new ConflictError(refusal('tooFewExperts', { eligible: outcome.eligible, requested: count }));
    }
    await this.store.recordDraw(projectId, outcome.record, this.who());
    return this.committee(projectId);
  }

  async appoint(appointment: z.output<typeof committeeAppointmentSchema>): Promise<Committee> {
    const { projectId, expertId, reason } = appointment;
    await this.assertWritable(projectId);
    const expert = await new ExpertLibrary(this.db, this.scope.tenantId, () => this.who()).get(expertId);
    assertAppointable(expert, await this.committee(projectId));
    await this.store.seat(projectId, expertId, reason, this.who());
    return this.committee(projectId);
  }

  private committee(projectId: number): Promise<Committee> {
    return this.store.committee(projectId);
  }

  private async assertWritable(projectId: number): Promise<void> {
    await lockProject(this.db, this.scope.tenantId, projectId);
    await assertStepRecordsWritable(this.db, this.scope, projectId, {
      stepOf: evaluationStepOf,
      records: 'committee',
    });
  }

  private who() {
    return { userId: this.scope.userId, now: this.clock() };
  }
}
