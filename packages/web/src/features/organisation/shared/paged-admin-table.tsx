import type { UseQueryResult } from '@tanstack/react-query';
import { type Paged, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { Skeleton, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useT } from '../../../i18n/i18n-context';

/** A table's page: which one, how many rows (§9: 10 unless the user picks another size). */
export function usePaging() {
  const [paging, setPaging] = useState({ current: 1, pageSize: TABLE_DEFAULT_PAGE_SIZE });
  return {
    paging,
    setPaging,
    /** A new search starts again at the first page. */
    toFirstPage: () => setPaging((current) => ({ ...current, current: 1 })),
    /** The ABP list parameters of the page (§7). */
    window: { MaxResultCount: paging.pageSize, SkipCount: (paging.current - 1) * paging.pageSize },
  };
}

export interface PagedAdminTableProps<T> {
  readonly result: UseQueryResult<Paged<T>>;
  readonly columns: TableColumnsType<T>;
  readonly paging: ReturnType<typeof usePaging>;
  readonly emptyText?: ReactNode;
  readonly 'data-testid'?: string;
}

/**
 * A paged list of the organisation settings: a skeleton while the first page loads, the failure with a
 * retry, else the rows with the total and the page sizes — the same for users and companies.
 */
export function PagedAdminTable<T extends { readonly id: number }>({
  result,
  columns,
  paging: { paging, setPaging },
  emptyText,
  'data-testid': testId,
}: PagedAdminTableProps<T>) {
  const { t } = useT();
  if (result.isError) {
    return (
      <LoadFailed
        title={t('organisation.loadFailed')}
        error={result.error}
        onRetry={() => result.refetch()}
      />
    );
  }
  if (result.isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={result.data.items}
      loading={result.isFetching}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      {...(emptyText ? { locale: { emptyText } } : {})}
      pagination={{
        current: paging.current,
        pageSize: paging.pageSize,
        total: result.data.totalCount,
        showSizeChanger: true,
        showTotal: (total) => t('organisation.total', { total }),
      }}
      onChange={(pagination) =>
        setPaging({
          current: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? TABLE_DEFAULT_PAGE_SIZE,
        })
      }
    />
  );
}
