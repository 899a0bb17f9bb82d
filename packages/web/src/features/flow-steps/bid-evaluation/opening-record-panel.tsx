import { DownloadOutlined } from '@ant-design/icons';
import { formatDateTime, openingRecordTable, spreadsheetCsv } from '@tender/domain';
import { Alert, Button, Empty, Skeleton, Space, Typography } from 'antd';
import { downloadText } from '../../../components/download-file';
import { LoadFailed } from '../../../components/load-failed';
import { useOpeningRecord, useOpeningRecordWriter } from '../../../data/evaluation/use-opening-record';
import { useT } from '../../../i18n/i18n-context';
import { SignInList } from '../sign-in-list';
import type { StepContext } from '../use-step';
import { OpeningImport } from './opening-import';
import { OpeningPackageCard } from './opening-package-card';

/**
 * Bid opening (开标): the live sign-ins (§7), the deadline the bids are judged by, and each package's
 * opening record; bids entered one by one or imported from a spreadsheet laid out as the export (the
 * import lists each wrong row). Printing prints the page as it stands (the browser's print, to paper or PDF); the
 * export is a CSV of every bid, refused ones included (domain openingRecordTable).
 */
export function OpeningRecordPanel({ context }: { readonly context: StepContext }) {
  const { t, locale } = useT();
  const { project } = context;
  const record = useOpeningRecord(project.id);
  const writer = useOpeningRecordWriter(project.id);
  if (record.isError) {
    return (
      <LoadFailed title={t('evaluation.loadFailed')} error={record.error} onRetry={() => record.refetch()} />
    );
  }
  if (!record.data)
    return <Skeleton active title={false} paragraph={{ rows: 5 }} data-testid="opening-loading" />;
  const { deadline, packages } = record.data;
  return (
    <div data-testid="opening-record">
      {deadline ? (
        <Typography.Paragraph data-testid="opening-deadline">
          {t('evaluation.deadline', { time: formatDateTime(deadline) })}
        </Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon title={t('evaluation.noDeadline')} data-testid="opening-no-deadline" />
      )}
      <SignInList
        projectId={project.id}
        userName={context.userName}
        {...(project.isTenderByLaw ? { minimum: packages[0]?.minimum ?? 3 } : {})}
      />
      {context.mayWrite('evaluation.edit') && packages.some((pkg) => pkg.confirmedAt === null) && (
        <OpeningImport record={record.data} importBids={writer.importBids} />
      )}
      {packages.length === 0 ? (
        <Empty description={t('evaluation.noPackages')} />
      ) : (
        packages.map((pkg) => (
          <OpeningPackageCard
            key={pkg.groupId}
            projectId={project.id}
            pkg={pkg}
            deadline={deadline}
            mayWrite={context.mayWrite('evaluation.edit')}
            writer={writer}
          />
        ))
      )}
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => window.print()} data-testid="opening-print">
          {t('evaluation.print')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadText(
              spreadsheetCsv(openingRecordTable(record.data, locale)),
              `开标记录-${project.projectNum}.csv`,
            )
          }
          data-testid="opening-export"
        >
          {t('evaluation.export')}
        </Button>
      </Space>
    </div>
  );
}
