import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  bidPackageGroupSchema,
  formatMoney,
  type Money,
  moneySchema,
  packageBudgetExcess,
} from '@tender/domain';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Space } from 'antd';
import { useZodRule } from '../../components/zod-rule';
import { useT } from '../../i18n/i18n-context';
import { fieldId } from './form-error-summary';
import { InWan } from './in-wan';

const { shape } = bidPackageGroupSchema;

/** An amount as the form holds it (InputNumber), or undefined when empty or not yet valid. */
function moneyOf(value: unknown): Money | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = moneySchema.safeParse(value);
  return parsed.success ? (parsed.data as Money) : undefined;
}

/**
 * The bid packages of a project (§3 sGroupList): added, removed and reordered; each a small form. The
 * list as a whole is checked against the project budget with the domain's rule (packageBudgetExcess).
 */
export function BidPackagesField() {
  const { t } = useT();
  const form = Form.useFormInstance();
  const fitsBudget = async (_rule: unknown, groups: { groupBudget?: unknown }[] | undefined) => {
    const excess = packageBudgetExcess({
      projectBudget: moneyOf(form.getFieldValue('projectBudget')),
      sGroupList: (groups ?? []).map((g) => ({ groupBudget: moneyOf(g?.groupBudget) })),
    });
    if (excess) {
      throw new Error(
        t('createProject.package.overBudget', {
          sum: formatMoney(excess.sum),
          budget: formatMoney(excess.budget),
        }),
      );
    }
  };
  return (
    <Form.List name="sGroupList" rules={[{ validator: fitsBudget }]}>
      {(fields, { add, remove, move }, { errors }) => (
        // The list's own error (over budget) is shown from the error summary: its block is the target.
        <Space
          orientation="vertical"
          style={{ width: '100%' }}
          id={fieldId(['sGroupList'])}
          tabIndex={-1}
          data-testid="bid-packages-field"
        >
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Card
                key={field.key}
                size="small"
                title={t('createProject.package.title', { number })}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('createProject.package.up', { number })}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      aria-label={t('createProject.package.down', { number })}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('createProject.package.remove', { number })}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                }
              >
                <PackageFields name={field.name} />
              </Card>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              add({ groupNumber: String(fields.length + 1), isGroupBid: false, feeKind: 'percent' })
            }
          >
            {t('createProject.package.add')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}

function PackageFields({ name }: { name: number }) {
  const { t } = useT();
  const zodRule = useZodRule();
  const feeKind = Form.useWatch(['sGroupList', name, 'feeKind']);
  return (
    <Row gutter={12}>
      <Col xs={24} md={6}>
        <Form.Item
          name={[name, 'groupNumber']}
          label={t('createProject.package.number')}
          rules={[zodRule(shape.groupNumber, { required: true })]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item
          name={[name, 'groupName']}
          label={t('createProject.package.name')}
          rules={[zodRule(shape.groupName, { required: true })]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={[name, 'groupBudget']}
          label={t('createProject.package.budget')}
          extra={<InWan name={['sGroupList', name, 'groupBudget']} />}
        >
          <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={[name, 'groupContent']} label={t('createProject.package.content')}>
          <Input.TextArea rows={2} maxLength={5000} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={[name, 'bondAmount']} label={t('createProject.package.bond')}>
          <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={[name, 'feeKind']} label={t('createProject.package.feeKind')}>
          <Radio.Group
            options={[
              { value: 'percent', label: t('createProject.package.fee.percent') },
              { value: 'value', label: t('createProject.package.fee.value') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {feeKind === 'value' ? (
          <Form.Item name={[name, 'serviceValue']} label={t('createProject.package.serviceValue')}>
            <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name={[name, 'servicePercent']} label={t('createProject.package.servicePercent')}>
            <InputNumber<string> stringMode min="0" max="100" precision={4} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={[name, 'isGroupBid']} valuePropName="checked">
          <Checkbox>{t('createProject.package.isGroupBid')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={[name, 'tendererPays']} valuePropName="checked">
          <Checkbox>{t('createProject.package.payer')}</Checkbox>
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={[name, 'investorQualification']} label={t('createProject.package.qualification')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
