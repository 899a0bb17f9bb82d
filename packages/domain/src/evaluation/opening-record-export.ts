import { businessDateTimeOf } from '../shared/business-day';
import type { Locale } from '../shared/labels';
import type { SpreadsheetTable } from '../shared/spreadsheet-cell';
import type { BidStanding, OpeningRecord } from './opening-record';

const HEADERS: Record<Locale, readonly string[]> = {
  en: [
    'Bid package',
    'Bidder',
    'Bid price (yuan)',
    'Duration (days)',
    'Quality commitment',
    'Bond',
    'Received',
    'Standing',
  ],
  'zh-CN': ['标包', '投标人', '投标报价（元）', '工期（天）', '质量承诺', '保证金', '递交时间', '状态'],
};
const WORDS: Record<Locale, { paid: string; unpaid: string; standing: Record<BidStanding, string> }> = {
  en: {
    paid: 'paid',
    unpaid: 'not paid',
    standing: { valid: 'valid', late: 'refused: late', noBond: 'refused: no bond' },
  },
  'zh-CN': {
    paid: '已缴纳',
    unpaid: '未缴纳',
    standing: { valid: '有效', late: '拒收：逾期送达', noBond: '拒收：未缴保证金' },
  },
};

/**
 * The opening record (开标记录) as a spreadsheet, one row per bid in each package's order: the exact
 * price (yuan and fen, as recorded), the received time in the agencies' day (UTC+8), and each bid's
 * standing — refused bids included, as the record lists them.
 */
export function openingRecordTable(record: OpeningRecord, locale: Locale): SpreadsheetTable {
  const words = WORDS[locale];
  return {
    header: HEADERS[locale],
    rows: record.packages.flatMap((pkg) =>
      pkg.bids.map((bid) => [
        `${pkg.groupNumber} ${pkg.groupName}`,
        bid.bidder,
        bid.price,
        String(bid.durationDays),
        bid.quality ?? '',
        bid.bondPaid ? words.paid : words.unpaid,
        businessDateTimeOf(new Date(bid.receivedAt)),
        words.standing[bid.standing],
      ]),
    ),
  };
}
