import type { BidPackageGroup } from '@tender/domain';
import { AutoComplete, Button, Form, Select } from 'antd';
import { useState } from 'react';
import { PageForm } from '../../components/page-form';
import { useT } from '../../i18n/i18n-context';

/** Rendered only for a user who may add the step's records (StepContext.mayWrite). */
export interface AddSupplierFormProps {
  /** Resolves true when the record was saved (the form then clears). */
  readonly onAdd: (supplierName: string, groupId?: number) => Promise<boolean>;
  /** When given, the supplier may sign up for one of these bid packages. */
  readonly packages?: readonly BidPackageGroup[];
  /** The record names its bid package (a qualification result is per package). */
  readonly packageRequired?: boolean;
  /** The button's text; default "Add supplier". */
  readonly submitLabel?: string;
  /**
   * Names Tender already holds, offered as the name is typed: the bidders the step before approved, or
   * the bidder library's. A name not offered may still be typed (a bidder new to Tender).
   */
  readonly suggestions?: readonly string[] | ((groupId: number | undefined) => readonly string[]);
  /** What is typed, for suggestions looked up elsewhere (the library). */
  readonly onTyping?: (text: string) => void;
}

/**
 * Registers a supplier on a step, as agency staff do for a supplier that applied offline (a sign-up, a
 * qualification document purchase, a qualification result).
 */
export function AddSupplierForm({
  onAdd,
  packages,
  packageRequired = false,
  submitLabel,
  suggestions = [],
  onTyping,
}: AddSupplierFormProps) {
  const { t } = useT();
  const [form] = Form.useForm<{ supplierName: string; groupId?: number }>();
  const [saving, setSaving] = useState(false);
  const groupId = Form.useWatch('groupId', form);
  const offered = typeof suggestions === 'function' ? suggestions(groupId) : suggestions;
  return (
    <PageForm
      name="add-supplier"
      form={form}
      layout="inline"
      style={{ marginBottom: 12 }}
      onFinish={async ({ supplierName, groupId }) => {
        setSaving(true);
        try {
          const saved = await onAdd(supplierName.trim(), groupId);
          // The list may show the new row (live updates) before the save resolves, and the user may have
          // typed the next name meanwhile: clear only what was submitted, never their new input.
          if (saved && form.getFieldValue('supplierName') === supplierName) {
            form.resetFields();
            onTyping?.('');
          }
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Item
        name="supplierName"
        label={t('steps.supplier')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('steps.supplierRequired') }]}
      >
        <AutoComplete
          style={{ width: 260 }}
          options={offered.map((name) => ({ value: name }))}
          filterOption={(typed, option) => String(option?.value ?? '').includes(typed.trim())}
          onSearch={onTyping}
          data-testid="supplier-name"
        />
      </Form.Item>
      {packages && packages.length > 0 && (
        <Form.Item
          name="groupId"
          label={t('steps.package')}
          rules={packageRequired ? [{ required: true, message: t('steps.packageRequired') }] : []}
        >
          <Select
            allowClear={!packageRequired}
            style={{ width: 200 }}
            options={packages.map((group) => ({
              value: group.id,
              label: `${group.groupNumber} ${group.groupName}`,
            }))}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel ?? t('steps.addSupplier')}
      </Button>
    </PageForm>
  );
}
