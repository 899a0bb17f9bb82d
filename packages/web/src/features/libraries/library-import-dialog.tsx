import { ExclamationCircleOutlined, UploadOutlined } from '@ant-design/icons';
import {
  LIBRARY_IMPORT_MAX_BYTES,
  LIBRARY_IMPORT_MAX_ROWS,
  type LibraryImportPreview,
  type LibraryImportProblem,
  type LibraryImportRow,
  type LibraryKind,
  type Locale,
  validationMessageIn,
} from '@tender/domain';
import {
  Alert,
  Button,
  Modal,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Typography,
  theme,
  Upload,
} from 'antd';
import type { HTMLAttributes } from 'react';
import type { MessageKey } from '../../i18n/en';
import { type I18n, useT } from '../../i18n/i18n-context';

/** Where an import stands: a file to choose, being read, refused whole, or previewed (and maybe importing). */
export type LibraryImportState =
  | { readonly step: 'choose' }
  | { readonly step: 'reading'; readonly fileName: string }
  | { readonly step: 'refused'; readonly fileName: string; readonly message: string }
  | {
      readonly step: 'preview';
      readonly preview: LibraryImportPreview;
      readonly importing: boolean;
      /** Why the last import added nothing, when it was refused. */
      readonly failure?: string;
    };

/** The label of a part of a several-part cell, by its field (contacts.0.phone → Phone). */
const PART_LABELS: Readonly<Record<string, MessageKey>> = {
  name: 'libraries.field.contactName',
  phone: 'libraries.field.contactPhone',
  email: 'libraries.field.contactEmail',
  bankName: 'libraries.field.bankName',
  accountName: 'libraries.field.accountName',
  accountNumber: 'libraries.field.accountNumber',
  type: 'libraries.field.certificateType',
  number: 'libraries.field.certificateNumber',
  expiresOn: 'libraries.field.certificateExpiresOn',
};

/**
 * A row's problem as people read it, in the UI's language: the column as the file heads it, the line and
 * part of a several-part cell, then the form's message ("Contacts line 2 Phone may hold digits…").
 */
function problemText(problem: LibraryImportProblem, t: I18n['t'], locale: Locale): string {
  const [, ...rest] = problem.field.split('.');
  const where = rest.map((part) =>
    /^\d+$/.test(part)
      ? t('libraries.import.line', { line: Number(part) + 1 })
      : PART_LABELS[part]
        ? t(PART_LABELS[part])
        : part,
  );
  return namedMessage([problem.column, ...where].join(' '), problem.message, locale);
}

/**
 * What is wrong with a field, its name first (as the domain's fieldMessage says it) — also when the
 * message holds Chinese of the file's (a holder's name, a header), which fieldMessage would take for the
 * spec's own wording and show without the field.
 */
function namedMessage(field: string, message: string, locale: Locale): string {
  const text = validationMessageIn(message, locale);
  return locale === 'zh-CN' ? `${field}${text}` : `${field} ${text}`;
}

/**
 * The import of a spreadsheet into a library (§6 action `import`), step by step: choose a file (nothing
 * is sent until one is chosen), read its rows with what is wrong with each — rows with a problem
 * highlighted and counted — and import only when no row has one; a file that is no library sheet is
 * refused whole. The server checks everything again when importing.
 */
export function LibraryImportDialog({
  kind,
  state,
  onChoose,
  onImport,
  onClose,
}: {
  readonly kind: LibraryKind;
  readonly state: LibraryImportState;
  readonly onChoose: (file: File) => void;
  readonly onImport: () => void;
  readonly onClose: () => void;
}) {
  const { t, locale } = useT();
  const { token } = theme.useToken();
  const busy = state.step === 'reading' || (state.step === 'preview' && state.importing);
  const chooser = (label: MessageKey, primary: boolean) => (
    <Upload
      accept=".xlsx,.csv"
      maxCount={1}
      showUploadList={false}
      disabled={busy}
      // No upload of its own: the file is read and previewed first (onChoose).
      beforeUpload={(file) => {
        onChoose(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} type={primary ? 'primary' : 'default'} disabled={busy}>
        {t(label)}
      </Button>
    </Upload>
  );
  const ready = state.step === 'preview' && state.preview.errorRowCount === 0;

  const columns: TableColumnsType<LibraryImportRow> = [
    { key: 'row', title: t('libraries.import.column.row'), dataIndex: 'row', width: 72 },
    { key: 'name', title: t('libraries.field.name'), dataIndex: 'name' },
    { key: 'creditCode', title: t('libraries.field.creditCode'), dataIndex: 'creditCode' },
    {
      key: 'problems',
      title: t('libraries.import.column.problems'),
      render: (_, row) =>
        row.errors.length === 0 ? (
          t('libraries.import.noProblem')
        ) : (
          <Space orientation="vertical" size={0}>
            {row.errors.map((problem) => (
              <span key={`${problem.field}:${problem.message}`}>
                <ExclamationCircleOutlined style={{ color: token.colorError, marginRight: 6 }} aria-hidden />
                {problemText(problem, t, locale)}
              </span>
            ))}
          </Space>
        ),
    },
  ];

  return (
    <Modal
      open
      width={960}
      title={t('libraries.import.title', { library: t(`libraries.${kind}.title`) })}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {t('libraries.cancel')}
          </Button>
          {state.step !== 'choose' && chooser('libraries.import.chooseAnother', false)}
          {state.step === 'preview' && (
            <Button
              type="primary"
              disabled={!ready}
              loading={state.importing}
              onClick={onImport}
              data-testid="library-import-submit"
            >
              {t('libraries.import.submit', { rows: state.preview.rowCount })}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="library-import-dialog">
        {state.step === 'choose' && (
          <Space orientation="vertical" size="middle">
            <Typography.Paragraph>
              {t('libraries.import.hint', {
                rows: LIBRARY_IMPORT_MAX_ROWS.toLocaleString(locale),
                megabytes: LIBRARY_IMPORT_MAX_BYTES / (1024 * 1024),
              })}
            </Typography.Paragraph>
            {chooser('libraries.import.choose', true)}
          </Space>
        )}
        {state.step === 'reading' && (
          <Space data-testid="library-import-reading">
            <Spin />
            <Typography.Text>{t('libraries.import.reading', { fileName: state.fileName })}</Typography.Text>
          </Space>
        )}
        {state.step === 'refused' && (
          <Alert
            type="error"
            showIcon
            data-testid="library-import-refused"
            title={t('libraries.import.refused', { fileName: state.fileName })}
            description={state.message}
          />
        )}
        {state.step === 'preview' && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {state.failure && (
              <Alert type="error" showIcon title={state.failure} data-testid="library-import-failure" />
            )}
            <Alert
              type={ready ? 'success' : 'error'}
              showIcon
              data-testid="library-import-summary"
              title={
                ready
                  ? t('libraries.import.summaryClean', {
                      fileName: state.preview.fileName,
                      rows: state.preview.rowCount,
                    })
                  : t('libraries.import.summaryErrors', {
                      fileName: state.preview.fileName,
                      rows: state.preview.rowCount,
                      errors: state.preview.errorRowCount,
                    })
              }
            />
            <Table<LibraryImportRow>
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={state.preview.rows}
              data-testid="library-import-rows"
              onRow={(row) =>
                row.errors.length > 0
                  ? ({
                      style: { background: token.colorErrorBg },
                      'data-testid': `library-import-row-${row.row}`,
                      'data-problems': row.errors.length,
                    } as HTMLAttributes<HTMLElement>)
                  : ({ 'data-testid': `library-import-row-${row.row}` } as HTMLAttributes<HTMLElement>)
              }
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            />
          </Space>
        )}
      </div>
    </Modal>
  );
}

/** A refused file's reason as people read it: "The file is not an XLSX workbook". */
export function fileRefusalText(
  fields: readonly { field: string; message: string }[],
  t: I18n['t'],
  locale: Locale,
): string {
  return fields
    .map((f) =>
      f.field === 'file' || f.field === 'FileName'
        ? namedMessage(t('libraries.import.file'), f.message, locale)
        : validationMessageIn(f.message, locale),
    )
    .join('; ');
}
