import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useT } from '../../../i18n/i18n-context';

export interface SearchActionsProps {
  /** The list's "new …" button, when the user may add (§6: actions not permitted are hidden). */
  readonly create?: { readonly label: string; readonly onClick: () => void; readonly 'data-testid': string };
}

/** The end of a list's search form: search, reset, and the list's "new" button. */
export function SearchActions({ create }: SearchActionsProps) {
  const { t } = useT();
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {t('organisation.search')}
      </Button>
      <Button htmlType="reset">{t('organisation.reset')}</Button>
      {create && (
        <Button icon={<PlusOutlined />} onClick={create.onClick} data-testid={create['data-testid']}>
          {create.label}
        </Button>
      )}
    </Space>
  );
}
