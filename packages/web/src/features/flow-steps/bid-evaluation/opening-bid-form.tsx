import { type OpeningBidInput, type OpeningRecordBid, openingBidInputSchema } from '@tender/domain';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageForm } from '../../../components/page-form';
import { showFormRefusal } from '../../../components/use-admin-save';
import { useZodRule } from '../../../components/zod-rule';
import { useT } from '../../../i18n/i18n-context';

type BidFields = Omit<OpeningBidInput, 'projectId' | 'groupId' | 'id'>;

export interface OpeningBidFormProps {
  /** The package's name, for the title ("包1 教学设备"). */
  readonly packageName: string;
  /** The bid edited; none for a new one. */
  readonly bid?: OpeningRecordBid;
  /**
   * When a new bid was received, as first offered: the deadline, once it has passed — bids are read out
   * after it, and were handed in by it — else now.
   */
  readonly deadline: string | null;
  /** Saves the fields; a ValidationError's messages go under their fields, any other refusal is shown. */
  readonly onSave: (fields: BidFields) => Promise<unknown>;
  readonly onClose: () => void;
}

const shape = openingBidInputSchema.shape;

/**
 * A bid as staff read it out at the opening: the bidder, the price (exact, in yuan and fen), the
 * duration, the quality commitment, the bond and the time it was received. The fields are checked by
 * the domain's schema before the server checks them again.
 */
export function OpeningBidForm({ packageName, bid, deadline, onSave, onClose }: OpeningBidFormProps) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const rule = useZodRule();
  const [form] = Form.useForm<BidFields>();
  const [saving, setSaving] = useState(false);
  const submit = async (fields: BidFields) => {
    setSaving(true);
    try {
      await onSave(fields);
      void message.success(t('evaluation.saved'));
      onClose();
    } catch (error) {
      showFormRefusal(form, error, locale, message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('evaluation.bid.formTitle', { package: packageName })}
      okText={t('evaluation.bid.save')}
      cancelText={t('evaluation.bid.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'bid-save' } as Record<string, string>}
    >
      <PageForm
        name="opening-bid"
        form={form}
        layout="vertical"
        data-testid="bid-form"
        initialValues={
          bid
            ? { ...bid, quality: bid.quality ?? '' }
            : { bondPaid: true, durationDays: 90, receivedAt: firstReceivedAt(deadline) }
        }
        onFinish={(fields) => void submit(fields)}
      >
        <Form.Item
          name="bidder"
          label={t('evaluation.bid.bidder')}
          rules={[rule(shape.bidder, { required: true })]}
        >
          <Input data-testid="bid-bidder" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('evaluation.bid.price')}
          rules={[rule(shape.price, { required: true })]}
        >
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            style={{ width: '100%' }}
            data-testid="bid-price"
          />
        </Form.Item>
        <Form.Item
          name="durationDays"
          label={t('evaluation.bid.duration')}
          rules={[rule(shape.durationDays, { required: true })]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="bid-duration" />
        </Form.Item>
        <Form.Item name="quality" label={t('evaluation.bid.quality')} rules={[rule(shape.quality)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="bondPaid" label={t('evaluation.bid.bond')} valuePropName="checked">
          <Switch
            checkedChildren={t('evaluation.bid.bondPaid')}
            unCheckedChildren={t('evaluation.bid.bondUnpaid')}
            data-testid="bid-bond"
          />
        </Form.Item>
        {/* Kept as an ISO instant; the picker shows it in the user's time. */}
        <Form.Item
          name="receivedAt"
          label={t('evaluation.bid.receivedAt')}
          rules={[rule(shape.receivedAt, { required: true })]}
          getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
          normalize={(value?: Dayjs | null) => value?.toISOString()}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="bid-received" />
        </Form.Item>
      </PageForm>
    </Modal>
  );
}

function firstReceivedAt(deadline: string | null): string {
  const now = new Date();
  return deadline !== null && Date.parse(deadline) < now.getTime() ? deadline : now.toISOString();
}
