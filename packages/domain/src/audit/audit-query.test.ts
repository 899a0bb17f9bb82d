import { describe, expect, it } from 'vitest';
import { isAdminAuditEntity } from './audit-entry';
import { AUDIT_PAGE_SIZE, auditQuerySchema } from './audit-query';

describe('auditQuerySchema: the audit trail filter shared by the server and its clients', () => {
  it('takes query-string values and gives defaults', () => {
    expect(auditQuerySchema.parse({ projectId: '12', MaxResultCount: '5' })).toEqual({
      projectId: 12,
      MaxResultCount: 5,
      SkipCount: 0,
    });
    expect(auditQuerySchema.parse({}).MaxResultCount).toBe(AUDIT_PAGE_SIZE);
  });

  it('reads a date as the start of that business day (UTC+8) and a date-time as itself', () => {
    expect(auditQuerySchema.parse({ from: '2026-03-01', to: '2026-03-02T10:00:00+08:00' })).toMatchObject({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-02T02:00:00.000Z',
    });
  });

  it.each([
    [{ from: '2026-02-30' }, 'from'],
    [{ from: 'yesterday' }, 'from'],
    [{ to: '2026-03-01T10:00:00' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ projectId: '0' }, 'projectId'],
    [{ MaxResultCount: '1001' }, 'MaxResultCount'],
  ])('refuses %j, naming %s', (query, field) => {
    const parsed = auditQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('isAdminAuditEntity', () => {
  it('names the administration entities whose entries carry before and after', () => {
    expect(['user', 'role', 'company', 'appModule', 'flowTemplate'].every(isAdminAuditEntity)).toBe(true);
    expect(isAdminAuditEntity('project')).toBe(false);
  });
});
