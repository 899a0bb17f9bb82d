import { EXCEPTION_PAGES, type ExceptionPage as ExceptionPageFacts } from '@tender/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';

export interface ExceptionPageProps {
  readonly status: ExceptionPageFacts['status'];
}

/** The 403, 404 and 500 pages (§2 Exception pages): the spec's text and a back-to-home button. */
export function ExceptionPage({ status }: ExceptionPageProps) {
  const { label } = useT();
  const navigate = useNavigate();
  const page = EXCEPTION_PAGES[status];
  return (
    <Result
      status={status}
      title={status}
      subTitle={label(page.message)}
      extra={
        <Button type="primary" onClick={() => navigate(page.backTo)} data-testid="exception-back-home">
          {label(page.backLabel)}
        </Button>
      }
      data-testid={`exception-${status}`}
    />
  );
}
