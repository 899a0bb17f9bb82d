import {
  type FailureExit,
  type FailureNoticeDraft,
  type LawfulExit,
  NON_TENDERING_METHODS,
  type RefundDue,
  type TenderFailure,
} from '@tender/domain';
import { Alert, Button, Flex, Modal, Radio, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context';

export interface FailureWizardProps {
  readonly projectName: string;
  readonly failure: TenderFailure;
  /** The lawful exits offered to this user now (lawfulExits, as offeredExceptions allows them). */
  readonly exits: readonly LawfulExit[];
  /** The re-tender's name ("…（第N次招标）"); undefined while its chain is read. */
  readonly retenderName: string | undefined;
  readonly noticeDraft: FailureNoticeDraft;
  /** The refund batch a termination would make; undefined while the ledger is read. */
  readonly refundBatch: readonly RefundDue[] | undefined;
  /** Asked when the terminate exit is chosen: the batch needs the ledger. */
  readonly onPreviewTermination?: () => void;
  readonly onExit: (exit: FailureExit) => void;
}

const STEP = { shortfalls: 0, exit: 1, confirm: 2 } as const;

/**
 * The failure wizard (§4 exceptions, §5 "too few", ADR 0023): on the operation screen of a tender whose
 * counts fell below three, it shows which fell short with their articles, then offers only the lawful
 * exits as steps — re-tender (the prefilled create form), change of method (the form with the approval
 * document), terminate (with a preview of the notice draft and the refund batch).
 */
export function FailureWizard(props: FailureWizardProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="error"
        showIcon
        data-testid="failure-wizard"
        style={{ marginBottom: 12 }}
        title={t('failure.title')}
        description={t('failure.intro')}
        action={
          <Button danger onClick={() => setOpen(true)} data-testid="failure-wizard-open">
            {t('failure.open')}
          </Button>
        }
      />
      <Modal
        open={open}
        title={t('failure.wizard.title', { name: props.projectName })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        destroyOnHidden
        data-testid="failure-wizard-modal"
      >
        <WizardSteps
          {...props}
          onExit={(exit) => {
            setOpen(false);
            props.onExit(exit);
          }}
        />
      </Modal>
    </>
  );
}

function WizardSteps(props: FailureWizardProps) {
  const { t } = useT();
  const [step, setStep] = useState<number>(STEP.shortfalls);
  const [exit, setExit] = useState<FailureExit | undefined>(props.exits[0]?.exit);
  const chosen = props.exits.find((e) => e.exit === exit);
  const choose = (next: FailureExit) => {
    setExit(next);
    if (next === 'terminate') props.onPreviewTermination?.();
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Steps
        size="small"
        current={step}
        items={[
          { title: t('failure.step.shortfalls') },
          { title: t('failure.step.exit') },
          { title: t('failure.step.confirm') },
        ]}
      />
      {step === STEP.shortfalls && <Shortfalls failure={props.failure} />}
      {step === STEP.exit && <ExitChoice {...props} exit={exit} onChoose={choose} />}
      {step === STEP.confirm && chosen && <ExitReview {...props} exit={chosen} />}
      <Flex justify="space-between">
        <Button disabled={step === STEP.shortfalls} onClick={() => setStep(step - 1)}>
          {t('failure.back')}
        </Button>
        {step < STEP.confirm ? (
          <Button
            type="primary"
            disabled={step === STEP.exit && !chosen}
            onClick={() => {
              if (step === STEP.shortfalls && exit === 'terminate') props.onPreviewTermination?.();
              setStep(step + 1);
            }}
            data-testid="failure-wizard-next"
          >
            {t('failure.next')}
          </Button>
        ) : (
          chosen && (
            <Button
              type="primary"
              danger={chosen.exit === 'terminate'}
              disabled={chosen.exit === 'retender' && !props.retenderName}
              onClick={() => props.onExit(chosen.exit)}
              data-testid="failure-wizard-run"
            >
              {t(`failure.run.${chosen.exit}`)}
            </Button>
          )
        )}
      </Flex>
    </Space>
  );
}

function Shortfalls({ failure }: { failure: TenderFailure }) {
  const { label } = useT();
  return (
    <Flex
      vertical
      gap={8}
      component="ul"
      style={{ margin: 0, paddingInlineStart: 20 }}
      data-testid="failure-shortfalls"
    >
      {failure.shortfalls.map((shortfall) => (
        <li key={shortfall.code} data-shortfall={shortfall.code}>
          <Typography.Text>{label(shortfall.message)}</Typography.Text> <Tag>{label(shortfall.citation)}</Tag>
        </li>
      ))}
    </Flex>
  );
}

function ExitChoice({
  exits,
  exit,
  retenderName,
  onChoose,
}: FailureWizardProps & { exit: FailureExit | undefined; onChoose: (exit: FailureExit) => void }) {
  const { t, label } = useT();
  return (
    <Radio.Group value={exit} onChange={(event) => onChoose(event.target.value)} style={{ width: '100%' }}>
      <Flex vertical gap={12}>
        {exits.map((option) => (
          <Radio key={option.exit} value={option.exit} data-exit={option.exit}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`failure.exit.${option.exit}`)}</Typography.Text>
              <Typography.Text type="secondary">
                {t(`failure.exit.${option.exit}.help`, { name: retenderName ?? '…' })}
              </Typography.Text>
              <span>
                <Tag>{label(option.citation)}</Tag>
              </span>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

function ExitReview(props: FailureWizardProps & { exit: LawfulExit }) {
  const { t, label } = useT();
  const { exit } = props;
  if (exit.exit === 'retender') {
    return (
      <Flex vertical gap={8} data-testid="failure-review-retender">
        <Typography.Text type="secondary">{t('failure.retender.name')}</Typography.Text>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="failure-retender-name">
          {props.retenderName ?? '…'}
        </Typography.Title>
        <Typography.Paragraph>{t('failure.retender.carried')}</Typography.Paragraph>
      </Flex>
    );
  }
  if (exit.exit === 'changeMethod') {
    return (
      <Flex vertical gap={8} data-testid="failure-review-change-method">
        <Typography.Text>
          {t('failure.changeMethod.methods')}:{' '}
          {(exit.methods ?? []).map((method) => label(NON_TENDERING_METHODS[method])).join('、')}
        </Typography.Text>
        {exit.withTwoSuppliers?.map((two) => (
          <Typography.Text key={two.method} type="secondary">
            {t('failure.changeMethod.withTwo', {
              method: label(NON_TENDERING_METHODS[two.method]),
              citation: label(two.citation),
            })}
          </Typography.Text>
        ))}
        <Alert type="warning" showIcon title={t('failure.exit.changeMethod.help')} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12} data-testid="failure-review-terminate">
      <div>
        <Typography.Text type="secondary">{t('failure.terminate.notice')}</Typography.Text>
        <Typography.Title level={5} style={{ margin: '4px 0' }} data-testid="failure-notice-title">
          {props.noticeDraft.title}
        </Typography.Title>
        <ul style={{ margin: 0 }}>
          {props.failure.shortfalls.map((shortfall) => (
            <li key={shortfall.code}>{shortfall.message.zh}</li>
          ))}
        </ul>
      </div>
      <div data-testid="failure-refund-batch">
        <Typography.Text type="secondary">{t('failure.terminate.batch')}</Typography.Text>
        {props.refundBatch === undefined ? (
          <Typography.Paragraph>{t('failure.terminate.batchLoading')}</Typography.Paragraph>
        ) : props.refundBatch.length === 0 ? (
          <Typography.Paragraph>{t('failure.terminate.batchEmpty')}</Typography.Paragraph>
        ) : (
          <ul style={{ margin: 0 }}>
            {props.refundBatch.map((due) => (
              <li key={due.bondId}>{t('failure.terminate.due', { bidder: due.bidder, date: due.dueOn })}</li>
            ))}
          </ul>
        )}
      </div>
    </Flex>
  );
}
