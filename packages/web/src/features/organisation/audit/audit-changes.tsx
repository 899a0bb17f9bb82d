import type { AuditChanges as Changes } from '@tender/domain';
import { Table, Typography } from 'antd';
import { useT } from '../../../i18n/i18n-context';

interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The fields a change touched, each before and after; a created entity has no before, a removed one no after. */
function fieldChanges(changes: Changes): FieldChange[] {
  const fields = [...new Set([...Object.keys(changes.before ?? {}), ...Object.keys(changes.after ?? {})])];
  return fields.map((field) => ({ field, before: changes.before?.[field], after: changes.after?.[field] }));
}

/**
 * What an administration write changed (ADR 0012: users, roles, companies, app modules and flow templates
 * carry the fields the change touched, before and after). Secrets are never here: the server redacts them.
 */
export function AuditChanges({ changes }: { changes: Changes }) {
  const { t } = useT();
  const rows = fieldChanges(changes);
  const shown = (value: unknown) =>
    value === undefined || value === null ? (
      <Typography.Text type="secondary">{t('audit.changes.absent')}</Typography.Text>
    ) : (
      <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {textOf(value)}
      </Typography.Text>
    );
  if (rows.length === 0) return <Typography.Text type="secondary">{t('audit.changes.none')}</Typography.Text>;
  return (
    <Table<FieldChange>
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="audit-changes"
      columns={[
        {
          key: 'field',
          title: t('audit.changes.field'),
          render: (_, row) => <Typography.Text code>{row.field}</Typography.Text>,
        },
        { key: 'before', title: t('audit.changes.before'), render: (_, row) => shown(row.before) },
        { key: 'after', title: t('audit.changes.after'), render: (_, row) => shown(row.after) },
      ]}
    />
  );
}

/** A field's value as text: words as written, lists of words joined, anything else as JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
    return value.join(', ');
  return JSON.stringify(value, null, 1);
}
