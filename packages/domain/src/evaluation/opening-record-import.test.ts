import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import type { Money } from '../shared/money';
import type { SheetRow } from '../shared/sheet-import';
import { type OpeningRecord, openingPackageOf, type StoredOpeningBid } from './opening-record';
import { openingRecordTable } from './opening-record-export';
import { openingBidsOfSheet } from './opening-record-import';

const NOW = new Date('2026-12-15T06:00:00.000Z');
const groups = [
  { id: 11, groupNumber: '包1', groupName: '设备', bondAmount: '100.00' as Money },
  { id: 12, groupNumber: '包2', groupName: '安装', bondAmount: null },
];
const bid = (overrides: Partial<StoredOpeningBid>): StoredOpeningBid => ({
  id: 1,
  groupId: 11,
  bidder: '甲公司',
  price: '1234567.89' as Money,
  durationDays: 90,
  quality: '合格',
  bondPaid: true,
  receivedAt: '2026-12-15T01:00:00.000Z',
  ...overrides,
});

function recordOf(bids: readonly StoredOpeningBid[], confirmed: readonly number[] = []): OpeningRecord {
  return {
    projectId: 7,
    deadline: '2026-12-15T01:30:00.000Z',
    packages: groups.map((group) =>
      openingPackageOf(
        group,
        bids,
        '2026-12-15T01:30:00.000Z',
        confirmed.includes(group.id) ? { confirmedAt: NOW.toISOString(), confirmedBy: 'admin' } : undefined,
      ),
    ),
  };
}

/** A sheet's rows as a reader hands them over: the header in row 1. */
const sheet = (...lines: string[][]): SheetRow[] =>
  lines.map((cells, index) => ({ number: index + 1, cells }));

/** The fields a refusal names, with their messages. */
function refusal(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields.map((e) => `${e.field}: ${e.message}`);
    throw error;
  }
  throw new Error('the import was not refused');
}

describe('importing the opening record from a spreadsheet', () => {
  it('reads back what the export wrote, into another project’s empty record', () => {
    const exported = recordOf([
      bid({}),
      bid({ id: 2, groupId: 12, bidder: '=乙公司', quality: null, bondPaid: false, price: '88.00' as Money }),
    ]);
    for (const locale of ['en', 'zh-CN'] as const) {
      const table = openingRecordTable(exported, locale);
      const bids = openingBidsOfSheet(
        sheet([...table.header], ...table.rows.map((r) => [...r])),
        recordOf([]),
        NOW,
      );
      expect(bids).toEqual([
        {
          projectId: 7,
          groupId: 11,
          bidder: '甲公司',
          price: '1234567.89',
          durationDays: 90,
          quality: '合格',
          bondPaid: true,
          receivedAt: '2026-12-15T01:00:00.000Z',
        },
        {
          projectId: 7,
          groupId: 12,
          bidder: '=乙公司',
          price: '88.00',
          durationDays: 90,
          quality: null,
          bondPaid: false,
          receivedAt: '2026-12-15T01:00:00.000Z',
        },
      ]);
    }
  });

  it('takes the columns in any order, a package by its number or name, yes and no, and an ISO time', () => {
    const bids = openingBidsOfSheet(
      sheet(
        ['工期（天）', '投标人', '标包', '投标报价（元）', '保证金', '递交时间'],
        ['30', '丙公司', '包2', '1,000.5', '否', '2026-12-15T08:59:00+08:00'],
        ['', '', '', '', '', ''],
        ['45', '丁公司', '设备', '99', 'yes', '2026-12-15 09:10'],
      ),
      recordOf([]),
      NOW,
    );
    expect(bids.map((b) => [b.groupId, b.bidder, b.price, b.durationDays, b.bondPaid, b.receivedAt])).toEqual(
      [
        [12, '丙公司', '1000.50', 30, false, '2026-12-15T00:59:00.000Z'],
        [11, '丁公司', '99.00', 45, true, '2026-12-15T01:10:00.000Z'],
      ],
    );
  });

  it('refuses every wrong row by its number and column, and adds nothing', () => {
    const header = ['Bid package', 'Bidder', 'Bid price (yuan)', 'Duration (days)', 'Bond', 'Received'];
    expect(
      refusal(() =>
        openingBidsOfSheet(
          sheet(
            header,
            ['包9', '甲公司', '10', '30', 'paid', '2026-12-15 09:00'],
            ['包1 设备', '乙公司', 'ten', 'a month', 'maybe', '2026-12-15 09:00'],
            ['包2', '丙公司', '10', '30', 'paid', '2026-12-16 09:00'],
            ['包2', '丙公司', '10', '30', 'paid', '2026-02-30 09:00'],
            ['包1', '甲公司', '10', '30', 'paid', '2026-12-15 09:00'],
          ),
          recordOf([bid({})]),
          NOW,
        ),
      ),
    ).toEqual([
      'row 2.Bid package: is not a bid package of this project',
      'row 3.Bond: must be paid or not paid',
      'row 3.Bid price (yuan): must be a non-negative amount with at most two decimals',
      'row 3.Duration (days): must be a number',
      'row 4.Received: must not be later than now',
      'row 5.Received: is not a date and time',
      'row 6.Bidder: already has a bid in this bid package',
    ]);
  });

  it('refuses a bidder twice in one package of the file, and any row for a confirmed package', () => {
    const header = ['Bid package', 'Bidder', 'Bid price (yuan)', 'Duration (days)', 'Bond', 'Received'];
    expect(
      refusal(() =>
        openingBidsOfSheet(
          sheet(
            header,
            ['包2', '丙公司', '10', '30', 'paid', '2026-12-15 09:00'],
            ['包2', '丙公司', '11', '30', 'paid', '2026-12-15 09:00'],
            ['包1', '丁公司', '10', '30', 'paid', '2026-12-15 09:00'],
          ),
          recordOf([], [11]),
          NOW,
        ),
      ),
    ).toEqual([
      'row 3.Bidder: also bids for this bid package in row 2',
      'row 4.Bid package: is confirmed: its opening record is locked',
    ]);
  });

  it('refuses a file whose header is not the opening record’s, or that holds no bids', () => {
    const rows = [['包1', '甲公司', '10', '30', 'paid', '2026-12-15 09:00']];
    expect(
      refusal(() =>
        openingBidsOfSheet(sheet(['Bid package', 'Bidder', 'Credit code'], ...rows), recordOf([]), NOW),
      ),
    ).toEqual(['file: has a column the opening record does not have: Credit code']);
    expect(
      refusal(() =>
        openingBidsOfSheet(
          sheet(['标包', '投标人', '工期（天）', '保证金', '递交时间'], ...rows),
          recordOf([]),
          NOW,
        ),
      ),
    ).toEqual(['file: lacks the column 投标报价（元）']);
    expect(
      refusal(() =>
        openingBidsOfSheet(
          sheet(['Bid package', 'Bidder', 'Bid price (yuan)', 'Duration (days)', 'Bond', 'Received']),
          recordOf([]),
          NOW,
        ),
      ),
    ).toEqual(['file: has no rows below its header']);
  });
});
