import {
  type Criterion,
  EVALUATION_METHODS,
  type EvaluationMethod,
  formatPoints,
  parsePoints,
} from '@tender/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useT } from '../../../i18n/i18n-context';

interface PlanFields {
  method: EvaluationMethod;
  criteria: { key: string; name: string; kind: Criterion['kind']; weight: string }[];
}

/** A plan as the form edits it: weights as points ("30.00"), kept as centipoints. */
const fieldsOf = (plan: { method: EvaluationMethod; criteria: readonly Criterion[] }): PlanFields => ({
  method: plan.method,
  criteria: plan.criteria.map((criterion) => ({ ...criterion, weight: formatPoints(criterion.weight) })),
});

/**
 * A package's evaluation plan (评标办法): the method and its criteria — key, name, kind and points — with
 * the usual plan of the route one click away. The server checks the plan against its method (weights
 * add up to 100, one price criterion; pass/fail reviews only for the other methods) and says what is off.
 */
export function EvaluationPlanForm({
  plan,
  usualPlan,
  onSave,
}: {
  readonly plan: { method: EvaluationMethod; criteria: readonly Criterion[] } | null;
  /** The plan offered to start from (the route's variant). */
  readonly usualPlan: { readonly method: EvaluationMethod; readonly criteria: readonly Criterion[] };
  readonly onSave: (plan: { method: EvaluationMethod; criteria: Criterion[] }) => Promise<unknown>;
}) {
  const { t } = useT();
  const [form] = Form.useForm<PlanFields>();
  const method = Form.useWatch('method', form);
  const usual = usualPlan;
  const kinds =
    method === 'comprehensive' ? (['price', 'points', 'passFail'] as const) : (['passFail'] as const);
  return (
    <Form<PlanFields>
      form={form}
      layout="vertical"
      size="small"
      data-testid="plan-form"
      initialValues={fieldsOf(plan ?? usual)}
      onFinish={(fields) =>
        void onSave({
          method: fields.method,
          criteria: fields.criteria.map((criterion) => ({
            ...criterion,
            weight: parsePoints(criterion.weight ?? '0') ?? -1,
          })),
        })
      }
    >
      <Form.Item name="method" label={t('scoring.method')}>
        <Select
          style={{ maxWidth: 360 }}
          options={EVALUATION_METHODS.map((value) => ({ value, label: t(`scoring.method.${value}`) }))}
          data-testid="plan-method"
        />
      </Form.Item>
      <Form.List name="criteria">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="baseline" wrap>
                <Form.Item name={[row.name, 'key']} rules={[{ required: true, max: 40 }]}>
                  <Input
                    placeholder={t('scoring.criterion.key')}
                    aria-label={t('scoring.criterion.key')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'name']} rules={[{ required: true, max: 100 }]}>
                  <Input
                    placeholder={t('scoring.criterion.name')}
                    aria-label={t('scoring.criterion.name')}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'kind']} rules={[{ required: true }]}>
                  <Select
                    aria-label={t('scoring.criterion.kind')}
                    style={{ width: 160 }}
                    options={kinds.map((value) => ({ value, label: t(`scoring.kind.${value}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'weight']}>
                  <InputNumber<string>
                    stringMode
                    min="0"
                    max="100"
                    precision={2}
                    aria-label={t('scoring.criterion.weight')}
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(row.name)}>
                  {t('scoring.remove')}
                </Button>
              </Space>
            ))}
            <Space>
              <Button onClick={() => add({ key: '', name: '', kind: 'passFail', weight: '0.00' })}>
                {t('scoring.plan.addCriterion')}
              </Button>
              <Button onClick={() => form.setFieldsValue(fieldsOf(usual))}>
                {t('scoring.plan.default')}
              </Button>
              <Button type="primary" htmlType="submit" data-testid="plan-save">
                {t('scoring.plan.save')}
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
