import { type Company, type CompanyListQuery, companyListQuerySchema } from '@tender/domain';
import { Button, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { PageForm } from '../../../components/page-form';
import { useZodRule } from '../../../components/zod-rule';
import { useCompanies } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useT } from '../../../i18n/i18n-context';
import { PagedAdminTable, usePaging } from '../shared/paged-admin-table';
import { SearchActions } from '../shared/search-actions';
import { CompanyFormModal } from './company-form-modal';

interface CompanySearch {
  Keyword?: string;
}

/** The editor's state: closed, creating, or editing one company. */
type Editing = { readonly company: Company | undefined } | null;

/**
 * The tenant's companies, its agency offices (Admin only; §3, §1 users belong to one): search by a word
 * in the name or code, paged; create and edit.
 */
export default function CompaniesTab() {
  const { t } = useT();
  const zodRule = useZodRule();
  const permits = usePermits();
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const paging = usePaging();
  const query: CompanyListQuery = { ...(keyword ? { Keyword: keyword } : {}), ...paging.window };
  const companies = useCompanies(query);
  const [editing, setEditing] = useState<Editing>(null);

  const search = (word: string | undefined) => {
    setKeyword(word?.trim() || undefined);
    paging.toFirstPage();
  };

  const columns: TableColumnsType<Company> = [
    { key: 'name', title: t('companies.field.name'), dataIndex: 'name' },
    { key: 'code', title: t('companies.field.code'), dataIndex: 'code' },
    { key: 'address', title: t('companies.field.address'), dataIndex: 'address' },
    { key: 'phone', title: t('companies.field.phone'), dataIndex: 'phone' },
    ...(permits('company.edit')
      ? [
          {
            key: 'actions',
            title: t('organisation.actions'),
            render: (_: unknown, company: Company) => (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing({ company })}
                data-testid={`company-edit-${company.id}`}
              >
                {t('organisation.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="companies-tab">
      <PageForm<CompanySearch>
        name="company-search"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => search(values.Keyword)}
        onReset={() => search(undefined)}
      >
        <Form.Item
          name="Keyword"
          label={t('companies.search.keyword')}
          rules={[zodRule(companyListQuerySchema.shape.Keyword)]}
        >
          <Input allowClear data-testid="company-search-keyword" />
        </Form.Item>
        <SearchActions
          {...(permits('company.add')
            ? {
                create: {
                  label: t('companies.create'),
                  onClick: () => setEditing({ company: undefined }),
                  'data-testid': 'company-create',
                },
              }
            : {})}
        />
      </PageForm>
      <PagedAdminTable<Company>
        result={companies}
        columns={columns}
        paging={paging}
        data-testid="company-table"
        emptyText={
          // antd's placeholder grey is too light for text (WCAG AA): the theme's secondary text is not.
          <Typography.Text type="secondary" data-testid="companies-empty">
            {keyword ? t('companies.noMatch', { keyword }) : t('companies.none')}
          </Typography.Text>
        }
      />
      <CompanyFormModal open={editing !== null} company={editing?.company} onClose={() => setEditing(null)} />
    </div>
  );
}
