import {
  type Blacklisting,
  businessDateOf,
  type Certificate,
  certificateState,
  formatDateTime,
  type LibraryKind,
} from '@tender/domain';
import { Card, Descriptions, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { useLibraryEntry } from '../../data/libraries/use-libraries';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { CertificateTag, EntryStanding } from './entry-standing';
import { LibraryHistory } from './library-history';
import { entryIdOf, libraryEditPath, libraryListPath } from './library-paths';

/**
 * One entry of a library (§2 /detail): the organisation, how to reach it, for a bidder its bank
 * account, certificates (each with where it stands today) and blacklist history, and its history in
 * the projects.
 */
export function LibraryDetailPage({ kind }: { readonly kind: LibraryKind }) {
  const { t } = useT();
  const permits = usePermits();
  const [search] = useSearchParams();
  const id = entryIdOf(search);
  const entry = useLibraryEntry(kind, id);
  if (id === undefined || entry.isError) {
    return (
      <Card>
        <Empty description={t('libraries.notFound')}>
          <LinkButton to={libraryListPath(kind)}>{t('libraries.backToList')}</LinkButton>
        </Empty>
        {entry.isError && (
          <LoadFailed title={t('libraries.notFound')} error={entry.error} onRetry={() => entry.refetch()} />
        )}
      </Card>
    );
  }
  if (entry.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const shown = entry.data;
  const isBidder = kind === 'bidder';
  // The server's standing is today's; a certificate's own tag is read the same way, from its date.
  const today = businessDateOf(new Date());
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="library-detail">
      <Card
        title={shown.name}
        extra={
          permits(`${kind}.edit`) && (
            <LinkButton to={libraryEditPath(kind, shown.id)} data-testid="library-detail-edit">
              {t('libraries.edit')}
            </LinkButton>
          )
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('libraries.field.creditCode')}>{shown.creditCode}</Descriptions.Item>
          {isBidder && (
            <Descriptions.Item label={t('libraries.field.legalRepresentative')}>
              {shown.legalRepresentative}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('libraries.field.area')}>{shown.area}</Descriptions.Item>
          {isBidder && (
            <Descriptions.Item label={t('libraries.field.industry')}>{shown.industry}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('libraries.field.address')}>{shown.address}</Descriptions.Item>
          <Descriptions.Item label={t('libraries.field.creationTime')}>
            {formatDateTime(shown.creationTime)}
          </Descriptions.Item>
          {isBidder && (
            <Descriptions.Item label={t('libraries.field.standing')}>
              <EntryStanding entry={shown} />
            </Descriptions.Item>
          )}
          {isBidder && shown.bankAccount && (
            <Descriptions.Item label={t('libraries.field.bankAccount')} span={2}>
              {`${shown.bankAccount.bankName} · ${shown.bankAccount.accountName} · ${shown.bankAccount.accountNumber}`}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('libraries.field.contacts')} size="small">
        <Table
          rowKey={(contact) => `${contact.name}-${contact.phone ?? ''}`}
          size="small"
          pagination={false}
          dataSource={shown.contacts}
          locale={{
            emptyText: <Typography.Text type="secondary">{t('libraries.noContacts')}</Typography.Text>,
          }}
          columns={[
            { key: 'name', title: t('libraries.field.contactName'), dataIndex: 'name' },
            { key: 'phone', title: t('libraries.field.contactPhone'), dataIndex: 'phone' },
            { key: 'email', title: t('libraries.field.contactEmail'), dataIndex: 'email' },
          ]}
        />
      </Card>
      {isBidder && (
        <Card title={t('libraries.field.certificates')} size="small">
          <Table<Certificate>
            rowKey={(certificate) => `${certificate.type}-${certificate.number}`}
            size="small"
            pagination={false}
            dataSource={shown.certificates}
            locale={{
              emptyText: <Typography.Text type="secondary">{t('libraries.noCertificates')}</Typography.Text>,
            }}
            data-testid="library-certificates"
            columns={[
              { key: 'type', title: t('libraries.field.certificateType'), dataIndex: 'type' },
              { key: 'number', title: t('libraries.field.certificateNumber'), dataIndex: 'number' },
              { key: 'expiresOn', title: t('libraries.field.certificateExpiresOn'), dataIndex: 'expiresOn' },
              {
                key: 'state',
                title: t('libraries.field.standing'),
                render: (_, certificate) => (
                  <CertificateTag state={certificateState(certificate.expiresOn, today)} />
                ),
              },
            ]}
          />
        </Card>
      )}
      {isBidder && (
        <Card title={t('libraries.field.blacklistings')} size="small">
          <Table<Blacklisting>
            rowKey={(entry) => `${entry.from}-${entry.reason}`}
            size="small"
            pagination={false}
            dataSource={shown.blacklistings}
            locale={{
              emptyText: <Typography.Text type="secondary">{t('libraries.noBlacklistings')}</Typography.Text>,
            }}
            columns={[
              { key: 'reason', title: t('libraries.field.blacklistReason'), dataIndex: 'reason' },
              { key: 'from', title: t('libraries.field.blacklistFrom'), dataIndex: 'from' },
              {
                key: 'until',
                title: t('libraries.field.until'),
                render: (_, entry) => entry.until ?? t('libraries.noEnd'),
              },
            ]}
          />
        </Card>
      )}
      <LibraryHistory kind={kind} id={shown.id} />
    </Space>
  );
}
