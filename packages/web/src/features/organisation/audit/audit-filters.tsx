import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { FIT_ROW } from '../../../components/antd-defaults';
import { useT } from '../../../i18n/i18n-context';
import { AUDIT_ENTITY_LABELS } from './audit-entities';
import type { AuditSearch } from './audit-search';

interface FilterFields {
  user?: string;
  entity?: string;
  project?: number | null;
  days?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

/** The form's fields for a search: the last day shown is the day before the exclusive `to`. */
function fieldsOf(search: AuditSearch): FilterFields {
  return {
    user: search.user,
    entity: search.entity,
    project: search.project ?? null,
    days:
      search.from || search.to
        ? [search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to).subtract(1, 'day') : null]
        : null,
  };
}

/** The search the form's fields ask for, from its first page: the last day picked is included. */
function searchOf(fields: FilterFields): AuditSearch {
  const [first, last] = fields.days ?? [null, null];
  return {
    user: fields.user?.trim() || undefined,
    entity: fields.entity?.trim() || undefined,
    project: fields.project ?? undefined,
    from: first ? first.format(DAY) : undefined,
    to: last ? last.add(1, 'day').format(DAY) : undefined,
    page: 1,
  };
}

export interface AuditFiltersProps {
  readonly search: AuditSearch;
  readonly onSearch: (search: AuditSearch) => void;
  /** More buttons beside search and reset (the export). */
  readonly extra?: ReactNode;
}

/**
 * The audit trail's filters (ADR 0012): the user's login name, the entity (one of those the trail names,
 * or any typed), the project, and a range of business days. The form follows the URL, so going back
 * shows the filters of the entries shown.
 */
export function AuditFilters({ search, onSearch, extra }: AuditFiltersProps) {
  const { t } = useT();
  const [form] = Form.useForm<FilterFields>();
  const [typedEntity, setTypedEntity] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL's filters, not the page
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(fieldsOf(search));
  }, [search.user, search.entity, search.project, search.from, search.to]);

  const known = Object.entries(AUDIT_ENTITY_LABELS).map(([value, key]) => ({ value, label: t(key) }));
  // What the trail may name beyond the list: the URL's entity, or what the user is typing.
  const others = [search.entity, typedEntity.trim()].filter(
    (value, index, all): value is string =>
      !!value && !AUDIT_ENTITY_LABELS[value] && all.indexOf(value) === index,
  );
  const entityOptions = [...known, ...others.map((value) => ({ value, label: value }))];

  return (
    <Form<FilterFields>
      form={form}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(fields) => onSearch(searchOf(fields))}
      data-testid="audit-filters"
    >
      <Form.Item name="user" label={t('audit.filter.user')}>
        <Input allowClear placeholder={t('audit.filter.userPlaceholder')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="entity" label={t('audit.filter.entity')}>
        <Select
          allowClear
          style={{ width: 180 }}
          options={entityOptions}
          showSearch={{ onSearch: setTypedEntity, optionFilterProp: ['label', 'value'] }}
          onChange={() => setTypedEntity('')}
        />
      </Form.Item>
      <Form.Item name="project" label={t('audit.filter.project')}>
        <InputNumber min={1} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="days" label={t('audit.filter.dates')} style={FIT_ROW}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('audit.filter.from'), t('audit.filter.to')]}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('organisation.search')}
        </Button>
        <Button onClick={() => onSearch({ page: 1 })}>{t('organisation.reset')}</Button>
        {extra}
      </Space>
    </Form>
  );
}
