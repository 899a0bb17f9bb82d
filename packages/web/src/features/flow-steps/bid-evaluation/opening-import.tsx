import { UploadOutlined } from '@ant-design/icons';
import {
  type FieldError,
  type Locale,
  type OpeningRecord,
  ValidationError,
  validationMessageIn,
} from '@tender/domain';
import { Alert, App, Button, Space, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { type I18n, useT } from '../../../i18n/i18n-context';
import { refusalText } from '../../../i18n/refusal-text';

/** Where a problem is, as people read it: "Row 3, Bid price (yuan)", or the file itself. */
function problemText(problem: FieldError, t: I18n['t'], locale: Locale): string {
  const row = /^row (\d+)\.(.*)$/.exec(problem.field);
  const where = row
    ? t('evaluation.import.row', { row: Number(row[1]), column: row[2] ?? '' })
    : t('evaluation.import.file');
  return `${where}: ${validationMessageIn(problem.message, locale)}`;
}

const bidCount = (record: OpeningRecord) => record.packages.reduce((sum, pkg) => sum + pkg.bids.length, 0);

/**
 * Importing bids into the opening record from a spreadsheet laid out as its export (domain
 * opening-record-import.ts). Nothing is sent until a file is chosen; the server adds every row or none,
 * and when it refuses, each row's problem is listed here until the next try or a close.
 */
export function OpeningImport({
  record,
  importBids,
}: {
  readonly record: OpeningRecord;
  readonly importBids: (file: { fileName: string; bytes: ArrayBuffer }) => Promise<OpeningRecord>;
}) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ fileName: string; problems: readonly FieldError[] } | null>(null);

  const choose = async (file: File) => {
    setBusy(true);
    setRefused(null);
    try {
      const after = await importBids({ fileName: file.name, bytes: await file.arrayBuffer() });
      void message.success(t('evaluation.import.done', { count: bidCount(after) - bidCount(record) }));
    } catch (error) {
      if (error instanceof ValidationError) setRefused({ fileName: file.name, problems: error.fields });
      else void message.error(refusalText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Tooltip title={t('evaluation.import.hint')}>
        <Upload
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="opening-import">
            {t('evaluation.import')}
          </Button>
        </Upload>
      </Tooltip>
      {refused && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefused(null) }}
          data-testid="opening-import-problems"
          title={t('evaluation.import.refused', { fileName: refused.fileName })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>{problemText(problem, t, locale)}</li>
              ))}
            </ul>
          }
        />
      )}
    </Space>
  );
}
