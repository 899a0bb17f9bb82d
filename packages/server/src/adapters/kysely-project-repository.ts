import {
  AUDIT_STATE_CLOSED,
  type ClosingApplication,
  ConflictError,
  closedFlowName,
  FlowRecordType,
  NotFoundError,
  type Paged,
  type PagedQuery,
  type Project,
  type ProjectRepository,
  type ProjectSave,
  parseMoney,
  projectInputSchema,
} from '@tender/domain';
import { type AliasedSelectQueryBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { TenantChangeCache } from '../cache/tenant-change-cache';
import { type FilterFields, filterCondition } from '../db/filter-sql';
import type { Database } from '../db/schema';
import { sortingSql } from '../db/sorting-sql';
import type { RequestScope } from './request-scope';
import { startFlowInstance } from './start-flow-instance';

/** The Filter and Sorting fields of the project list (README "Filter grammar"). */
export const PROJECT_FIELDS: FilterFields = {
  id: { column: 'p.id', type: 'integer' },
  projectName: { column: 'p.projectName', type: 'text' },
  projectNum: { column: 'p.projectNum', type: 'text' },
  area: { column: 'p.area', type: 'text' },
  industryClassification: { column: 'p.industryClassification', type: 'text' },
  biddingMethod: { column: 'p.biddingMethod', type: 'text' },
  purchaserUnit: { column: 'p.purchaserUnit', type: 'text' },
  state: { column: 'p.state', type: 'integer' },
  auditState: { column: 'p.auditState', type: 'text' },
  projectFlowName: { column: 'p.projectFlowName', type: 'text' },
  currentNodeId: { column: 'p.currentNodeId', type: 'integer' },
  mode: { column: 'p.mode', type: 'integer' },
  isTenderByLaw: { column: 'p.isTenderByLaw', type: 'boolean' },
  projectManager: { column: 'p.projectManager', type: 'integer' },
  projectAssistant: { column: 'p.projectAssistant', type: 'integer' },
  creatorUserId: { column: 'p.creatorUserId', type: 'integer' },
  /** My projects (§2 /home/project): the user is the manager, the assistant or the creator. */
  involves: {
    column: 'p.projectManager',
    type: 'integer',
    anyOf: ['p.projectManager', 'p.projectAssistant', 'p.creatorUserId'],
  },
  rebiddingId: { column: 'p.rebiddingId', type: 'integer' },
  creationTime: { column: 'p.creationTime', type: 'timestamp' },
  lastModificationTime: { column: 'p.lastModificationTime', type: 'timestamp' },
};

const money = (value: string | null) => (value === null ? null : (parseMoney(value) ?? value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

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
    return (
      this.db
        .selectFrom('projects as p')
        .where('p.tenantId', '=', this.scope.tenantId)
        // A literal, not a bound false: a prepared statement's generic plan can then still use the
        // partial indexes (`where not is_deleted`) that the list's order and filters run on.
        .where(sql<SqlBool>`not ${sql.ref('p.isDeleted')}`)
    );
  }

  /** Project rows (aliased p) with the names of their manager and assistant. */
  private withPeopleNames(rows: AliasedSelectQueryBuilder<Selectable<Database['projects']>, 'p'>) {
    return this.db
      .selectFrom(rows)
      .leftJoin('users as pm', (join) =>
        join.onRef('pm.id', '=', 'p.projectManager').onRef('pm.tenantId', '=', 'p.tenantId'),
      )
      .leftJoin('users as pa', (join) =>
        join.onRef('pa.id', '=', 'p.projectAssistant').onRef('pa.tenantId', '=', 'p.tenantId'),
      )
      .selectAll('p')
      .select(['pm.name as projectManagerName', 'pa.name as projectAssistantName']);
  }

  async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    const where = filterCondition(query.Filter, PROJECT_FIELDS);
    const order = sortingSql(query.Sorting, PROJECT_FIELDS, 'creationTime desc');
    // Two queries, not a window count: `count(*) over ()` would make PostgreSQL build and sort every
    // match before the LIMIT, where the page alone stops after a few index entries (100k projects:
    // 9 req/s with the window, see bench/server/get-paged.ts). On the pool the two run side by side.
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
      this.withPeopleNames(page.as('p')).orderBy(order).orderBy('p.id', 'desc').execute(),
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

  async getDetail(id: number): Promise<Project> {
    const row = await this.withPeopleNames(
      this.projects().where('p.id', '=', id).selectAll('p').as('p'),
    ).executeTakeFirst();
    if (!row) throw new NotFoundError('Project', id);
    const scoped = <T extends 'projectFiles' | 'bidPackageGroups' | 'notices'>(table: T) =>
      this.db
        .selectFrom(table as 'projectFiles')
        .where('tenantId', '=', this.scope.tenantId)
        .where('projectId', '=', id);
    const [files, groups, notices] = await Promise.all([
      scoped('projectFiles')
        .select(['id', 'fileId', 'fileName', 'typeName', 'usage'])
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('bidPackageGroups')
        .selectAll()
        .where('tenantId', '=', this.scope.tenantId)
        .where('projectId', '=', id)
        .orderBy('groupSort')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('notices')
        .selectAll()
        .where('tenantId', '=', this.scope.tenantId)
        .where('projectId', '=', id)
        .orderBy('creationTime')
        .execute(),
    ]);
    return toProject(row, files, groups, notices);
  }

  /** Persists a validated save. Status changes are checked by the caller (decideProjectUpdate). */
  async save(input: ProjectSave): Promise<Project> {
    const project = projectInputSchema.parse(input);
    const status = {
      ...(input.state !== undefined ? { state: input.state } : {}),
      ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
      ...(input.projectFlowName !== undefined ? { projectFlowName: input.projectFlowName } : {}),
    };
    const { eHonors, sGroupList, id, mode: _mode, ...fields } = project;
    const columns = {
      ...fields,
      projectBudget: fields.projectBudget ?? null,
      purchaserMobile: fields.purchaserMobile || null,
      agencyPhone: fields.agencyPhone || null,
      agencyEMail: fields.agencyEMail || null,
    };
    await this.assertNumberFree(project.projectNum, id);
    let projectId: number;
    if (id === undefined) {
      const flow = await startFlowInstance(this.db, this.scope.tenantId, project.biddingMethod);
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
      projectId = created.id;
    } else {
      const updated = await this.db
        .updateTable('projects')
        .set({
          ...columns,
          ...status,
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
      projectId = updated.id;
      await this.db
        .deleteFrom('projectFiles')
        .where('tenantId', '=', this.scope.tenantId)
        .where('projectId', '=', id)
        .execute();
      await this.db
        .deleteFrom('bidPackageGroups')
        .where('tenantId', '=', this.scope.tenantId)
        .where('projectId', '=', id)
        .execute();
    }
    await this.insertChildren(projectId, eHonors, sGroupList);
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

  private async assertNumberFree(projectNum: string, exceptId: number | undefined): Promise<void> {
    let query = this.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', this.scope.tenantId)
      .where('projectNum', '=', projectNum);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) {
      throw new ConflictError(`The business number ${projectNum} is already used by another project`);
    }
  }

  private async insertChildren(
    projectId: number,
    files: ReturnType<typeof projectInputSchema.parse>['eHonors'],
    groups: ReturnType<typeof projectInputSchema.parse>['sGroupList'],
  ): Promise<void> {
    const tenantId = this.scope.tenantId;
    if (files.length > 0) {
      await this.db
        .insertInto('projectFiles')
        .values(
          files.map(({ id: _id, ...f }) => ({ ...f, typeName: f.typeName ?? null, tenantId, projectId })),
        )
        .execute();
    }
    if (groups.length > 0) {
      await this.db
        .insertInto('bidPackageGroups')
        .values(
          groups.map(({ id: _id, ...g }, index) => ({
            tenantId,
            projectId,
            groupSort: g.groupSort || index + 1,
            groupNumber: g.groupNumber,
            groupName: g.groupName,
            groupContent: g.groupContent ?? null,
            purchaserType: g.purchaserType ?? null,
            groupBudget: g.groupBudget ?? null,
            quotedType: g.quotedType ?? null,
            isGroupBid: g.isGroupBid,
            bondAmount: g.bondAmount ?? null,
            servicePercent: g.servicePercent ?? null,
            serviceValue: g.serviceValue ?? null,
            isPurchaserPay: g.isPurchaserPay ?? null,
            investorQualification: g.investorQualification ?? null,
          })),
        )
        .execute();
    }
  }
}

type ProjectRow = Selectable<Database['projects']> & {
  projectManagerName: string | null;
  projectAssistantName: string | null;
};

function toProject(
  row: ProjectRow,
  files: readonly object[],
  groups: readonly Selectable<Database['bidPackageGroups']>[],
  notices: readonly Selectable<Database['notices']>[],
): Project {
  return {
    id: row.id,
    tenantId: row.tenantId,
    projectName: row.projectName,
    projectNum: row.projectNum,
    area: row.area,
    industryClassification: row.industryClassification,
    biddingMethod: row.biddingMethod,
    capitalSource: row.capitalSource,
    projectBudget: money(row.projectBudget),
    biddingRange: row.biddingRange,
    purchaserUnit: row.purchaserUnit,
    purchaserName: row.purchaserName,
    purchaserMobile: row.purchaserMobile,
    superviseDept: row.superviseDept,
    biddingSuperviseDept: row.biddingSuperviseDept,
    supervisePlatform: row.supervisePlatform,
    manager: row.manager,
    agencyPhone: row.agencyPhone,
    agencyEMail: row.agencyEMail,
    projectManager: row.projectManager,
    projectManagerName: row.projectManagerName ?? null,
    projectAssistant: row.projectAssistant,
    projectAssistantName: row.projectAssistantName ?? null,
    bondAccount: row.bondAccount,
    state: row.state,
    auditState: row.auditState,
    projectFlowName: row.projectFlowName,
    flowInstanceId: row.flowInstanceId,
    currentNodeId: row.currentNodeId,
    mode: 3,
    isTenderByLaw: row.isTenderByLaw,
    rebiddingId: row.rebiddingId,
    eHonors: files as Project['eHonors'],
    sGroupList: groups.map((g) => ({
      id: g.id,
      groupSort: g.groupSort,
      groupNumber: g.groupNumber,
      groupName: g.groupName,
      groupContent: g.groupContent,
      purchaserType: g.purchaserType,
      groupBudget: money(g.groupBudget),
      quotedType: g.quotedType,
      isGroupBid: g.isGroupBid,
      bondAmount: money(g.bondAmount),
      servicePercent: g.servicePercent === null ? null : String(Number(g.servicePercent)),
      serviceValue: money(g.serviceValue),
      isPurchaserPay: g.isPurchaserPay,
      investorQualification: g.investorQualification,
    })) as Project['sGroupList'],
    eNotices: notices.map((n) => ({
      id: n.id,
      projectId: n.projectId,
      title: n.title,
      noticeTemplate: n.noticeTemplate,
      content: n.content,
      noticeType: n.noticeType,
      netName: n.netName,
      endTime: iso(n.endTime),
      creationTime: iso(n.creationTime)!,
    })),
    creationTime: iso(row.creationTime)!,
    creatorUserId: row.creatorUserId,
    lastModificationTime: iso(row.lastModificationTime),
    lastModifierUserId: row.lastModifierUserId,
  } as Project;
}
