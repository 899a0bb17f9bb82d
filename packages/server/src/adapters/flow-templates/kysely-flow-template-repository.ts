import {
  type BiddingMethod,
  ConflictError,
  decideTemplateVersion,
  defaultTemplateName,
  type FlowTemplate,
  type FlowTemplateDraft,
  type FlowTemplateRepository,
  type FlowTemplateStepLine,
  type FlowTemplateVersion,
  flowTemplateDraftSchema,
  NotFoundError,
  parseOrThrow,
  refusal,
  templateStepLine,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { reserveIds } from '../../db/reserve-ids';
import type { Database } from '../../db/schema';
import type { RequestScope } from '../request-scope';
import { type TemplateVersionRow, toFlowTemplate, toFlowTemplateVersion } from './flow-template-row-mapper';

/** PostgreSQL's unique_violation: another save took the same version number first. */
const UNIQUE_VIOLATION = '23505';

/**
 * The tenant's versioned flow templates (ADR 0013), one row of flow_templates per version with its steps
 * and child sites. It stores and reads; who may do so and the template rules (decideFlowTemplate) are the
 * caller's (src/flow-templates/), except the version check, which must hold at the moment of the insert.
 */
export class KyselyFlowTemplateRepository implements FlowTemplateRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId'>,
  ) {}

  /** The tenant's versions with the name of who saved each. */
  private versions() {
    return this.db
      .selectFrom('flowTemplates as t')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 't.creatorUserId').onRef('u.tenantId', '=', 't.tenantId'),
      )
      .where('t.tenantId', '=', this.scope.tenantId)
      .selectAll('t')
      .select('u.name as creatorUserName');
  }

  async listCurrent(): Promise<FlowTemplate[]> {
    const rows = await this.versions()
      .distinctOn('t.biddingMethod')
      .orderBy('t.biddingMethod')
      .orderBy('t.version', 'desc')
      .execute();
    return this.withSteps(rows, () => true);
  }

  async get(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplate> {
    const [row, current] = await Promise.all([
      this.find(biddingMethod, version),
      version === undefined ? undefined : this.currentVersion(biddingMethod),
    ]);
    const [template] = await this.withSteps([row], () => version === undefined || version === current);
    return template!;
  }

  async listVersions(biddingMethod: BiddingMethod): Promise<FlowTemplateVersion[]> {
    const rows = await this.versions()
      .where('t.biddingMethod', '=', biddingMethod)
      .select((eb) =>
        eb
          .selectFrom('flowTemplateNodes as n')
          .where('n.tenantId', '=', this.scope.tenantId)
          .whereRef('n.templateId', '=', 't.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('stepCount'),
      )
      .orderBy('t.version', 'desc')
      .execute();
    return rows.map((row, k) => toFlowTemplateVersion({ ...row, stepCount: row.stepCount ?? 0 }, k === 0));
  }

  async stepLine(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplateStepLine> {
    return templateStepLine(await this.get(biddingMethod, version));
  }

  /**
   * Inserts the draft as the method's next version. The draft must have passed the template rules;
   * here only its base version is checked, against the current one and by the unique version number,
   * so two saves from the same version cannot both succeed (the second is a ConflictError).
   */
  async save(input: FlowTemplateDraft): Promise<FlowTemplate> {
    const draft = parseOrThrow(flowTemplateDraftSchema, input);
    const tenantId = this.scope.tenantId;
    const current = await this.db
      .selectFrom('flowTemplates')
      .select(['version', 'name'])
      .where('tenantId', '=', tenantId)
      .where('biddingMethod', '=', draft.biddingMethod)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const decision = decideTemplateVersion(draft.biddingMethod, draft.baseVersion, current?.version ?? 0);
    if (!decision.allowed) throw new ConflictError(decision.message);
    const templateId = await this.insertVersion({
      tenantId,
      biddingMethod: draft.biddingMethod,
      name: draft.name ?? current?.name ?? defaultTemplateName(draft.biddingMethod),
      version: decision.nextVersion,
      creatorUserId: this.scope.userId,
      creationTime: new Date(),
    });
    const nodeIds = await reserveIds(this.db, 'flow_template_nodes', draft.steps.length);
    if (draft.steps.length > 0) {
      await this.db
        .insertInto('flowTemplateNodes')
        .values(
          draft.steps.map((step, k) => ({
            id: nodeIds[k]!,
            tenantId,
            templateId,
            nodeName: step.nodeName,
            router: step.router,
            sort: k + 1,
            isDisplay: step.isDisplay,
            isExternal: step.isExternal,
            flowRoles: step.flowRoles,
          })),
        )
        .execute();
    }
    const sites = draft.steps.flatMap((step, k) =>
      step.childNode.map((site, s) => ({
        tenantId,
        templateNodeId: nodeIds[k]!,
        siteName: site.siteName,
        siteUrl: site.siteUrl,
        sort: s + 1,
      })),
    );
    if (sites.length > 0) await this.db.insertInto('flowTemplateSites').values(sites).execute();
    return this.get(draft.biddingMethod);
  }

  private async insertVersion(values: {
    tenantId: number;
    biddingMethod: string;
    name: string;
    version: number;
    creatorUserId: number;
    creationTime: Date;
  }): Promise<number> {
    try {
      const { id } = await this.db
        .insertInto('flowTemplates')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      // A concurrent save of the same base committed first (PostgreSQL; PGlite runs them one by one).
      const stale = decideTemplateVersion(values.biddingMethod, values.version - 1, values.version);
      throw new ConflictError(stale.allowed ? refusal('flowTemplateChanged') : stale.message);
    }
  }

  private async currentVersion(biddingMethod: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('flowTemplates')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('tenantId', '=', this.scope.tenantId)
      .where('biddingMethod', '=', biddingMethod)
      .executeTakeFirst();
    return row?.version ?? undefined;
  }

  private async find(biddingMethod: string, version: number | undefined): Promise<TemplateVersionRow> {
    let query = this.versions().where('t.biddingMethod', '=', biddingMethod);
    query =
      version === undefined ? query.orderBy('t.version', 'desc') : query.where('t.version', '=', version);
    const row = await query.limit(1).executeTakeFirst();
    if (!row) {
      throw new NotFoundError(
        'Flow template',
        version === undefined ? biddingMethod : `${biddingMethod} version ${version}`,
      );
    }
    return row;
  }

  /** The versions with their steps and sites, read in two queries whatever their number. */
  private async withSteps(
    rows: readonly TemplateVersionRow[],
    isCurrent: (row: TemplateVersionRow) => boolean,
  ): Promise<FlowTemplate[]> {
    if (rows.length === 0) return [];
    const steps = await this.db
      .selectFrom('flowTemplateNodes')
      .selectAll()
      .where('tenantId', '=', this.scope.tenantId)
      .where(
        'templateId',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('templateId')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const sites =
      steps.length === 0
        ? []
        : await this.db
            .selectFrom('flowTemplateSites')
            .select(['templateNodeId', 'siteName', 'siteUrl', 'sort'])
            .where('tenantId', '=', this.scope.tenantId)
            .where(
              'templateNodeId',
              'in',
              steps.map((step) => step.id),
            )
            .orderBy('sort')
            .orderBy('id')
            .execute();
    return rows.map((row) => toFlowTemplate(row, isCurrent(row), steps, sites));
  }
}
