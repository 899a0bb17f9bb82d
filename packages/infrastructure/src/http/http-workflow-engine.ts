import { NotFoundError, type WorkflowAccount, type WorkflowEngine } from '@tender/domain';
import type { HttpClient } from './http-client';

/**
 * The workflow engine's user and tenant registration after login (§7 "auto-registered after login"):
 * reads what exists and inserts only what is missing, then binds the user to the tenant unless bound.
 * §7 does not show the replies; this reads lists or `{items}` pages and records keyed by id or name.
 */
export class HttpWorkflowEngine implements WorkflowEngine {
  constructor(private readonly workflow: HttpClient) {}

  async ensureRegistered(account: WorkflowAccount): Promise<void> {
    const tenantId = String(account.tenantId);
    const [user, tenants] = await Promise.all([
      this.findUser(account.userName),
      this.workflow.get('/tenant/getList'),
    ]);
    if (!listOf(tenants).some((tenant) => idOf(tenant) === tenantId)) {
      await this.workflow.post('/tenant/insert', { id: tenantId, name: account.tenantName });
    }
    if (!user) {
      await this.workflow.post('/user/insert', {
        id: account.userName,
        userName: account.userName,
        displayName: account.displayName,
        tenantId,
      });
    }
    const members = await this.workflow.get('/tenant/user/getList', { params: { tenantId } });
    if (!listOf(members).some((member) => nameOf(member) === account.userName)) {
      await this.workflow.post('/user/tenant/bind', { userName: account.userName, tenantId });
    }
  }

  private async findUser(userName: string): Promise<unknown> {
    try {
      const user = await this.workflow.get('/user/get', { params: { userName } });
      return user ?? null;
    } catch (error) {
      // An unknown user is the answer "missing", not a failure; anything else still rejects.
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
}

function listOf(reply: unknown): unknown[] {
  if (Array.isArray(reply)) return reply;
  const items = (reply as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
}

function idOf(record: unknown): string | undefined {
  const r = record as { id?: unknown; tenantId?: unknown } | null;
  const id = r?.id ?? r?.tenantId;
  return id === undefined || id === null ? undefined : String(id);
}

function nameOf(record: unknown): string | undefined {
  const r = record as { userName?: unknown; id?: unknown } | null;
  const name = r?.userName ?? r?.id;
  return typeof name === 'string' ? name : undefined;
}
