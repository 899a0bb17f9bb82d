import {
  ConflictError,
  formatFilter,
  isInvolved,
  NotFoundError,
  type Notice,
  type Paged,
  type PagedQuery,
  type Project,
  type ProjectSave,
  ProjectState,
  parseFilter,
  projectInputSchema,
  ValidationError,
} from '@tender/domain';
import {
  aFlow,
  type InMemoryFlowNodeRepository,
  InMemoryProjectRepository,
  OPEN_TENDERING_STEPS,
} from '@tender/domain/testing';
import { filterItems, type QueryFields, sortItems } from './in-memory-query';

/** The Filter and Sorting fields of the server's project list (server `PROJECT_FIELDS`). */
export const PROJECT_QUERY_FIELDS: QueryFields = {
  id: 'integer',
  projectName: 'text',
  projectNum: 'text',
  area: 'text',
  industryClassification: 'text',
  biddingMethod: 'text',
  purchaserUnit: 'text',
  state: 'integer',
  auditState: 'text',
  projectFlowName: 'text',
  currentNodeId: 'integer',
  mode: 'integer',
  isTenderByLaw: 'boolean',
  projectManager: 'integer',
  projectAssistant: 'integer',
  creatorUserId: 'integer',
  rebiddingId: 'integer',
  creationTime: 'timestamp',
  lastModificationTime: 'timestamp',
};

/**
 * The server's `involves` field (my projects): the user is manager, assistant or creator. It stands for
 * three columns at once, so it is applied here rather than as a plain field.
 */
function involvesClauses(filter: string | undefined) {
  const clauses = parseFilter(filter).filter((c) => c.field === 'involves');
  for (const c of clauses) {
    if (c.op !== '=' && c.op !== '!=')
      throw new ValidationError([{ field: 'Filter', message: "involves takes only '=' or '!='" }]);
  }
  return clauses;
}
function withoutInvolves(filter: string | undefined): string {
  return formatFilter(parseFilter(filter).filter((c) => c.field !== 'involves'));
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface ServerProjectRules {
  /** The flow steps the server starts a project of this method with (default: open tendering). */
  readonly stepsFor?: (biddingMethod: string) => Parameters<typeof aFlow>[1];
  /** The signed-in user, recorded as creator or last modifier. */
  readonly userId?: () => number | null;
  readonly now?: () => number;
  /** The notices of a project, which its detail carries (§7 GetSprojectDetail). */
  readonly noticesOf?: (projectId: number) => Notice[];
}

/**
 * The domain's project fake with what the server does around storage, so the in-memory module answers
 * as the API does (issue 4 contract suites): Filter and Sorting with the server's fields (newest first by
 * default), a new project gets its flow and starts running at the first step, a used business number is a
 * ConflictError, and the detail carries the project's notices. Status rules of updates stay with the use
 * cases (the fake stores what it is given).
 */
export class InMemoryServerProjectRepository extends InMemoryProjectRepository {
  constructor(
    projects: Project[],
    private readonly nodes: InMemoryFlowNodeRepository,
    private readonly rules: ServerProjectRules = {},
  ) {
    super(projects);
  }

  private involving(filter: string | undefined): Project[] {
    return involvesClauses(filter).reduce(
      (kept, c) =>
        kept.filter((p) => c.values.some((userId) => isInvolved(p, Number(userId))) === (c.op === '=')),
      this.projects,
    );
  }

  override async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    const kept = filterItems(
      this.involving(query.Filter),
      withoutInvolves(query.Filter),
      PROJECT_QUERY_FIELDS,
    );
    const sorted = sortItems(
      kept,
      query.Sorting ? `${query.Sorting}, id desc` : undefined,
      PROJECT_QUERY_FIELDS,
      'creationTime desc, id desc',
    );
    const skip = Number(query.SkipCount ?? 0);
    const take = Number(query.MaxResultCount ?? 10);
    return { totalCount: kept.length, items: clone(sorted.slice(skip, skip + take)) };
  }

  override async getDetail(id: number): Promise<Project> {
    const project = await super.getDetail(id);
    const notices = this.rules.noticesOf?.(id);
    if (!notices) return project;
    return {
      ...project,
      eNotices: [...notices].sort((a, b) => a.creationTime.localeCompare(b.creationTime)),
    };
  }

  override async save(input: ProjectSave): Promise<Project> {
    this.saved.push(input);
    const fields = projectInputSchema.parse(input);
    this.assertNumberFree(fields.projectNum, fields.id);
    const now = new Date((this.rules.now ?? Date.now)()).toISOString();
    const userId = this.rules.userId?.() ?? null;
    if (fields.id !== undefined) {
      const existing = this.projects.find((p) => p.id === fields.id);
      if (!existing) throw new NotFoundError('Project', fields.id);
      Object.assign(existing, clone(fields), {
        ...(input.state !== undefined ? { state: input.state } : {}),
        ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
        ...(input.projectFlowName !== undefined ? { projectFlowName: input.projectFlowName } : {}),
        lastModificationTime: now,
        lastModifierUserId: userId,
      });
      return this.getDetail(existing.id);
    }
    const id = Math.max(0, ...this.projects.map((p) => p.id)) + 1;
    const flowInstanceId = `flow-${id}`;
    const firstNodeId = Math.max(0, ...this.nodes.nodes.map((n) => n.id)) + 1;
    const steps = this.rules.stepsFor?.(fields.biddingMethod) ?? OPEN_TENDERING_STEPS;
    const flow = aFlow(flowInstanceId, steps, firstNodeId);
    this.nodes.nodes.push(...flow);
    const created: Project = {
      ...clone(fields),
      id,
      tenantId: 3,
      mode: 3,
      state: ProjectState.Running,
      auditState: null,
      projectFlowName: flow[0]?.nodeName ?? null,
      flowInstanceId,
      currentNodeId: flow[0]?.id ?? null,
      eNotices: [],
      creationTime: now,
      creatorUserId: userId,
      lastModificationTime: null,
      lastModifierUserId: null,
    } as Project;
    this.projects.push(created);
    return this.getDetail(id);
  }

  private assertNumberFree(projectNum: string, exceptId: number | undefined): void {
    if (this.projects.some((p) => p.projectNum === projectNum && p.id !== exceptId)) {
      throw new ConflictError(`The business number ${projectNum} is already used by another project`);
    }
  }
}
