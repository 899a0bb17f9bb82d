import { AUDIT_PAGE_SIZE } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { auditExportQueryOf, auditQueryOf, auditSearchOf, withAuditSearch } from './audit-search';

const search = (query: string) => auditSearchOf(new URLSearchParams(query));

describe('the audit trail’s filters in the URL (a link opens the same view)', () => {
  it.each([
    ['tab=audit', { page: 1 }],
    ['tab=audit&user=admin&entity=user', { user: 'admin', entity: 'user', page: 1 }],
    ['user=%20admin%20&entity=', { user: 'admin', page: 1 }],
    ['project=1001&page=3', { project: 1001, page: 3 }],
    ['from=2026-03-01&to=2026-03-08', { from: '2026-03-01', to: '2026-03-08', page: 1 }],
    // Refused values are left out, the rest kept.
    ['project=abc&user=agent', { user: 'agent', page: 1 }],
    ['project=-4', { page: 1 }],
    ['from=2026-02-30&to=2026-03-08', { to: '2026-03-08', page: 1 }],
    ['from=2026-03-08&to=2026-03-01', { from: '2026-03-08', page: 1 }],
    ['from=2026-03-01T00:00:00Z', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
  ])('%s reads as %j', (query, expected) => {
    expect(search(query)).toEqual(expected);
  });

  it('asks the API for the page, in its terms', () => {
    expect(auditQueryOf({ user: 'admin', project: 7, from: '2026-03-01', page: 3 })).toEqual({
      userName: 'admin',
      projectId: 7,
      from: '2026-03-01',
      MaxResultCount: AUDIT_PAGE_SIZE,
      SkipCount: 2 * AUDIT_PAGE_SIZE,
    });
  });

  it('exports every page of the filter', () => {
    expect(auditExportQueryOf({ entity: 'role', to: '2026-03-02', page: 4 })).toEqual({
      entity: 'role',
      to: '2026-03-02',
    });
  });

  it('writes the search into the URL and keeps the tab', () => {
    const params = new URLSearchParams('tab=audit&user=old&page=4');
    expect(withAuditSearch(params, { entity: 'user', page: 1 }).toString()).toBe('tab=audit&entity=user');
    expect(withAuditSearch(params, { user: 'admin', page: 2 }).toString()).toBe(
      'tab=audit&user=admin&page=2',
    );
  });

  it('reads back what it writes', () => {
    const written = {
      user: 'admin',
      entity: 'appModule',
      project: 12,
      from: '2026-01-01',
      to: '2026-02-01',
      page: 5,
    };
    expect(auditSearchOf(withAuditSearch(new URLSearchParams('tab=audit'), written))).toEqual(written);
  });
});
