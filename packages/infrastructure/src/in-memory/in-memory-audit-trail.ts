import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditQuery,
  type AuditTrail,
  auditCsv,
  auditQuerySchema,
  isAdmin,
  NotPermittedError,
  type Paged,
  refusal,
  ValidationError,
} from '@tender/domain';

export interface InMemoryAuditRules {
  /** The signed-in user's role names (the trail is the Admin's alone, §6). */
  readonly callerRoles: () => readonly string[];
}

/**
 * The audit trail over a list (Storybook and UI unit tests), by the server's rules: Admin only, the
 * domain's filter, newest first, the same CSV.
 */
export class InMemoryAuditTrail implements AuditTrail {
  readonly entries: AuditEntry[];

  constructor(
    entries: readonly AuditEntry[],
    private readonly rules: InMemoryAuditRules,
  ) {
    this.entries = [...entries];
  }

  /** Adds an entry, as a write on the server would. */
  record(entry: Omit<AuditEntry, 'id'>): AuditEntry {
    const recorded = { ...entry, id: Math.max(0, ...this.entries.map((e) => e.id)) + 1 };
    this.entries.push(recorded);
    return recorded;
  }

  async getPaged(query: AuditQuery = {}): Promise<Paged<AuditEntry>> {
    const filter = this.filterOf(query);
    const matching = this.matching(filter);
    return {
      totalCount: matching.length,
      items: matching.slice(filter.SkipCount, filter.SkipCount + filter.MaxResultCount),
    };
  }

  async exportCsv(query: AuditQuery = {}): Promise<string> {
    return auditCsv(this.matching(this.filterOf(query)).slice(0, AUDIT_EXPORT_MAX_ROWS));
  }

  private filterOf(query: AuditQuery) {
    if (!isAdmin(this.rules.callerRoles())) throw new NotPermittedError(refusal('auditAdminOnly'));
    const parsed = auditQuerySchema.safeParse(query);
    if (!parsed.success) {
      throw new ValidationError(
        parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      );
    }
    return parsed.data;
  }

  private matching(filter: ReturnType<InMemoryAuditTrail['filterOf']>): AuditEntry[] {
    const from = filter.from ? Date.parse(filter.from) : -Infinity;
    const to = filter.to ? Date.parse(filter.to) : Infinity;
    return this.entries
      .filter((e) => !filter.userName || e.userName?.toLowerCase() === filter.userName.toLowerCase())
      .filter((e) => !filter.entity || e.entity === filter.entity)
      .filter((e) => filter.projectId === undefined || e.projectId === filter.projectId)
      .filter((e) => Date.parse(e.creationTime) >= from && Date.parse(e.creationTime) < to)
      .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime) || b.id - a.id);
  }
}

/** A few days of a demo tenant's writes, for the viewer's stories: projects, a notice, a user, logins. */
export function demoAuditEntries(now: number = Date.now()): AuditEntry[] {
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const base = {
    actor: 'user' as const,
    requestId: null,
    clientAddress: '10.0.0.8',
    changes: null,
  };
  return [
    {
      ...base,
      id: 1,
      creationTime: minutesAgo(4320),
      userId: 1,
      userName: 'admin',
      method: 'POST',
      route: '/api/TokenAuth/Authenticate',
      entity: 'accessToken',
      entityId: null,
      projectId: null,
    },
    {
      ...base,
      id: 2,
      creationTime: minutesAgo(4300),
      userId: 1,
      userName: 'admin',
      method: 'POST',
      route: '/api/services/app/User/Create',
      entity: 'user',
      entityId: '12',
      projectId: null,
      changes: { before: null, after: { userName: 'zhangwei', name: '张伟', roleNames: ['Agent'] } },
    },
    {
      ...base,
      id: 3,
      creationTime: minutesAgo(1440),
      userId: 2,
      userName: 'manager',
      method: 'POST',
      route: '/api/services/app/Sproject/CreateOrUpdate',
      entity: 'project',
      entityId: '1001',
      projectId: 1001,
    },
    {
      ...base,
      id: 4,
      creationTime: minutesAgo(600),
      userId: 2,
      userName: 'manager',
      method: 'POST',
      route: '/api/services/app/Sproject/CirculationProjectFlowById',
      entity: 'project',
      entityId: '1001',
      projectId: 1001,
    },
    {
      ...base,
      id: 5,
      creationTime: minutesAgo(90),
      userId: 3,
      userName: 'agent',
      method: 'POST',
      route: '/api/services/app/OfflineNotice/CreateOrUpdate',
      entity: 'notice',
      entityId: '31',
      projectId: 1001,
    },
    {
      ...base,
      id: 6,
      creationTime: minutesAgo(30),
      userId: 1,
      userName: 'admin',
      method: 'POST',
      route: '/api/services/app/Role/Update',
      entity: 'role',
      entityId: '4',
      projectId: null,
      changes: { before: { displayName: '访客' }, after: { displayName: '只读用户' } },
    },
  ];
}
