import { BID_EXCEPTIONS, type BidException, EXCEPTIONS_WHILE_BLOCKED } from '@tender/domain';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useT } from '../../i18n/i18n-context';

export interface BidExceptionModalProps {
  readonly open: boolean;
  /** The exceptions offered to this user now (domain offeredExceptions, §6), in the modal's order. */
  readonly offered: readonly BidException[];
  readonly blocked: boolean;
  readonly onChoose: (exception: BidException) => void;
  readonly onClose: () => void;
}

/**
 * The bid exception modal (§2): the seven choices as §6 filters them — process jump only for Admin or the
 * project manager, only terminate and re-tender while blocking messages exist.
 */
export function BidExceptionModal({ open, offered, blocked, onChoose, onClose }: BidExceptionModalProps) {
  const { t, label } = useT();
  return (
    <Modal
      open={open}
      title={t('operation.exception.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="bid-exception-modal"
    >
      <Typography.Paragraph>{t('operation.exception.choose')}</Typography.Paragraph>
      {blocked && offered.every((kind) => EXCEPTIONS_WHILE_BLOCKED.includes(kind)) && (
        <Alert
          type="info"
          showIcon
          title={t('operation.exception.blockedOnly')}
          style={{ marginBottom: 12 }}
        />
      )}
      {offered.length === 0 ? (
        <Typography.Text type="secondary">{t('operation.exception.none')}</Typography.Text>
      ) : (
        <Flex wrap gap={8}>
          {offered.map((kind) => (
            <Button
              key={kind}
              danger={kind === 'terminate' || kind === 'cancel'}
              onClick={() => onChoose(kind)}
              data-exception={kind}
            >
              {label(BID_EXCEPTIONS[kind])}
            </Button>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
