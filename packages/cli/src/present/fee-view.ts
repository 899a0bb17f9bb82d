import {
  type AgencyFeeKind,
  type AgencyFees,
  type FEE_PAYERS,
  type InvoiceStatus,
  type Label,
  type Locale,
  labelIn,
} from '@tender/domain';
import type { View } from '../output/view';

/** The kind of tender, who pays and the invoice status, worded as the web's bonds.en / bonds.zh-cn do. */
const KIND_WORDS: Readonly<Record<AgencyFeeKind, Label>> = {
  goods: { en: 'goods', zh: '货物招标' },
  services: { en: 'services', zh: '服务招标' },
  works: { en: 'works', zh: '工程招标' },
};
const PAYER_WORDS: Readonly<Record<(typeof FEE_PAYERS)[number], Label>> = {
  purchaser: { en: 'tenderer / purchaser', zh: '招标人/采购人' },
  winningBidder: { en: 'winning bidder', zh: '中标人' },
};
const INVOICE_WORDS: Readonly<Record<InvoiceStatus, Label>> = {
  notInvoiced: { en: 'not invoiced', zh: '未开票' },
  invoiced: { en: 'invoiced', zh: '已开票' },
  paid: { en: 'paid', zh: '已收款' },
};

/**
 * A project's agency fees for people: one row a package — the kind, the winning amount, the reference fee
 * of the rates (the citation in the title), the discount off it, the agreed minimum, the fee charged, who
 * pays it and the invoice status; amounts in yuan. A package whose fee is not set says so. `--json` gives
 * the fees as the API does.
 */
export function feeView(fees: AgencyFees, locale: Locale): View {
  const notSet = locale === 'zh-CN' ? '未设置' : 'not set';
  return {
    json: fees,
    blocks: [
      {
        kind: 'table',
        title: `Project ${fees.projectId} · agency fees · ${labelIn(fees.citation, locale)}`,
        head: [
          'Package',
          'Kind',
          'Winning amount',
          'Reference fee',
          'Discount %',
          'Minimum',
          'Charged',
          'Paid by',
          'Invoice',
        ],
        rows: fees.packages.map(({ groupNumber, groupName, fee }) => {
          const name = `${groupNumber} ${groupName}`;
          if (!fee) return [name, notSet, '', '', '', '', '', '', ''];
          return [
            name,
            labelIn(KIND_WORDS[fee.kind], locale),
            fee.winningAmount,
            fee.reference,
            fee.discountPercent,
            fee.minimum ?? '',
            fee.fee,
            labelIn(PAYER_WORDS[fee.payer], locale),
            labelIn(INVOICE_WORDS[fee.invoiceStatus], locale),
          ];
        }),
      },
    ],
  };
}
