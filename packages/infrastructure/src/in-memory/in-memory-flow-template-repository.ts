import {
  type BiddingMethod,
  biddingMethodCodes,
  ConflictError,
  decideFlowTemplate,
  decideTemplateVersion,
  defaultTemplateName,
  type FlowTemplate,
  type FlowTemplateDraft,
  type FlowTemplateRepository,
  type FlowTemplateStepLine,
  type FlowTemplateVersion,
  flowTemplateDraftSchema,
  isAdmin,
  isKnownStepRouter,
  NotFoundError,
  NotPermittedError,
  parseOrThrow,
  refusal,
  templateStepLine,
  ValidationError,
} from '@tender/domain';
import { DEMO_FLOW_STEPS } from './demo-data';

/** What the fake needs of the rest of the module: who asks, and the tenant's roles. */
export interface FlowTemplateRules {
  /** The signed-in user's role names: only an Admin may manage templates (§6). Default: an Admin. */
  readonly callerRoles?: () => readonly string[];
  /** The signed-in user, recorded as who saved a version. */
  readonly caller?: () => { readonly id: number; readonly name: string } | null;
  /** The tenant's role names now, which flowRoles must name. Default: the demo roles. */
  readonly tenantRoles?: () => readonly string[];
  readonly now?: () => number;
}

const DEMO_ROLE_NAMES = ['Admin', 'ProjectManager', 'Agent', 'Viewer'];
const DEMO_VERSION_TIME = '2026-11-01T00:00:00.000Z';

/**
 * Version 1 of every bidding method's template: the open-tendering steps the in-memory projects have
 * always been given (DEMO_FLOW_STEPS), so a project's flow is the same as before templates existed.
 */
export function demoFlowTemplates(): FlowTemplate[] {
  let nextStepId = 9001;
  return biddingMethodCodes.map((biddingMethod, k) => ({
    id: 901 + k,
    biddingMethod,
    name: defaultTemplateName(biddingMethod),
    version: 1,
    isCurrent: true,
    creationTime: DEMO_VERSION_TIME,
    creatorUserId: null,
    creatorUserName: null,
    steps: DEMO_FLOW_STEPS.map((step, n) => ({
      id: nextStepId++,
      sort: n + 1,
      nodeName: step.nodeName,
      router: step.router,
      isExternal: !isKnownStepRouter(step.router),
      isDisplay: true,
      flowRoles: [...step.flowRoles],
      childNode: [],
    })),
  }));
}

/**
 * Versioned flow templates in an array, with the server's rules (test/contract holds both to them): Admin
 * only, the domain's template rules, a save from an older version is a ConflictError, and every save
 * appends the next version.
 */
export class InMemoryFlowTemplateRepository implements FlowTemplateRepository {
  constructor(
    /** Every version of every method; the newest of a method is its current one. */
    public versions: FlowTemplate[] = demoFlowTemplates(),
    private readonly rules: FlowTemplateRules = {},
  ) {}

  async listCurrent(): Promise<FlowTemplate[]> {
    this.mustBeAdmin();
    return biddingMethodCodes.flatMap((method) => {
      const current = this.currentOf(method);
      return current ? [structuredClone(current)] : [];
    });
  }

  async get(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplate> {
    this.mustBeAdmin();
    return structuredClone(this.find(biddingMethod, version));
  }

  async listVersions(biddingMethod: BiddingMethod): Promise<FlowTemplateVersion[]> {
    this.mustBeAdmin();
    return this.versionsOf(biddingMethod).map(({ steps, ...version }) => ({
      ...structuredClone(version),
      isCurrent: version.version === this.currentOf(biddingMethod)?.version,
      stepCount: steps.length,
    }));
  }

  async stepLine(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplateStepLine> {
    return templateStepLine(await this.get(biddingMethod, version));
  }

  async save(input: FlowTemplateDraft): Promise<FlowTemplate> {
    this.mustBeAdmin();
    const draft = parseOrThrow(flowTemplateDraftSchema, input);
    const decision = decideFlowTemplate(draft, { roleNames: this.rules.tenantRoles?.() ?? DEMO_ROLE_NAMES });
    if (!decision.allowed) {
      throw new ValidationError(decision.problems.map(({ field, message }) => ({ field, message })));
    }
    const current = this.currentOf(draft.biddingMethod);
    const version = decideTemplateVersion(draft.biddingMethod, draft.baseVersion, current?.version ?? 0);
    if (!version.allowed) throw new ConflictError(version.message);
    let nextStepId = Math.max(0, ...this.versions.flatMap((v) => v.steps.map((s) => s.id))) + 1;
    const caller = this.rules.caller?.() ?? null;
    const saved: FlowTemplate = {
      id: Math.max(0, ...this.versions.map((v) => v.id)) + 1,
      biddingMethod: draft.biddingMethod,
      name: draft.name ?? current?.name ?? defaultTemplateName(draft.biddingMethod),
      version: version.nextVersion,
      isCurrent: true,
      creationTime: new Date((this.rules.now ?? Date.now)()).toISOString(),
      creatorUserId: caller?.id ?? null,
      creatorUserName: caller?.name ?? null,
      steps: draft.steps.map((step, k) => ({
        id: nextStepId++,
        sort: k + 1,
        nodeName: step.nodeName,
        router: step.router,
        isExternal: step.isExternal,
        isDisplay: step.isDisplay,
        flowRoles: [...step.flowRoles],
        childNode: step.childNode.map((site, n) => ({ ...site, sort: n + 1 })),
      })),
    };
    for (const older of this.versionsOf(draft.biddingMethod)) older.isCurrent = false;
    this.versions.push(saved);
    return structuredClone(saved);
  }

  /** The current version's number and steps, for starting a project's flow (no permission needed). */
  currentFlow(biddingMethod: string): Pick<FlowTemplate, 'version' | 'steps'> | undefined {
    const current = this.currentOf(biddingMethod);
    return current ? structuredClone({ version: current.version, steps: current.steps }) : undefined;
  }

  /** The flowTemplate permissions are an administration area's, which only the Admin role holds (§6). */
  private mustBeAdmin(): void {
    if (!isAdmin(this.rules.callerRoles?.() ?? ['Admin'])) {
      throw new NotPermittedError(refusal('flowTemplatesAdminOnly'));
    }
  }

  /** A method's versions, newest first. */
  private versionsOf(biddingMethod: string): FlowTemplate[] {
    return this.versions
      .filter((v) => v.biddingMethod === biddingMethod)
      .sort((a, b) => b.version - a.version);
  }

  private currentOf(biddingMethod: string): FlowTemplate | undefined {
    return this.versionsOf(biddingMethod)[0];
  }

  private find(biddingMethod: string, version: number | undefined): FlowTemplate {
    const found =
      version === undefined
        ? this.currentOf(biddingMethod)
        : this.versionsOf(biddingMethod).find((v) => v.version === version);
    if (!found) {
      throw new NotFoundError(
        'Flow template',
        version === undefined ? biddingMethod : `${biddingMethod} version ${version}`,
      );
    }
    return found;
  }
}
