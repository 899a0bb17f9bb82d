import {
  AUDIT_STATE_CLOSED,
  type ClosingApplication,
  ConflictError,
  closedFlowName,
  type ExportedFile,
  FlowRecordType,
  matchBidPackages,
  NotFoundError,
  NoticeType,
  type Paged,
  type PagedQuery,
  PROJECT_EXPORT_MAX_ROWS,
  type Project,
  type ProjectExportQuery,
  type ProjectRepository,
  type ProjectSave,
  projectExportQuerySchema,
  projectExportTable,
  projectInputSchema,
  refusal,
} from '@tender/domain';
import { type AliasedSelectQueryBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { TenantChangeCache } from '../../cache/tenant-change-cache';
import { filterCondition } from '../../db/filter-sql';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';
import { sortingSql } from '../../db/sorting-sql';
import { spreadsheetFile } from '../../spreadsheets/spreadsheet-file';
import { KyselyBondStore } from '../bonds/kysely-bond-store';
import { KyselyEvaluationStore } from '../evaluation/kysely-evaluation-store';
import { KyselyOpeningRecordStore } from '../evaluation/kysely-opening-record-store';
import { startFlowInstance } from '../flow/start-flow-instance';
import type { RequestScope } from '../request-scope';
import { bidPackageGroupsJson, projectFilesJson, projectNoticesJson } from './project-children-json';
import { PROJECT_FIELDS } from './project-fields';
import {
  bidPackageGroupRows,
  type ProjectInput,
  projectColumns,
  projectFileRows,
  toProject,
} from './project-row-mapper';

/** The tenant's projects that are not deleted. */
function liveProjects(db: Kysely<Database>, tenantId: number) {
  return (
    db
      .selectFrom('projects as p')
      .where('p.tenantId', '=', tenantId)
      // A literal, not a bound false: a prepared statement's generic plan can then still use the
      // partial indexes (`where not is_deleted`) that the list's order and filters run on.
      .where(sql<SqlBool>`not ${sql.ref('p.isDeleted')}`)
  );
}

/** Project rows (aliased p) with the names of their manager and assistant. */
function withPeopleNames(
  db: Kysely<Database>,
  rows: AliasedSelectQueryBuilder<Selectable<Database['projects']>, 'p'>,
) {
  return db
    .selectFrom(rows)
    .leftJoin('users as pm', (join) =>
      join.onRef('pm.id', '=', 'p.projectManager').onRef('pm.tenantId', '=', 'p.tenantId'),
    )
    .leftJoin('users as pa', (join) =>
      join.onRef('pa.id', '=', 'p.projectAssistant').onRef('pa.tenantId', '=', 'p.tenantId'),
    )
    .selectAll('p')
    .select(['pm.name as projectManagerName', 'pa.name as projectAssistantName'])
    .select((eb) =>
      // The bid deadline in force (domain bidDeadlineNotice): the end time of the last published tender
      // notice, or of a correction that moved it (ADR 0022); the bids are opened then.
      eb
        .selectFrom('notices as n')
        .whereRef('n.projectId', '=', 'p.id')
        .whereRef('n.tenantId', '=', 'p.tenantId')
        .where('n.noticeType', 'in', [NoticeType.Tender, NoticeType.Correction])
        .where('n.publishTime', 'is not', null)
        .where('n.endTime', 'is not', null)
        .orderBy('n.publishTime', 'desc')
        .orderBy('n.id', 'desc')
        .limit(1)
        .select('n.endTime')
        .as('bidOpeningTime'),
    );
}

/**
 * A project's detail: its row with the people's names, the template version and its children as json
 * arrays, in one statement (every statement costs the server a round trip, bench/README.md), compiled
 * once (queryTemplate): the operation screen and every move read it.
 */
const projectDetail = queryTemplate((db, { tenantId, id }: { tenantId: number; id: number }) =>
  withPeopleNames(db, liveProjects(db, tenantId).where('p.id', '=', id).selectAll('p').as('p'))
    .select((eb) =>
      eb
        .selectFrom('flowInstances as fi')
        .innerJoin('flowTemplates as t', (join) =>
          join.onRef('t.id', '=', 'fi.templateId').onRef('t.tenantId', '=', 'fi.tenantId'),
        )
        .whereRef('fi.id', '=', 'p.flowInstanceId')
        .whereRef('fi.tenantId', '=', 'p.tenantId')
        .select('t.version')
        .as('flowTemplateVersion'),
    )
    .select([
      projectFilesJson.as('files'),
      bidPackageGroupsJson.as('groups'),
      projectNoticesJson.as('notices'),
    ]),
);

/** Projects of one tenant (§7 Sproject), stored across projects, project files and bid package groups. */
export class KyselyProjectRepository implements ProjectRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId' | 'userName' | 'companyId'>,
    /** Kept list totals; without it every list counts. */
    private readonly counts?: TenantChangeCache<number>,
  ) {}

  /** The tenant's projects that are not deleted. */
  private projects() {
    return liveProjects(this.db, this.scope.tenantId);
  }

  async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    const where = filterCondition(query.Filter, PROJECT_FIELDS);
    const order = sortingSql(query.Sorting, PROJECT_FIELDS, 'creationTime desc');
    // Two queries, not a window count: `count(*) over ()` would make PostgreSQL build and sort every
    // match before the LIMIT, where the page alone stops after a few index entries (see
    // bench/server/get-paged.ts). On the pool the two run side by side.
    const countMatches = async () =>
      (
        await this.projects()
          .where(where)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    // The page is cut before the names are joined, so skipped rows cost no user lookups.
    const page = this.projects()
      .where(where)
      .selectAll('p')
      .orderBy(order)
      .orderBy('p.id', 'desc')
      .limit(Number(query.MaxResultCount ?? 10))
      .offset(Number(query.SkipCount ?? 0));
    const [rows, totalCount] = await Promise.all([
      withPeopleNames(this.db, page.as('p')).orderBy(order).orderBy('p.id', 'desc').execute(),
      this.counts
        ? this.counts.read(
            `${this.scope.tenantId}\u0000${query.Filter ?? ''}`,
            countMatches,
            this.scope.tenantId,
          )
        : countMatches(),
    ]);
    return { totalCount, items: rows.map((row) => toProject(row, [], [], [])) };
  }

  /** The rows the list's Filter and Sorting select, at most PROJECT_EXPORT_MAX_ROWS, as a spreadsheet. */
  async export(query: ProjectExportQuery): Promise<ExportedFile> {
    const { Format, Language, Filter, Sorting } = projectExportQuerySchema.parse(query);
    const { items } = await this.getPaged({
      ...(Filter ? { Filter } : {}),
      ...(Sorting ? { Sorting } : {}),
      MaxResultCount: PROJECT_EXPORT_MAX_ROWS,
    });
    const file = { stem: 'projects', sheetName: 'Sproject', format: Format };
    return spreadsheetFile(file, projectExportTable(items, Language));
  }

  async getDetail(id: number): Promise<Project> {
    const [row] = await projectDetail(this.db, { tenantId: this.scope.tenantId, id });
    if (!row) throw new NotFoundError('Project', id);
    return {
      ...toProject(row, row.files, row.groups, row.notices),
      flowTemplateVersion: row.flowTemplateVersion ?? null,
    };
  }

  /** The template version a flow instance was copied from (ADR 0013); null for a flow without one. */
  async templateVersionOf(flowInstanceId: string | null): Promise<number | null> {
    if (flowInstanceId === null) return null;
    const row = await this.db
      .selectFrom('flowInstances as fi')
      .innerJoin('flowTemplates as t', (join) =>
        join.onRef('t.id', '=', 'fi.templateId').onRef('t.tenantId', '=', 'fi.tenantId'),
      )
      .select('t.version')
      .where('fi.tenantId', '=', this.scope.tenantId)
      .where('fi.id', '=', flowInstanceId)
      .executeTakeFirst();
    return row?.version ?? null;
  }

  /** Persists a validated save. Status changes are checked by the caller (decideProjectUpdate). */
  async save(input: ProjectSave): Promise<Project> {
    const project = projectInputSchema.parse(input);
    const status = {
      ...(input.state !== undefined ? { state: input.state } : {}),
      ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
      ...(input.projectFlowName !== undefined ? { projectFlowName: input.projectFlowName } : {}),
    };
    const columns = projectColumns(project);
    await this.assertNumberFree(project.projectNum, project.id);
    const projectId =
      project.id === undefined
        ? await this.insertProject(columns, project.biddingMethod)
        : await this.updateProject(project.id, { ...columns, ...status });
    await this.insertChildren(projectId, project.eHonors, project.sGroupList);
    return this.getDetail(projectId);
  }

  /**
   * Closes a project with its closing application, checked by SubmitClosingApplication: the status, the
   * application and a flow record together, inside the caller's transaction (the route locks the row).
   */
  async submitClosingApplication(application: ClosingApplication): Promise<Project> {
    const before = await this.getDetail(application.projectId);
    const closedName = closedFlowName(this.scope.tenantId);
    await this.db
      .updateTable('projects')
      .set({
        auditState: AUDIT_STATE_CLOSED,
        projectFlowName: closedName,
        version: sql`version + 1`,
        lastModificationTime: new Date(),
        lastModifierUserId: this.scope.userId,
      })
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', application.projectId)
      .execute();
    await this.db
      .insertInto('closingApplications')
      .values({
        tenantId: this.scope.tenantId,
        projectId: application.projectId,
        documentFileIds: JSON.stringify(application.documentFileIds),
        remark: application.remark ?? null,
        submittedBy: this.scope.userId,
      })
      .execute();
    await this.db
      .insertInto('flowRecords')
      .values({
        tenantId: this.scope.tenantId,
        projectId: application.projectId,
        nodeType: FlowRecordType.Closing,
        submitName: this.scope.userName,
        userId: this.scope.userId,
        userName: this.scope.userName,
        companyId: this.scope.companyId,
        fromNodeName: before.projectFlowName,
        toNodeName: closedName,
        transactionResult: application.remark ?? null,
        creationTime: new Date(),
      })
      .execute();
    return this.getDetail(application.projectId);
  }

  async delete(id: number): Promise<void> {
    const result = await this.db
      .updateTable('projects')
      .set({ isDeleted: true, lastModificationTime: new Date(), lastModifierUserId: this.scope.userId })
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', id)
      .where('isDeleted', '=', false)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFoundError('Project', id);
  }

  /** A new project with its own flow, on its first step (state 3, no auditState). */
  private async insertProject(columns: ProjectColumns, biddingMethod: string): Promise<number> {
    const flow = await startFlowInstance(this.db, this.scope.tenantId, biddingMethod);
    const created = await this.db
      .insertInto('projects')
      .values({
        ...columns,
        tenantId: this.scope.tenantId,
        mode: 3,
        state: 3,
        auditState: null,
        projectFlowName: flow.firstNodeName,
        flowInstanceId: flow.flowInstanceId,
        currentNodeId: flow.firstNodeId,
        creationTime: new Date(),
        creatorUserId: this.scope.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** A stored live project's new fields; its files and bid packages are written again after it. */
  private async updateProject(id: number, columns: ProjectColumns & ProjectStatus): Promise<number> {
    const updated = await this.db
      .updateTable('projects')
      .set({
        ...columns,
        version: sql`version + 1`,
        lastModificationTime: new Date(),
        lastModifierUserId: this.scope.userId,
      })
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', id)
      .where('isDeleted', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new NotFoundError('Project', id);
    await this.db
      .deleteFrom('projectFiles')
      .where('tenantId', '=', this.scope.tenantId)
      .where('projectId', '=', id)
      .execute();
    return updated.id;
  }

  private async assertNumberFree(projectNum: string, exceptId: number | undefined): Promise<void> {
    let query = this.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', this.scope.tenantId)
      .where('projectNum', '=', projectNum);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) {
      throw new ConflictError(refusal('businessNumberTaken', { number: projectNum }));
    }
  }

  private async insertChildren(
    projectId: number,
    files: ProjectInput['eHonors'],
    groups: ProjectInput['sGroupList'],
  ) {
    const tenantId = this.scope.tenantId;
    if (files.length > 0) {
      await this.db
        .insertInto('projectFiles')
        .values(projectFileRows(tenantId, projectId, files))
        .execute();
    }
    const rows = bidPackageGroupRows(tenantId, projectId, groups);
    const { kept, added, removed } = matchBidPackages(await this.storedBidPackages(projectId), groups);
    if (removed.length > 0) {
      if (
        (await new KyselyOpeningRecordStore(this.db, tenantId).anyBidsIn(removed)) ||
        (await new KyselyEvaluationStore(this.db, tenantId).anyPlanIn(removed))
      ) {
        throw new ConflictError(refusal('bidPackageHasBids'));
      }
      if (await new KyselyBondStore(this.db, tenantId).anyMoneyIn(removed)) {
        throw new ConflictError(refusal('bidPackageHoldsBonds'));
      }
      await this.db
        .deleteFrom('bidPackageGroups')
        .where('tenantId', '=', tenantId)
        .where('id', 'in', removed)
        .execute();
    }
    for (const [index, id] of kept) {
      await this.db
        .updateTable('bidPackageGroups')
        .set(rows[index] as (typeof rows)[number])
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .execute();
    }
    if (added.length > 0) {
      await this.db
        .insertInto('bidPackageGroups')
        .values(added.map((index) => rows[index] as (typeof rows)[number]))
        .execute();
    }
  }

  private storedBidPackages(projectId: number) {
    return this.db
      .selectFrom('bidPackageGroups')
      .select(['id', 'groupNumber'])
      .where('tenantId', '=', this.scope.tenantId)
      .where('projectId', '=', projectId)
      .execute();
  }
}

type ProjectColumns = ReturnType<typeof projectColumns>;
type ProjectStatus = Pick<ProjectSave, 'state' | 'auditState' | 'projectFlowName'>;
