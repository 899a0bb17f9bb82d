import {
  assertAppointable,
  type Committee,
  type CommitteeAppointment,
  type CommitteeDraw,
  type CommitteeDrawRequest,
  type CommitteeMember,
  type CommitteeRepository,
  ConflictError,
  committeeAppointmentSchema,
  committeeDrawRequestSchema,
  committeeParties,
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
}

/**
 * Committees in arrays with the server's rules (test/contract holds both to them): the evaluation
 * permissions, the step-record rule (ADR 0007), the domain's drawCommittee and appointmentRefusal.
 */
export class InMemoryCommitteeRepository implements CommitteeRepository {
  /** Who sits on which committee; a story may start with some seated. */
  readonly seats: Seat[] = [];
  private readonly draws: (Omit<CommitteeDraw, 'drawnIds'> & { projectId: number })[] = [];

  constructor(private readonly rules: CommitteeRules) {}

  async get(projectId: number): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.query');
    return this.committee(this.project(projectId).id);
  }

  async draw(request: CommitteeDrawRequest): Promise<Committee> {
    assertPermitted(this.rules, 'evaluation.edit');
    const { projectId, count, speciality } = parseOrThrow(committeeDrawRequestSchema, request);
    this.writable(projectId);
    const committee = this.committee(projectId);
    const seed = this.rules.seed?.() ?? Math.floor(Math.random() * 2 ** 32);
    const outcome = drawCommittee(
      this.rules.experts(),
      committee.members.map((member) => member.expertId),
      committee.parties,
      { count, speciality },
      seed,
    );
    if ('eligible' in outcome) {
      throw new ConflictError(refusal('tooFewExperts', { eligible: outcome.eligible, requested: count }));
    }
    const { drawnIds, ...record } = outcome.record;
    const id = this.draws.length + 1;
    const drawnAt = new Date(this.rules.now()).toISOString();
    this.draws.push({ ...record, id, projectId, drawnAt, drawnBy: this.rules.callerName() });
    for (const expertId of drawnIds) {
      this.seats.push({ projectId, expertId, drawId: id, reason: null, appointedAt: drawnAt });
    }
    return this.committee(projectId);
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
      appointedAt: new Date(this.rules.now()).toISOString(),
    });
    return this.committee(projectId);
  }

  /** The committee as it stands, for the module's other fakes (no permission asked). */
  committee(projectId: number): Committee {
    const project = this.project(projectId);
    const seats = this.seats.filter((seat) => seat.projectId === projectId);
    const members: CommitteeMember[] = seats.map(({ projectId: _project, ...seat }) => {
      const expert = this.rules.experts().find((candidate) => candidate.id === seat.expertId);
      return {
        ...seat,
        name: expert?.name ?? '',
        speciality: expert?.speciality ?? '',
        company: expert?.company ?? '',
      };
    });
    return {
      projectId,
      parties: committeeParties({
        bidders: this.rules.biddersOf(projectId),
        purchaser: project.purchaserUnit ?? null,
        agencies: [project.agencyName ?? null, ...this.rules.agencies()],
      }),
      members,
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
