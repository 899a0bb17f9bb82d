import { DownloadOutlined } from '@ant-design/icons';
import type { LibraryKind, LibraryListQuery } from '@tender/domain';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../components/download-file';
import { useExportLibrary } from '../../data/libraries/use-libraries';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';

/**
 * Exports the rows the list's search and filters keep, in its sort, as XLSX or CSV with headers in the
 * UI's language; the button spins while the server writes the file.
 */
export function ExportLibraryButton({
  kind,
  query,
}: {
  readonly kind: LibraryKind;
  readonly query: LibraryListQuery;
}) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const exportLibrary = useExportLibrary(kind);
  const [exporting, setExporting] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const { MaxResultCount: _size, SkipCount: _skip, ...filters } = query;
      const file = await exportLibrary({ ...filters, Format: format, Language: locale });
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
          { key: 'xlsx', label: t('libraries.export.xlsx') },
          { key: 'csv', label: t('libraries.export.csv') },
        ],
        onClick: ({ key }) => void run(key as 'xlsx' | 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exporting} data-testid="library-export">
        {t('libraries.export')}
      </Button>
    </Dropdown>
  );
}
