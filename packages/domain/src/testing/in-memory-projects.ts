import { AUDIT_STATE_CLOSED, type ClosingApplication, closedFlowName } from '../closing/closing-application';
import { nodeAfter } from '../flow/find-node';
import type { FlowNode, FlowSite } from '../flow/flow-node';
import type { FlowRecord } from '../flow/flow-record';
import type { CirculationReply, CirculationRequest, FlowCirculation } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { FlowRecordRepository } from '../ports/flow-record-repository';
import type { ProjectRepository, ProjectSave } from '../ports/project-repository';
import type { RecordRepository } from '../ports/record-repository';
import type { ExportedFile } from '../ports/spreadsheet-files';
import type { Project } from '../projects/project';
import {
  PROJECT_EXPORT_MAX_ROWS,
  type ProjectExportQuery,
  projectExportQuerySchema,
  projectExportTable,
} from '../projects/project-export';
import type { RecordOf, RecordType } from '../records/records';
import { NotFoundError, UnavailableError } from '../shared/errors';
import type { Paged, PagedQuery } from '../shared/paging';
import { spreadsheetCsv } from '../shared/spreadsheet-cell';
import { parseFlowRecordTime } from '../shell/format-date';

/** A deep copy, so callers never hold the stored object (the domain has no DOM or Node lib for structuredClone). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A tiny in-memory backend for use-case tests and Storybook: projects, flow steps, records and flow
 * records in arrays. It stores what it is given and moves flows without re-checking the rules — the
 * use cases under test do that.
 */
export class InMemoryProjectRepository implements ProjectRepository {
  readonly saved: ProjectSave[] = [];

  constructor(public projects: Project[] = []) {}

  async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    const skip = Number(query.SkipCount ?? 0);
    const take = Number(query.MaxResultCount ?? 10);
    return { totalCount: this.projects.length, items: this.projects.slice(skip, skip + take) };
  }

  /** The rows getPaged gives for the query, as CSV (XLSX is the API server's to write). */
  async export(query: ProjectExportQuery): Promise<ExportedFile> {
    const { Format, Language, ...list } = projectExportQuerySchema.parse(query);
    if (Format !== 'csv') throw new UnavailableError('XLSX exports are written by the API server');
    const { items } = await this.getPaged({ ...list, MaxResultCount: PROJECT_EXPORT_MAX_ROWS });
    const bytes = new TextEncoder().encode(spreadsheetCsv(projectExportTable(items, Language)));
    return {
      fileName: 'projects.csv',
      contentType: 'text/csv;charset=utf-8',
      bytes: bytes.buffer as ArrayBuffer,
    };
  }

  async getDetail(id: number): Promise<Project> {
    const project = this.projects.find((p) => p.id === id);
    if (!project) throw new NotFoundError('Project', id);
    return clone(project);
  }

  async save(input: ProjectSave): Promise<Project> {
    this.saved.push(input);
    const existing = this.projects.find((p) => p.id === input.id);
    if (existing) {
      Object.assign(existing, input);
      return clone(existing);
    }
    const id = Math.max(0, ...this.projects.map((p) => p.id)) + 1;
    const created = { ...input, id } as unknown as Project;
    this.projects.push(created);
    return clone(created);
  }

  async delete(id: number): Promise<void> {
    await this.getDetail(id);
    this.projects = this.projects.filter((p) => p.id !== id);
  }

  readonly closingApplications: ClosingApplication[] = [];

  async submitClosingApplication(application: ClosingApplication): Promise<Project> {
    const project = this.projects.find((p) => p.id === application.projectId);
    if (!project) throw new NotFoundError('Project', application.projectId);
    this.closingApplications.push(application);
    Object.assign(project, {
      auditState: AUDIT_STATE_CLOSED,
      projectFlowName: closedFlowName(project.tenantId),
    });
    return clone(project);
  }
}

export class InMemoryFlowNodeRepository implements FlowNodeRepository {
  constructor(
    public nodes: FlowNode[] = [],
    public sites: FlowSite[] = [],
    /** The flow instance of a project, for the reads by project id (the projects' repository knows). */
    private readonly instanceOf: (projectId: number) => string | null | undefined = () => undefined,
  ) {}

  async listByProject(projectId: number): Promise<FlowNode[]> {
    return this.listByInstance(this.instanceOf(projectId) ?? '');
  }

  async sitesByProject(projectId: number): Promise<FlowSite[]> {
    return this.sitesByInstance(this.instanceOf(projectId) ?? '');
  }

  async listByInstance(flowInstanceId: string): Promise<FlowNode[]> {
    return this.nodes.filter((n) => n.flowInstanceId === flowInstanceId);
  }

  async listByInstances(flowInstanceIds: readonly string[]): Promise<FlowNode[]> {
    return this.nodes.filter((n) => flowInstanceIds.includes(n.flowInstanceId));
  }

  async sitesByInstance(flowInstanceId: string): Promise<FlowSite[]> {
    const ids = new Set(this.nodes.filter((n) => n.flowInstanceId === flowInstanceId).map((n) => n.id));
    return this.sites.filter((s) => ids.has(s.nodeId));
  }
}

export class InMemoryRecordRepository implements RecordRepository {
  private nextId = 1;
  readonly records: { [T in RecordType]: RecordOf<T>[] } = {
    objection: [],
    signUp: [],
    qualificationPurchase: [],
    qualificationResult: [],
    signIn: [],
    clarification: [],
    tenderDocument: [],
    invitation: [],
    contract: [],
    singleSourcePublicity: [],
  };

  async listByProject<T extends RecordType>(type: T, projectId: number): Promise<RecordOf<T>[]> {
    return (this.records[type] as RecordOf<T>[]).filter((r) => r.projectId === projectId);
  }

  async create<T extends RecordType>(type: T, record: RecordOf<T>): Promise<RecordOf<T>> {
    const created = { ...record, id: this.nextId++ };
    (this.records[type] as RecordOf<T>[]).push(created);
    return created;
  }

  async update<T extends RecordType>(type: T, record: RecordOf<T> & { id: number }): Promise<RecordOf<T>> {
    const list = this.records[type] as RecordOf<T>[];
    const index = list.findIndex((r) => r.id === record.id);
    if (index < 0) throw new NotFoundError(type, record.id);
    list[index] = record;
    return record;
  }

  async delete(type: RecordType, id: number): Promise<void> {
    const list = this.records[type] as { id?: number }[];
    const index = list.findIndex((r) => r.id === id);
    if (index < 0) throw new NotFoundError(type, id);
    list.splice(index, 1);
  }
}

/** Flow records as the server keeps them: the client's YYYYMMDD HHmmss time answered as ISO, like every moment. */
export class InMemoryFlowRecordRepository implements FlowRecordRepository {
  readonly records: FlowRecord[] = [];
  /** What the client sent, as sent. */
  readonly sent: Omit<FlowRecord, 'id'>[] = [];

  async listByProject(projectId: number): Promise<FlowRecord[]> {
    return this.records.filter((r) => r.projectId === projectId);
  }

  async create(record: Omit<FlowRecord, 'id'>): Promise<FlowRecord> {
    this.sent.push(record);
    const time = parseFlowRecordTime(record.creationTime);
    const created = {
      ...record,
      creationTime: time ? time.toISOString() : record.creationTime,
      id: this.records.length + 1,
    };
    this.records.push(created);
    return created;
  }
}

/** Moves `currentNodeId` and `projectFlowName` like the server does, answering with the flow result codes. */
export class InMemoryFlowCirculation implements FlowCirculation {
  readonly requests: CirculationRequest[] = [];

  constructor(
    private readonly projects: InMemoryProjectRepository,
    private readonly nodes: InMemoryFlowNodeRepository,
  ) {}

  async circulate(request: CirculationRequest): Promise<CirculationReply> {
    this.requests.push(request);
    const project = this.projects.projects.find((p) => p.id === request.projectId);
    if (!project) return { code: '4', msg: `Project ${request.projectId} was not found` };
    const flow = await this.nodes.listByInstance(project.flowInstanceId ?? '');
    const target =
      request.flowAction === 'jump'
        ? flow.find((n) => n.id === request.jumpNodeId)
        : nodeAfter(flow, project.currentNodeId ?? -1);
    if (!target) return { code: '3', msg: 'There is no such step' };
    project.currentNodeId = target.id;
    project.projectFlowName = target.nodeName;
    return { code: '1', msg: 'ok', currentNodeId: target.id };
  }
}
