import { type BondEntry, type BondLedger, type Label, type Locale, labelIn } from '@tender/domain';
import type { Colours } from '../output/colours';
import type { View } from '../output/view';
import { statusWord } from './deadlines-view';

/** The regime the caps and refund days follow, in the words of each language. */
const REGIME_WORDS: Readonly<Record<BondLedger['regime'], Label>> = {
  tendering: { en: 'tendering (招标投标法)', zh: '招标投标法' },
  procurement: { en: 'government procurement (政府采购法)', zh: '政府采购法' },
};

/** Whether the bidder paid from its own account (实施条例 第二十六条), worded by language. */
function payerText(entry: BondEntry, article: string, locale: Locale): string {
  const zh = locale === 'zh-CN';
  if (entry.payerIsBidder) return zh ? '投标人' : 'bidder';
  return zh ? `非投标人账户（${article}）` : `not the bidder (${article})`;
}

/** Where a bond's refund stands: refunded on its day, else the bound's status; empty without a bound. */
function refundStatusText(entry: BondEntry, locale: Locale): string {
  if (entry.refundedOn) {
    const late = entry.refund?.status === 'missed';
    const zh = locale === 'zh-CN';
    if (late) return zh ? `${entry.refundedOn} 退还（逾期）` : `refunded late ${entry.refundedOn}`;
    return zh ? `${entry.refundedOn} 已退还` : `refunded ${entry.refundedOn}`;
  }
  return entry.refund ? statusWord(entry.refund.status, locale) : '';
}

/** A refund left undone past its day (the web ledger's alarm, bond-ledger-panel isOverdue). */
const overdue = (entry: BondEntry) => entry.refund?.status === 'missed' && entry.refundedOn === null;

/**
 * A project's bond ledger for people: first each package's cap (the lower of 2 % of its estimate and the
 * absolute cap, with the article that binds), then one row a bond — its package, bidder, amount (yuan),
 * the day paid, who paid it, the refund's due day (实施条例 第五十七条) and where it stands. A bond whose
 * refund is overdue, or paid from another's account, is flagged `!` (for `grep '^!'`). `--json` gives the
 * ledger as the API does.
 */
export function bondsView(ledger: BondLedger, locale: Locale, colours: Colours): View {
  const packageOf = (groupId: number) => ledger.packages.find((p) => p.groupId === groupId);
  const payerArticle = labelIn(ledger.payerCitation, locale);
  return {
    json: ledger,
    blocks: [
      {
        kind: 'table',
        title: `Project ${ledger.projectId} · bond caps · ${labelIn(REGIME_WORDS[ledger.regime], locale)}`,
        head: ['Package', 'Estimate', 'Bond asked', 'Cap', 'Article'],
        rows: ledger.packages.map((group) => [
          `${group.groupNumber} ${group.groupName}`,
          group.estimate ?? '',
          group.bondAmount ?? '',
          group.cap ?? '',
          group.capCitation ? labelIn(group.capCitation, locale) : '',
        ]),
      },
      {
        kind: 'table',
        title: `Project ${ledger.projectId} · bonds`,
        head: [
          '',
          'Id',
          'Package',
          'Bidder',
          'Amount',
          'Paid on',
          'Paid by',
          'Refund due',
          'Status',
          'Article',
        ],
        rows: ledger.entries.map((entry) => {
          const late = overdue(entry);
          const flagged = late || !entry.payerIsBidder;
          const status = refundStatusText(entry, locale);
          return [
            flagged ? colours.red('!') : '',
            String(entry.id),
            packageOf(entry.groupId)?.groupNumber ?? String(entry.groupId),
            entry.bidder,
            entry.amount,
            entry.paidOn,
            entry.payerIsBidder
              ? payerText(entry, payerArticle, locale)
              : colours.red(payerText(entry, payerArticle, locale)),
            entry.refund?.dueDate ?? '',
            late ? colours.bold(colours.red(status)) : status,
            entry.refund ? labelIn(entry.refund.citation, locale) : '',
          ];
        }),
        widths: [undefined, undefined, undefined, 24, undefined, undefined, 24, undefined, undefined, 26],
      },
    ],
  };
}
