import { PlusOutlined } from '@ant-design/icons';
import { type Expert, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { Button, Card, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { unnestedPaginationItem } from '../../components/unnested-pagination';
import { useExpertPage } from '../../data/evaluation/use-experts';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { ExpertFormModal } from './expert-form-modal';

/** The list's state lives in the address, so back, reload and a shared link show the same rows. */
function listOf(search: URLSearchParams) {
  const active = search.get('active');
  return {
    keyword: search.get('q') ?? '',
    speciality: search.get('speciality') ?? '',
    active: active === 'true' || active === 'false' ? active : '',
    page: Math.max(1, Number(search.get('page')) || 1),
    size: Number(search.get('size')) || TABLE_DEFAULT_PAGE_SIZE,
  };
}

/**
 * The expert library (专家库, the setting module /home/expert-library; ADR 0019): the experts a
 * committee is drawn from, found by name or company, speciality and status, by name a page at a time.
 * Who keeps the libraries adds and edits experts; everyone else reads.
 */
export default function ExpertLibraryApp(_: SubApplicationProps) {
  const { t } = useT();
  const permits = usePermits();
  const [search, setSearch] = useSearchParams();
  const list = listOf(search);
  const [editing, setEditing] = useState<Expert | 'new' | null>(null);
  const page = useExpertPage({
    ...(list.keyword ? { Keyword: list.keyword } : {}),
    ...(list.speciality ? { Speciality: list.speciality } : {}),
    ...(list.active ? { Active: list.active as 'true' | 'false' } : {}),
    MaxResultCount: list.size,
    SkipCount: (list.page - 1) * list.size,
  });
  // The specialities the library knows: those of the experts listed so far (a new one may be typed).
  const all = useExpertPage({ MaxResultCount: 1000 });
  const specialities = [...new Set((all.data?.items ?? []).map((expert) => expert.speciality))].sort();
  const change = (next: Partial<Record<'q' | 'speciality' | 'active', string>>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      params.delete('page');
      return params;
    });

  const columns: TableColumnsType<Expert> = [
    { key: 'name', title: t('experts.field.name'), dataIndex: 'name', width: 120 },
    { key: 'speciality', title: t('experts.field.speciality'), dataIndex: 'speciality', width: 120 },
    { key: 'company', title: t('experts.field.company'), dataIndex: 'company' },
    { key: 'phone', title: t('experts.field.phone'), dataIndex: 'phone', width: 140 },
    {
      key: 'avoid',
      title: t('experts.field.avoidCompanies'),
      render: (_, expert) => expert.avoidCompanies.map((company) => <Tag key={company}>{company}</Tag>),
    },
    {
      key: 'status',
      title: t('experts.field.status'),
      width: 90,
      render: (_, expert) =>
        expert.active ? (
          <Tag color={STATUS_COLOURS.success}>{t('experts.status.active')}</Tag>
        ) : (
          <Tag>{t('experts.status.retired')}</Tag>
        ),
    },
    ...(permits('expert.edit')
      ? [
          {
            key: 'actions',
            title: t('experts.actions'),
            width: 80,
            render: (_: unknown, expert: Expert) => (
              <Button
                size="small"
                type="link"
                onClick={() => setEditing(expert)}
                data-testid={`expert-edit-${expert.id}`}
              >
                {t('experts.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('experts.title')}
      data-testid="expert-library"
      extra={
        permits('expert.add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="expert-add"
          >
            {t('experts.add')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={list.keyword}
          placeholder={t('experts.search')}
          aria-label={t('experts.search')}
          onSearch={(q) => change({ q: q.trim() })}
          style={{ width: 240 }}
          data-testid="expert-search"
        />
        <Select
          value={list.speciality}
          onChange={(speciality) => change({ speciality })}
          options={[
            { value: '', label: t('experts.speciality.all') },
            ...specialities.map((value) => ({ value, label: value })),
          ]}
          aria-label={t('experts.field.speciality')}
          style={{ width: 160 }}
        />
        <Select
          value={list.active}
          onChange={(active) => change({ active })}
          options={[
            { value: '', label: t('experts.status.all') },
            { value: 'true', label: t('experts.status.active') },
            { value: 'false', label: t('experts.status.retired') },
          ]}
          aria-label={t('experts.field.status')}
          style={{ width: 140 }}
        />
      </Space>
      {page.isError ? (
        <LoadFailed title={t('experts.loadFailed')} error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <Table<Expert>
          rowKey="id"
          size="small"
          loading={page.isPending}
          columns={columns}
          dataSource={page.data?.items ?? []}
          locale={{ emptyText: t('experts.none') }}
          data-testid="expert-table"
          pagination={{
            current: list.page,
            pageSize: list.size,
            total: page.data?.totalCount ?? 0,
            showTotal: (total) => t('experts.total', { total }),
            itemRender: unnestedPaginationItem,
            onChange: (next, size) =>
              setSearch((current) => {
                const params = new URLSearchParams(current);
                params.set('page', String(next));
                params.set('size', String(size));
                return params;
              }),
          }}
        />
      )}
      {editing !== null && (
        <ExpertFormModal expert={editing} specialities={specialities} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
