import { Button, Space, Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';

type ApprovalState = '0' | '1' | '2';
const COLOURS: Record<ApprovalState, string> = { '0': 'default', '1': STATUS_COLOURS.success, '2': 'red' };

/** A review state ("1" approved, §3) as a tag. */
export function ApprovalTag({ state }: { state: ApprovalState }) {
  const { t } = useT();
  return <Tag color={COLOURS[state]}>{t(`steps.state.${state}` as MessageKey)}</Tag>;
}

/** Approve and reject, each hidden once it is the current state. */
export function ApprovalActions({
  state,
  disabled,
  onChange,
}: {
  state: ApprovalState;
  disabled: boolean;
  onChange: (state: '1' | '2') => void;
}) {
  const { t } = useT();
  return (
    <Space size="small">
      {state !== '1' && (
        <Button size="small" type="primary" ghost disabled={disabled} onClick={() => onChange('1')}>
          {t('steps.approve')}
        </Button>
      )}
      {state !== '2' && (
        <Button size="small" danger disabled={disabled} onClick={() => onChange('2')}>
          {t('steps.reject')}
        </Button>
      )}
    </Space>
  );
}
