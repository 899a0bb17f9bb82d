import {
  type CertificateState,
  type LibraryEntry,
  type LibraryKind,
  type LibraryListQuery,
  libraryListQuerySchema,
  PROVINCIAL_AREAS,
  TABLE_DEFAULT_PAGE_SIZE,
} from '@tender/domain';
import {
  Button,
  Card,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { PageForm } from '../../components/page-form';
import { useLibraryPage } from '../../data/libraries/use-libraries';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { EntryStanding } from './entry-standing';
import { ExportLibraryButton } from './export-library-button';
import { ImportLibraryButton } from './import-library-button';
import { libraryAnalysisPath, libraryDetailPath, libraryEditPath } from './library-paths';

type Sorting = NonNullable<LibraryListQuery['Sorting']>;
const SORTINGS: readonly (readonly [Sorting, 'nameAsc' | 'nameDesc' | 'newest' | 'oldest'])[] = [
  ['name asc', 'nameAsc'],
  ['name desc', 'nameDesc'],
  ['creationTime desc', 'newest'],
  ['creationTime asc', 'oldest'],
];
const CERTIFICATE_STATES: readonly CertificateState[] = ['valid', 'expiring', 'expired'];

interface SearchValues {
  Keyword?: string;
  Area?: string;
  Blacklisted?: 'true' | 'false';
  CertificateState?: CertificateState;
}

/**
 * The list's state lives in the address (search, filters, sort, page), so back, reload and a shared
 * link show the same rows. Anything the schema refuses in the address is dropped, not an error page.
 */
function queryOf(search: URLSearchParams): { query: LibraryListQuery; page: number; size: number } {
  const wanted = {
    Keyword: search.get('q') ?? undefined,
    Area: search.get('area') ?? undefined,
    Blacklisted: search.get('blacklisted') ?? undefined,
    CertificateState: search.get('certificate') ?? undefined,
    Sorting: search.get('sort') ?? undefined,
  };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const shape = libraryListQuerySchema.shape[key as keyof typeof wanted];
    if (value && shape.safeParse(value).success) query[key] = value;
  }
  const size = Number(search.get('size')) || TABLE_DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Number(search.get('page')) || 1);
  return { query: { ...query, MaxResultCount: size, SkipCount: (page - 1) * size }, page, size };
}

/**
 * A library's list (§1): a word in the name, credit code or a contact; area, and for bidders the
 * blacklist and certificate state; a sort; pages. Each row opens its entry; who may add, adds.
 */
export function LibraryListPage({ kind }: { readonly kind: LibraryKind }) {
  const { t } = useT();
  const permits = usePermits();
  const [search, setSearch] = useSearchParams();
  const { query, page: current, size: pageSize } = queryOf(search);
  const page = useLibraryPage(kind, query);
  const isBidder = kind === 'bidder';

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  const onSearch = (values: SearchValues) =>
    update({
      q: values.Keyword?.trim() || undefined,
      area: values.Area,
      blacklisted: values.Blacklisted,
      certificate: values.CertificateState,
      page: undefined,
    });

  const columns: TableColumnsType<LibraryEntry> = [
    {
      key: 'name',
      title: t('libraries.field.name'),
      render: (_, entry) => (
        <Link to={libraryDetailPath(kind, entry.id)} data-testid={`library-entry-${entry.id}`}>
          {entry.name}
        </Link>
      ),
    },
    { key: 'creditCode', title: t('libraries.field.creditCode'), dataIndex: 'creditCode' },
    { key: 'area', title: t('libraries.field.area'), dataIndex: 'area' },
    ...(isBidder ? [{ key: 'industry', title: t('libraries.field.industry'), dataIndex: 'industry' }] : []),
    {
      key: 'contact',
      title: t('libraries.field.contacts'),
      render: (_: unknown, entry: LibraryEntry) =>
        entry.contacts.map((contact) => [contact.name, contact.phone].filter(Boolean).join(' ')).join('; '),
    },
    ...(isBidder
      ? [
          {
            key: 'standing',
            title: t('libraries.field.standing'),
            render: (_: unknown, entry: LibraryEntry) => <EntryStanding entry={entry} />,
          },
        ]
      : []),
    ...(permits(`${kind}.edit`)
      ? [
          {
            key: 'actions',
            title: t('libraries.actions'),
            render: (_: unknown, entry: LibraryEntry) => (
              <Link to={libraryEditPath(kind, entry.id)} data-testid={`library-edit-${entry.id}`}>
                {t('libraries.edit')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  const filtered = Boolean(query.Keyword || query.Area || query.Blacklisted || query.CertificateState);
  return (
    <Card
      title={t(`libraries.${kind}.title`)}
      data-testid="library-list"
      extra={
        <Space>
          <LinkButton to={libraryAnalysisPath(kind)} data-testid="library-analysis-link">
            {t('libraryAnalysis.open')}
          </LinkButton>
          {permits(`${kind}.import`) && <ImportLibraryButton kind={kind} />}
          {permits(`${kind}.export`) && <ExportLibraryButton kind={kind} query={query} />}
          {permits(`${kind}.add`) && (
            <LinkButton type="primary" to={libraryEditPath(kind)} data-testid="library-create">
              {t(`libraries.${kind}.create`)}
            </LinkButton>
          )}
        </Space>
      }
    >
      <PageForm<SearchValues>
        name="library-search"
        // A new address (back, a link) refills the form from it.
        key={search.toString()}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={{
          Keyword: query.Keyword,
          Area: query.Area,
          Blacklisted: search.get('blacklisted') ?? undefined,
          CertificateState: query.CertificateState,
        }}
        onFinish={onSearch}
      >
        <Form.Item name="Keyword" label={t('libraries.search.keyword')}>
          <Input allowClear data-testid="library-search-keyword" />
        </Form.Item>
        <Form.Item name="Area" label={t('libraries.search.area')}>
          <Select
            allowClear
            showSearch
            style={{ width: 160 }}
            options={PROVINCIAL_AREAS.map((area) => ({ value: area, label: area }))}
          />
        </Form.Item>
        {isBidder && (
          <>
            <Form.Item name="Blacklisted" label={t('libraries.search.blacklisted')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={(['true', 'false'] as const).map((value) => ({
                  value,
                  label: t(`libraries.blacklisted.${value}`),
                }))}
                data-testid="library-search-blacklisted"
              />
            </Form.Item>
            <Form.Item name="CertificateState" label={t('libraries.search.certificateState')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={CERTIFICATE_STATES.map((state) => ({
                  value: state,
                  label: t(`libraries.certificate.${state}`),
                }))}
                data-testid="library-search-certificate"
              />
            </Form.Item>
          </>
        )}
        <Space>
          <Button type="primary" htmlType="submit" data-testid="library-search-submit">
            {t('libraries.search.submit')}
          </Button>
          <Button onClick={() => setSearch(new URLSearchParams())}>{t('libraries.search.reset')}</Button>
        </Space>
      </PageForm>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('libraries.sort')}</Typography.Text>
        <Select<Sorting>
          aria-label={t('libraries.sort')}
          style={{ width: 160 }}
          value={query.Sorting ?? 'name asc'}
          onChange={(sort) => update({ sort, page: undefined })}
          options={SORTINGS.map(([value, label]) => ({ value, label: t(`libraries.sort.${label}`) }))}
          data-testid="library-sort"
        />
      </Space>
      {page.isError ? (
        <LoadFailed title={t('libraries.loadFailed')} error={page.error} onRetry={() => page.refetch()} />
      ) : page.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <Table<LibraryEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data.items}
          loading={page.isFetching}
          scroll={{ x: 'max-content' }}
          data-testid="library-table"
          locale={{
            emptyText: (
              <Typography.Text type="secondary" data-testid="library-empty">
                {filtered ? t('libraries.noMatch') : t('libraries.none')}
              </Typography.Text>
            ),
          }}
          pagination={{
            current,
            pageSize,
            total: page.data.totalCount,
            showSizeChanger: true,
            showTotal: (total) => t('libraries.total', { total }),
            onChange: (next, size) =>
              update({
                page: next > 1 ? String(next) : undefined,
                size: size !== TABLE_DEFAULT_PAGE_SIZE ? String(size) : undefined,
              }),
          }}
        />
      )}
    </Card>
  );
}
