import {
  businessDateOf,
  type Label,
  ServerClock,
  type WrittenReport,
  type WrittenReportInput,
  writtenReportInputSchema,
} from '@tender/domain';
import { App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { showFormRefusal } from '../use-admin-save';
import { useZodRule } from '../zod-rule';

/**
 * What the deadlines panel needs to offer the filing of the written report (招标投标法 第四十七条): the
 * record as it stands (undefined while asked), whether the user may record it (record.add), and how.
 */
export interface WrittenReportControl {
  readonly filed: WrittenReport | null | undefined;
  readonly mayRecord: boolean;
  /** Rejects with the store's error: a ValidationError names the field. */
  readonly record: (input: WrittenReportInput) => Promise<void>;
}

interface FilingValues {
  filedOn?: string;
  authority?: string;
  note?: string | null;
}

const fields = writtenReportInputSchema.shape;

/** The day held as `YYYY-MM-DD` (the schema's and the wire's form), shown in antd's date picker. */
const dayField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined),
} as const;

export interface WrittenReportFilingModalProps {
  readonly projectId: number;
  readonly open: boolean;
  readonly control: WrittenReportControl;
  /** The bound's limit and article, said above the form. */
  readonly dueDate: string | null;
  readonly citation: Label;
  readonly onClose: () => void;
}

/**
 * The filing of the written report, recorded (or corrected) in a small form: the day it was filed (not
 * one to come, on the server's clock, UTC+8), the supervising department it went to, a note. The fields
 * are checked by the domain's schema as the server checks them, and the server's field messages go under
 * their fields; saved, the deadlines are asked again and the filing bound shows met or late.
 */
export function WrittenReportFilingModal({
  projectId,
  open,
  control,
  dueDate,
  citation,
  onClose,
}: WrittenReportFilingModalProps) {
  const { t, label, locale } = useT();
  const { message } = App.useApp();
  const rule = useZodRule();
  const clock = useInject<ServerClock>(ServerClock);
  const [form] = Form.useForm<FilingValues>();
  const today = businessDateOf(new Date(clock.now()));
  const initial: FilingValues = control.filed
    ? { filedOn: control.filed.filedOn, authority: control.filed.authority, note: control.filed.note }
    : { filedOn: today };

  const save = async () => {
    // A field the schema refuses shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await control.record({
        projectId,
        filedOn: values.filedOn as string,
        authority: values.authority as string,
        note: values.note ?? null,
      });
      void message.success(t('deadlines.report.saved'));
      onClose();
    } catch (error) {
      showFormRefusal(form, error, locale, message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('deadlines.report.title')}
      okText={t('deadlines.report.save')}
      cancelText={t('deadlines.report.cancel')}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      data-testid="written-report-modal"
    >
      {dueDate && (
        <Typography.Paragraph type="secondary">
          {t('deadlines.report.due', { date: dueDate, citation: label(citation) })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="filedOn"
          label={t('deadlines.report.filedOn')}
          rules={[rule(fields.filedOn, { required: true })]}
          {...dayField}
        >
          <DatePicker
            data-testid="written-report-filed-on"
            disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') > today}
          />
        </Form.Item>
        <Form.Item
          name="authority"
          label={t('deadlines.report.authority')}
          rules={[rule(fields.authority, { required: true })]}
        >
          <Input
            placeholder={t('deadlines.report.authorityPlaceholder')}
            data-testid="written-report-authority"
          />
        </Form.Item>
        <Form.Item name="note" label={t('deadlines.report.note')} rules={[rule(fields.note)]}>
          <Input.TextArea rows={2} data-testid="written-report-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
