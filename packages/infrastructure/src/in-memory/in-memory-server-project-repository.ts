import {
  bidDeadlineNotice,
  ConflictError,
  matchBidPackages,
  NotFoundError,
  type Notice,
  type Paged,
  type PagedQuery,
  PROJECT_DEFAULT_SORTING,
  PROJECT_QUERY_FIELDS,
  type Project,
  type ProjectSave,
  ProjectState,
  projectInputSchema,
  projectTransitionOf,
  refusal,
  withDefaultManager,
} from '@tender/domain';
import {
  aFlow,
  type InMemoryFlowNodeRepository,
  InMemoryProjectRepository,
  OPEN_TENDERING_STEPS,
} from '@tender/domain/testing';
import { filterItems, sortItems } from './in-memory-query';

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface ServerProjectRules {
  /** The flow steps the server starts a project of this method with (default: open tendering). */
  readonly stepsFor?: (biddingMethod: string) => Parameters<typeof aFlow>[1];
  /**
   * The current version of the method's flow template, when there is one: its steps win over stepsFor,
   * and the project records the version its flow was copied from (ADR 0013).
   */
  readonly templateFor?: (
    biddingMethod: string,
  ) => { readonly version: number; readonly steps: Parameters<typeof aFlow>[1] } | undefined;
  /** The signed-in user, recorded as creator or last modifier. */
  readonly userId?: () => number | null;
  readonly now?: () => number;
  /** The notices of a project, which its detail carries (§7 GetSprojectDetail). */
  readonly noticesOf?: (projectId: number) => Notice[];
  /** A user's display name, which the server joins in as the manager's and the assistant's. */
  readonly userNameOf?: (userId: number) => string | undefined;
  /**
   * What the server does besides storing a terminating save (server terminate-tender.ts), run before it
   * is stored as there: the project still runs while its failure notice is drafted.
   */
  readonly onTerminate?: (before: Project) => Promise<void>;
  /** What the server carries into a re-tender once it is created (server carry-into-retender.ts). */
  readonly onRetender?: (sourceId: number, created: Project) => Promise<void>;
}

/**
 * The domain's project fake with what the server does around storage, so the in-memory module answers as the
 * API does (test/contract holds both to it): Filter and Sorting with the server's fields (newest first by
 * default), a new project gets its flow and starts running at the first step, a used business number is a
 * ConflictError, the detail carries the project's notices, and a termination or a re-tender does what
 * the server does around it (onTerminate, onRetender). Status rules of updates stay with the use cases
 * (the fake stores what it is given).
 */
export class InMemoryServerProjectRepository extends InMemoryProjectRepository {
  constructor(
    projects: Project[],
    private readonly nodes: InMemoryFlowNodeRepository,
    private readonly rules: ServerProjectRules = {},
  ) {
    super(projects);
  }

  override async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    const kept = filterItems(this.projects, query.Filter, PROJECT_QUERY_FIELDS);
    const sorted = sortItems(
      kept,
      query.Sorting ? `${query.Sorting}, id desc` : undefined,
      PROJECT_QUERY_FIELDS,
      `${PROJECT_DEFAULT_SORTING}, id desc`,
    );
    const skip = Number(query.SkipCount ?? 0);
    const take = Number(query.MaxResultCount ?? 10);
    return {
      totalCount: kept.length,
      items: clone(sorted.slice(skip, skip + take)).map((project) => this.withJoined(project)),
    };
  }

  override async getDetail(id: number): Promise<Project> {
    const project = this.withJoined(await super.getDetail(id));
    const notices = this.rules.noticesOf?.(id);
    if (!notices) return project;
    return {
      ...project,
      eNotices: [...notices].sort((a, b) => a.creationTime.localeCompare(b.creationTime)),
    };
  }

  /** What the server joins in: the names of the manager and assistant, and the bid opening time. */
  private withJoined(project: Project): Project {
    const { userNameOf, noticesOf } = this.rules;
    const nameOf = (id: number | null | undefined) => (id == null ? null : (userNameOf?.(id) ?? null));
    const opening = bidDeadlineNotice(noticesOf?.(project.id) ?? [])?.endTime;
    return {
      ...project,
      // A demo project may name people the in-memory users lack: its own names are kept then.
      projectManagerName: nameOf(project.projectManager) ?? project.projectManagerName ?? null,
      projectAssistantName: nameOf(project.projectAssistant) ?? project.projectAssistantName ?? null,
      ...(noticesOf ? { bidOpeningTime: opening ?? null } : {}),
    };
  }

  /**
   * The packages a save stores, each with an id kept across edits as the server keeps it (domain
   * matchBidPackages): the opening record names packages by id.
   */
  private packagesKeptBy(stored: Project | undefined, groups: Project['sGroupList']): Project['sGroupList'] {
    const known = (stored?.sGroupList ?? []).filter(
      (group): group is typeof group & { id: number } => group.id !== undefined,
    );
    const { kept } = matchBidPackages(known, groups);
    let next = Math.max(0, ...this.projects.flatMap((p) => p.sGroupList.map((g) => g.id ?? 0))) + 1;
    return groups.map((group, index) => ({ ...group, id: kept.get(index) ?? next++ }));
  }

  override async save(input: ProjectSave): Promise<Project> {
    this.saved.push(input);
    const parsed = projectInputSchema.parse(input);
    this.assertNumberFree(parsed.projectNum, parsed.id);
    const stored = parsed.id === undefined ? undefined : this.projects.find((p) => p.id === parsed.id);
    const fields = { ...parsed, sGroupList: this.packagesKeptBy(stored, parsed.sGroupList) };
    const now = new Date((this.rules.now ?? Date.now)()).toISOString();
    const userId = this.rules.userId?.() ?? null;
    if (fields.id !== undefined) {
      const existing = this.projects.find((p) => p.id === fields.id);
      if (!existing) throw new NotFoundError('Project', fields.id);
      if (projectTransitionOf(existing, input) === 'terminate')
        await this.rules.onTerminate?.(clone(existing));
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
    const template = this.rules.templateFor?.(fields.biddingMethod);
    const steps = template?.steps ?? this.rules.stepsFor?.(fields.biddingMethod) ?? OPEN_TENDERING_STEPS;
    const flow = aFlow(flowInstanceId, steps, firstNodeId);
    this.nodes.nodes.push(...flow);
    const created: Project = {
      ...clone(withDefaultManager(fields, userId)),
      id,
      tenantId: 3,
      mode: 3,
      state: ProjectState.Running,
      auditState: null,
      projectFlowName: flow[0]?.nodeName ?? null,
      flowInstanceId,
      ...(template ? { flowTemplateVersion: template.version } : {}),
      currentNodeId: flow[0]?.id ?? null,
      eNotices: [],
      creationTime: now,
      creatorUserId: userId,
      lastModificationTime: null,
      lastModifierUserId: null,
    } as Project;
    this.projects.push(created);
    const detail = await this.getDetail(id);
    if (fields.rebiddingId != null) await this.rules.onRetender?.(fields.rebiddingId, detail);
    return detail;
  }

  private assertNumberFree(projectNum: string, exceptId: number | undefined): void {
    if (this.projects.some((p) => p.projectNum === projectNum && p.id !== exceptId)) {
      throw new ConflictError(refusal('businessNumberTaken', { number: projectNum }));
    }
  }
}
