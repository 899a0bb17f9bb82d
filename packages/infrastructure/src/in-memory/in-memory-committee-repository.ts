import {
  assertAppointable,
  assertRecusable,
  assertRedrawable,
  assertRepresentativeAppointable,
  assertRepresentativeRecusable,
  type Committee,
  type CommitteeAppointment,
  type CommitteeBreach,
  type CommitteeDraw,
  type CommitteeDrawRequest,
  type CommitteeLarger,
  type CommitteeMember,
  type CommitteeRecusal,
  type CommitteeRecusalInput,
  type CommitteeRedrawRequest,
  type CommitteeRepository,
  type CommitteeRepresentative,
  type CommitteeRepresentativeInput,
  type CommitteeRepresentativeRecusalInput,
  ConflictError,
  committeeAppointmentSchema,
  committeeBidders,
  committeeBreaches,
  committeeDrawRequestSchema,
  committeeExpertIds,
  committeeLargerSchema,
  committeeParties,
  committeeRecusalInputSchema,
  committeeRedrawRequestSchema,
  committeeRepresentativeInputSchema,
  committeeRepresentativeRecusalInputSchema,
  drawCommittee,
  type Expert,
  type FlowNode,
  NotFoundError,
  type Project,
  parseOrThrow,
  refusal,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { assertEvaluationWritable } from './evaluation-step-rule';

/** What the fake reads of the rest of the module. */
export interface CommitteeRules extends AdministrationRules {
  readonly projectOf: (projectId: number) => Project | undefined;
  readonly stepsOf: (project: Project) => readonly FlowNode[];
  readonly experts: () => readonly Expert[];
  /** The project's bidders: those of its opening record and the suppliers that signed up. */
  readonly biddersOf: (projectId: number) => readonly string[];
  /** The agency's own companies. */
  readonly agencies: () => readonly string[];
  readonly callerName: () => string | null;
  readonly now: () => number;
  /** The seed of the next draw; default a random one. */
  readonly seed?: () => number;
}

export interface Seat {
  readonly projectId: number;
  readonly expertId: number;
  readonly drawId: number | null;
  readonly reason: string | null;
  readonly appointedAt: string;
  readonly appointedBy?: string | null;
  /** Set when the expert recused: they no longer sit. */
  recused?: { readonly reason: string; readonly at: string; readonly by: string | null };
}

/**
 * Committees in arrays with the server's rules (test/contract holds both to them): the evaluation
 * permissions, the step-record rule (ADR 0007), the domain's drawCommittee and appointmentRefusal, its
 * recusal and redraw rules, and committeeBreaches for the marks.
 */
export class InMemoryCommitteeRepository implements CommitteeRepository {
  /** Who sits on which committee; a story may start with some seated. */
  readonly seats: Seat[] = [];
  private readonly draws: (Omit<CommitteeDraw, 'drawnIds'> & { projectId: number })[] = [];
  /** The representatives of each project's committee; a story may start with some. */
  readonly representatives: (CommitteeRepresentative & {
    projectId: number;
    /** Set when the representative recused: they no longer sit. */
    recused?: { readonly reason: string; readonly at: string; readonly by: string | null };
  })[] = [];
  /** The projects marked as asking a larger committee. */
  readonly larger = new Set<number>();

  constructor(private readonly rules: CommitteeRules) {}

  async get(projectId: number): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.query');
    return this.committee(this.project(projectId).id);
  }

  async draw(request: CommitteeDrawRequest): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const parsed = parseOrThrow(committeeDrawRequestSchema, request);
    this.writable(parsed.projectId);
    return this.drawSeats({ ...parsed, redraw: false });
  }

  async redraw(request: CommitteeRedrawRequest): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const parsed = parseOrThrow(committeeRedrawRequestSchema, request);
    this.writable(parsed.projectId);
    const count = assertRedrawable(this.committee(parsed.projectId));
    return this.drawSeats({ ...parsed, count, redraw: true });
  }

  async recuse(recusal: CommitteeRecusalInput): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, expertId, reason } = parseOrThrow(committeeRecusalInputSchema, recusal);
    this.writable(projectId);
    assertRecusable(expertId, this.committee(projectId));
    const seat = this.seats.find((s) => s.projectId === projectId && s.expertId === expertId && !s.recused);
    if (seat) seat.recused = { reason, at: this.nowIso(), by: this.rules.callerName() };
    return this.committee(projectId);
  }

  async recuseRepresentative(recusal: CommitteeRepresentativeRecusalInput): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const parsed = parseOrThrow(committeeRepresentativeRecusalInputSchema, recusal);
    const { projectId, representativeId, reason } = parsed;
    this.writable(projectId);
    assertRepresentativeRecusable(representativeId, this.committee(projectId));
    const seated = this.representatives.find(
      (r) => r.projectId === projectId && r.id === representativeId && !r.recused,
    );
    if (seated) seated.recused = { reason, at: this.nowIso(), by: this.rules.callerName() };
    return this.committee(projectId);
  }

  async addRepresentative(representative: CommitteeRepresentativeInput): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, name, company } = parseOrThrow(committeeRepresentativeInputSchema, representative);
    this.writable(projectId);
    assertRepresentativeAppointable({ company }, this.committee(projectId));
    this.representatives.push({
      id: this.representatives.length + 1,
      projectId,
      name,
      company,
      appointedAt: this.nowIso(),
      appointedBy: this.rules.callerName(),
    });
    return this.committee(projectId);
  }

  async setLargerRequired(larger: CommitteeLarger): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, largerRequired } = parseOrThrow(committeeLargerSchema, larger);
    this.writable(projectId);
    if (largerRequired) this.larger.add(projectId);
    else this.larger.delete(projectId);
    return this.committee(projectId);
  }

  /** The rules the committee breaks, for the module's other fakes (the marks): the server's breachesOf. */
  breachesOf(projectId: number): CommitteeBreach[] {
    return committeeBreaches(this.committee(projectId), this.project(projectId));
  }

  private drawSeats(request: {
    projectId: number;
    count: number;
    speciality: string | null;
    redraw: boolean;
  }): Committee {
    const { projectId, count } = request;
    const committee = this.committee(projectId);
    const seed = this.rules.seed?.() ?? Math.floor(Math.random() * 2 ** 32);
    const outcome = drawCommittee(
      this.rules.experts(),
      committeeExpertIds(committee),
      committee.parties,
      request,
      seed,
    );
    if ('eligible' in outcome) {
      throw new ConflictError(refusal('tooFewExperts', { eligible: outcome.eligible, requested: count }));
    }
    const { drawnIds, ...record } = outcome.record;
    const id = this.draws.length + 1;
    const drawnAt = this.nowIso();
    const drawnBy = this.rules.callerName();
    this.draws.push({ ...record, id, projectId, drawnAt, drawnBy });
    for (const expertId of drawnIds) {
      this.seats.push({
        projectId,
        expertId,
        drawId: id,
        reason: null,
        appointedAt: drawnAt,
        appointedBy: drawnBy,
      });
    }
    return this.committee(projectId);
  }

  private nowIso(): string {
    return new Date(this.rules.now()).toISOString();
  }

  async appoint(appointment: CommitteeAppointment): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, expertId, reason } = parseOrThrow(committeeAppointmentSchema, appointment);
    this.writable(projectId);
    const expert = this.rules.experts().find((candidate) => candidate.id === expertId);
    if (!expert) throw new NotFoundError('Expert', expertId);
    assertAppointable(expert, this.committee(projectId));
    this.seats.push({
      projectId,
      expertId,
      drawId: null,
      reason,
      appointedAt: this.nowIso(),
      appointedBy: this.rules.callerName(),
    });
    return this.committee(projectId);
  }

  /** The committee as it stands, for the module's other fakes (no permission asked). */
  committee(projectId: number): Committee {
    const project = this.project(projectId);
    const seats = this.seats.filter((seat) => seat.projectId === projectId);
    const expertOf = (id: number) => this.rules.experts().find((candidate) => candidate.id === id);
    const members: CommitteeMember[] = seats
      .filter((seat) => !seat.recused)
      .map(({ projectId: _project, recused: _recused, appointedBy, ...seat }) => {
        const expert = expertOf(seat.expertId);
        return {
          ...seat,
          appointedBy: appointedBy ?? null,
          name: expert?.name ?? '',
          speciality: expert?.speciality ?? '',
          company: expert?.company ?? '',
          avoidCompanies: [...(expert?.avoidCompanies ?? [])],
        };
      });
    const ofProject = this.representatives.filter((representative) => representative.projectId === projectId);
    const recusals: CommitteeRecusal[] = seats
      .flatMap((seat) => (seat.recused ? [{ seat, recused: seat.recused }] : []))
      .sort((a, b) => Date.parse(a.recused.at) - Date.parse(b.recused.at))
      .map(({ seat, recused }) => ({
        expertId: seat.expertId,
        name: expertOf(seat.expertId)?.name ?? '',
        company: expertOf(seat.expertId)?.company ?? '',
        reason: recused.reason,
        recusedAt: recused.at,
        recusedBy: recused.by,
      }));
    return {
      projectId,
      parties: committeeParties({
        bidders: this.rules.biddersOf(projectId),
        purchaser: project.purchaserUnit ?? null,
        agencies: [project.agencyName ?? null, ...this.rules.agencies()],
      }),
      bidders: committeeBidders(this.rules.biddersOf(projectId)),
      members,
      representatives: ofProject
        .filter((representative) => !representative.recused)
        .map(({ projectId: _project, recused: _recused, ...representative }) => representative),
      recusals,
      representativeRecusals: ofProject
        .flatMap(({ projectId: _project, recused, ...representative }) =>
          recused
            ? [{ ...representative, reason: recused.reason, recusedAt: recused.at, recusedBy: recused.by }]
            : [],
        )
        .sort((a, b) => Date.parse(a.recusedAt) - Date.parse(b.recusedAt)),
      largerRequired: this.larger.has(projectId),
      draws: this.draws
        .filter((draw) => draw.projectId === projectId)
        .map(({ projectId: _project, ...draw }) => ({
          ...draw,
          drawnIds: seats.filter((seat) => seat.drawId === draw.id).map((seat) => seat.expertId),
        })),
    };
  }

  private project(projectId: number): Project {
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  private writable(projectId: number): void {
    const project = this.project(projectId);
    assertEvaluationWritable(
      project,
      this.rules.stepsOf(project),
      this.rules.callerRoles?.() ?? [],
      'committee',
    );
  }
}
