import { ConflictError, NotFoundError, type WorkflowAccount, type WorkflowEngine } from '@tender/domain';
import type { HttpClient, ReplySchema } from './http-client';

/** The engine's user as `/workflow/user/get` and `/user/insert` return it (server README, Workflow). */
interface WorkflowUserReply {
  readonly userName: string;
  readonly tenants: readonly string[];
  readonly groups: readonly string[];
}

interface WorkflowTenantReply {
  readonly id: string;
}

/**
 * The workflow engine's user and tenant registration after login (§7 "auto-registered after login"):
 * reads what exists and inserts only what is missing — the engine tenant (id = the API tenant's id),
 * the user (keyed by login name), the user's binding to the tenant and to the groups of their roles.
 * A second login changes nothing. A concurrent login that inserted first is not a failure.
 */
export class HttpWorkflowEngine implements WorkflowEngine {
  constructor(private readonly workflow: HttpClient) {}

  async ensureRegistered(account: WorkflowAccount): Promise<void> {
    const tenantId = String(account.tenantId);
    const [found, tenants] = await Promise.all([
      this.findUser(account.userName),
      this.workflow.get('/tenant/getList', { schema: TENANT_LIST }),
    ]);
    if (!tenants.some((tenant) => tenant.id === tenantId)) {
      await alreadyDoneOnConflict(
        this.workflow.post('/tenant/insert', { id: tenantId, name: account.tenantName }),
      );
    }
    const user = found ?? (await this.insertUser(account));
    if (!user.tenants.includes(tenantId)) {
      await this.workflow.post('/user/tenant/bind', { userName: account.userName, tenantId });
    }
    for (const groupId of account.groups ?? []) {
      if (!user.groups.includes(groupId)) {
        await this.workflow.post('/user/group/bind', { userName: account.userName, groupId });
      }
    }
  }

  private async findUser(userName: string): Promise<WorkflowUserReply | null> {
    try {
      return await this.workflow.get('/user/get', { params: { userName }, schema: USER });
    } catch (error) {
      // An unknown user is the answer "missing", not a failure; anything else still rejects.
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  private async insertUser(account: WorkflowAccount): Promise<WorkflowUserReply> {
    try {
      return await this.workflow.post(
        '/user/insert',
        { userName: account.userName, displayName: account.displayName },
        { schema: USER },
      );
    } catch (error) {
      // Another login of the same user inserted it between our read and our insert: read theirs.
      if (!(error instanceof ConflictError)) throw error;
      return this.workflow.get('/user/get', { params: { userName: account.userName }, schema: USER });
    }
  }
}

async function alreadyDoneOnConflict(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** A reply check without zod (this package does not depend on it): the shape or one issue. */
function replyOf<T>(what: string, accepts: (value: unknown) => boolean): ReplySchema<T> {
  return {
    safeParse: (input) =>
      accepts(input)
        ? { success: true, data: input as T }
        : { success: false, error: { issues: [{ path: [], message: `expected ${what}` }] } },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isUser = (value: unknown) =>
  isRecord(value) &&
  typeof value.userName === 'string' &&
  isTextList(value.tenants) &&
  isTextList(value.groups);

const USER = replyOf<WorkflowUserReply>('a workflow user', isUser);
const TENANT_LIST = replyOf<WorkflowTenantReply[]>(
  'a list of workflow tenants',
  (value) => Array.isArray(value) && value.every((t) => isRecord(t) && typeof t.id === 'string'),
);
