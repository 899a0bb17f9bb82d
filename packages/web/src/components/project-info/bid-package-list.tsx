import { type BidPackageGroup, formatMoney, PURCHASER_PAYS } from '@tender/domain';
import { Collapse, Descriptions, Typography } from 'antd';
import { useT } from '../../i18n/i18n-context';

export interface BidPackageListProps {
  readonly groups: readonly BidPackageGroup[];
}

/** The service fee as the agency quotes it: a discount percent or a fixed amount, never both (§3). */
function useServiceFee() {
  const { t } = useT();
  return (group: BidPackageGroup): string => {
    if (group.servicePercent != null)
      return t('projectInfo.package.servicePercent', { percent: group.servicePercent });
    if (group.serviceValue != null) return formatMoney(group.serviceValue);
    return t('projectInfo.none');
  };
}

/** A project's bid-package groups, each expandable (§2 drawer, §3 sGroupList), in groupSort order. */
export function BidPackageList({ groups }: BidPackageListProps) {
  const { t } = useT();
  const serviceFee = useServiceFee();
  if (groups.length === 0) return <Typography.Text type="secondary">{t('projectInfo.none')}</Typography.Text>;
  const sorted = [...groups].sort((a, b) => (a.groupSort ?? 0) - (b.groupSort ?? 0));
  return (
    <Collapse
      size="small"
      data-testid="bid-packages"
      items={sorted.map((group, index) => ({
        key: String(group.id ?? index),
        label: t('projectInfo.package.title', { number: group.groupNumber, name: group.groupName }),
        children: (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'content',
                label: t('projectInfo.package.content'),
                children: group.groupContent || '—',
              },
              {
                key: 'type',
                label: t('projectInfo.package.purchaserType'),
                children: group.purchaserType || '—',
              },
              {
                key: 'budget',
                label: t('projectInfo.package.budget'),
                children: group.groupBudget ? formatMoney(group.groupBudget) : '—',
              },
              {
                key: 'quoted',
                label: t('projectInfo.package.quotedType'),
                children: group.quotedType || '—',
              },
              {
                key: 'joint',
                label: t('projectInfo.package.isGroupBid'),
                children: t(group.isGroupBid ? 'projectInfo.yes' : 'projectInfo.no'),
              },
              {
                key: 'bond',
                label: t('projectInfo.package.bond'),
                // §3: an empty bond is shown as "not charged".
                children: group.bondAmount
                  ? formatMoney(group.bondAmount)
                  : t('projectInfo.package.notCharged'),
              },
              { key: 'fee', label: t('projectInfo.package.serviceFee'), children: serviceFee(group) },
              {
                key: 'payer',
                label: t('projectInfo.package.payer'),
                // §3: "是" means the tenderer pays.
                children: group.isPurchaserPay
                  ? t(
                      group.isPurchaserPay === PURCHASER_PAYS
                        ? 'projectInfo.package.payer.tenderer'
                        : 'projectInfo.package.payer.winner',
                    )
                  : '—',
              },
              {
                key: 'qualification',
                label: t('projectInfo.package.investorQualification'),
                children: group.investorQualification || '—',
              },
            ]}
          />
        ),
      }))}
    />
  );
}
