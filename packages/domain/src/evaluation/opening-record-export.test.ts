import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import { spreadsheetCsv } from '../shared/spreadsheet-cell';
import { openingPackageOf } from './opening-record';
import { openingRecordTable } from './opening-record-export';

describe('the opening record as a spreadsheet', () => {
  const pkg = openingPackageOf(
    { id: 1, groupNumber: '包1', groupName: '设备', bondAmount: '100.00' as Money },
    [
      {
        id: 1,
        groupId: 1,
        bidder: '=甲公司',
        price: '1234.50' as Money,
        durationDays: 30,
        quality: null,
        bondPaid: false,
        receivedAt: '2026-12-15T01:00:00.000Z',
      },
    ],
    '2026-12-15T01:30:00.000Z',
    undefined,
  );

  it('lists each bid with its exact price, its time in the agencies’ day and its standing', () => {
    const table = openingRecordTable({ projectId: 9, deadline: null, packages: [pkg] }, 'zh-CN');
    expect(table.rows).toEqual([
      ['包1 设备', '=甲公司', '1234.50', '30', '', '未缴纳', '2026-12-15 09:00:00', '拒收：未缴保证金'],
    ]);
    expect(openingRecordTable({ projectId: 9, deadline: null, packages: [pkg] }, 'en').header[0]).toBe(
      'Bid package',
    );
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(spreadsheetCsv(table)).toContain("'=甲公司");
  });
});
