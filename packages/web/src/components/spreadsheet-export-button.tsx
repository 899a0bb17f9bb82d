import { DownloadOutlined } from '@ant-design/icons';
import type { ExportedFile } from '@tender/domain';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { refusalText } from '../i18n/refusal-text';
import { downloadFile } from './download-file';

export type SpreadsheetFormat = 'xlsx' | 'csv';

/**
 * Export as XLSX or CSV (§6 action `export`): the server writes the file of what the list shows, with
 * headers in the UI's language, and the browser downloads it; the button spins meanwhile, and a refusal
 * shows as a message.
 */
export function SpreadsheetExportButton({
  exportFile,
  'data-testid': testId,
}: {
  /** Writes the file in the format picked, its headers in `language`. */
  readonly exportFile: (format: SpreadsheetFormat, language: 'en' | 'zh-CN') => Promise<ExportedFile>;
  readonly 'data-testid': string;
}) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const run = async (format: SpreadsheetFormat) => {
    setExporting(true);
    try {
      const file = await exportFile(format, locale);
      downloadFile(file.bytes, file.fileName, file.contentType);
    } catch (error) {
      void message.error(refusalText(error, locale));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'xlsx', label: t('app.export.xlsx') },
          { key: 'csv', label: t('app.export.csv') },
        ],
        onClick: ({ key }) => void run(key as SpreadsheetFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exporting} data-testid={testId}>
        {t('app.export')}
      </Button>
    </Dropdown>
  );
}
