import { describe, expect, it } from 'vitest';
import type { AuditQuery } from '../audit/audit-query';
import type { AuditTrail } from '../ports/audit-trail';
import { ListAuditEntries } from './list-audit-entries';

describe('ListAuditEntries', () => {
  it('asks a page of the default size unless the caller names one', async () => {
    const asked: AuditQuery[] = [];
    const trail: AuditTrail = {
      getPaged: async (query = {}) => {
        asked.push(query);
        return { totalCount: 0, items: [] };
      },
      exportCsv: async () => '',
    };
    const list = new ListAuditEntries(trail);
    await list.execute();
    await list.execute({ userName: 'admin', MaxResultCount: 5 });
    expect(asked).toEqual([{ MaxResultCount: 20 }, { MaxResultCount: 5, userName: 'admin' }]);
  });
});
