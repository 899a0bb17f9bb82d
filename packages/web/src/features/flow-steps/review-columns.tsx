import { REJECTABLE_FIELDS, type RecordOf, type RejectableType, type SignUp } from '@tender/domain';
import type { TableColumnsType } from 'antd';
import type { useRecordWriter } from '../../data/records/use-records';
import type { MessageKey } from '../../i18n/en';
import { ApprovalActions, ApprovalTag } from './approval-actions';
import { RejectReason } from './reject-reason';

/** The §3 review state, the same codes on every reviewed record ("1" approved). */
type ReviewState = SignUp['signUp_state'];

export interface ReviewColumnsOptions<T extends RejectableType> {
  readonly t: (key: MessageKey) => string;
  /** Which reviewed records: their state and reason fields come from the domain (REJECTABLE_FIELDS). */
  readonly type: T;
  /** Whether the user may review here: the actions column shows only then (§6; a past step is read-only). */
  readonly mayReview: boolean;
  readonly writer: ReturnType<typeof useRecordWriter>;
}

/**
 * The columns every reviewed record list ends with (sign-ups, qualification purchases): its state, why it
 * was rejected, and — where the user may review — approve and reject (with a reason).
 */
export function reviewColumns<T extends RejectableType>({
  t,
  type,
  mayReview,
  writer,
}: ReviewColumnsOptions<T>): TableColumnsType<RecordOf<T>> {
  type R = RecordOf<T>;
  const fields = REJECTABLE_FIELDS[type];
  const reviewedOf = (record: R) => {
    const read = record as unknown as Readonly<Record<string, unknown>>;
    return {
      supplierName: record.supplierName,
      state: read[fields.state] as ReviewState,
      reason: read[fields.reason] as string | null | undefined,
    };
  };
  const review = (record: R, state: '1' | '2', reason: string | null = null) =>
    writer.update(type, {
      ...record,
      id: record.id as number,
      [fields.state]: state,
      [fields.reason]: reason,
    });
  return [
    {
      title: t('steps.state'),
      key: 'state',
      render: (_, record) => <ApprovalTag state={reviewedOf(record).state} />,
    },
    {
      title: t('steps.rejectReason'),
      key: 'rejectReason',
      render: (_, record) => {
        const { state, reason } = reviewedOf(record);
        return <RejectReason rejected={state === '2'} reason={reason} />;
      },
    },
    ...(mayReview
      ? [
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_: unknown, record: R) => {
              const { state, supplierName } = reviewedOf(record);
              return (
                <ApprovalActions
                  state={state}
                  supplierName={supplierName}
                  onApprove={() => review(record, '1')}
                  onReject={(reason) => review(record, '2', reason)}
                />
              );
            },
          },
        ]
      : []),
  ];
}
