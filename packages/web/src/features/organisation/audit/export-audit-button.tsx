import { DownloadOutlined } from '@ant-design/icons';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditQuery,
  AuditTrail,
  formatMoment,
  ServerClock,
} from '@tender/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadText } from '../../../components/download-file';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { refusalText } from '../../../i18n/refusal-text';

export interface ExportAuditButtonProps {
  /** The filter of the entries shown; the export carries all its pages. */
  readonly query: AuditQuery;
  /** How many entries the filter matches, when known. */
  readonly total: number | undefined;
}

/**
 * Exports the filtered audit trail as a CSV file (ADR 0012: AuditLog/Export, formula-safe cells), named
 * after the server's day (audit-YYYYMMDD.csv). The button spins while the server writes it.
 */
export function ExportAuditButton({ query, total }: ExportAuditButtonProps) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const trail = useInject<AuditTrail>(AuditTrail);
  const clock = useInject<ServerClock>(ServerClock);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await trail.exportCsv(query);
      const file = `audit-${formatMoment(clock.now(), 'YYYYMMDD')}.csv`;
      downloadText(csv, file);
      void message.success(t('audit.exported', { file }));
      if (total !== undefined && total > AUDIT_EXPORT_MAX_ROWS)
        void message.warning(t('audit.exportCapped', { max: AUDIT_EXPORT_MAX_ROWS }));
    } catch (error) {
      void message.error(t('audit.exportFailed', { reason: refusalText(error, locale) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} data-testid="audit-export">
      {t('audit.export')}
    </Button>
  );
}
