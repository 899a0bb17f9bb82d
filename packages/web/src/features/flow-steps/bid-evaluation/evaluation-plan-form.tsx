import {
  type Criterion,
  EVALUATION_METHODS,
  type EvaluationMethod,
  formatPoints,
  type PriceFormula,
  parsePoints,
} from '@tender/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { PageForm } from '../../../components/page-form';
import { useT } from '../../../i18n/i18n-context';

type FormulaChoice = 'lowest' | 'deductAverage' | 'deductLowest';

interface CriterionFields {
  key: string;
  name: string;
  kind: Criterion['kind'];
  weight: string;
  /** A price criterion's formula, and the points a deduction takes off per percent. */
  formula?: FormulaChoice;
  pointsPerPercent?: string;
}

interface PlanFields {
  method: EvaluationMethod;
  criteria: CriterionFields[];
}

/** A price formula as the form picks it. */
function choiceOf(formula: PriceFormula | undefined): FormulaChoice {
  if (!formula || formula.kind === 'lowest') return 'lowest';
  return formula.base === 'average' ? 'deductAverage' : 'deductLowest';
}

/** A plan as the form edits it: weights and deductions as points ("30.00"), kept as centipoints. */
const fieldsOf = (plan: { method: EvaluationMethod; criteria: readonly Criterion[] }): PlanFields => ({
  method: plan.method,
  criteria: plan.criteria.map(({ formula, ...criterion }) => ({
    ...criterion,
    weight: formatPoints(criterion.weight),
    formula: choiceOf(formula),
    pointsPerPercent: formula?.kind === 'deduction' ? formatPoints(formula.pointsPerPercent) : '1.00',
  })),
});

/** The criterion the form's row stands for: a price criterion with its formula, the others without. */
function criterionOf({ formula, pointsPerPercent, ...row }: CriterionFields): Criterion {
  const criterion = { ...row, weight: parsePoints(row.weight ?? '0') ?? -1 };
  if (row.kind !== 'price' || !formula || formula === 'lowest') return criterion;
  return {
    ...criterion,
    formula: {
      kind: 'deduction',
      base: formula === 'deductAverage' ? 'average' : 'lowest',
      pointsPerPercent: parsePoints(pointsPerPercent ?? '') ?? 0,
    },
  };
}

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
    <PageForm<PlanFields>
      name="evaluation-plan"
      form={form}
      layout="vertical"
      size="small"
      data-testid="plan-form"
      initialValues={fieldsOf(plan ?? usual)}
      onFinish={(fields) =>
        void onSave({
          method: fields.method,
          criteria: fields.criteria.map(criterionOf),
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
                <PriceFormulaFields name={row.name} />
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
    </PageForm>
  );
}

/** A price row's formula: lowest ÷ price × weight, or a deduction per percent from a base price. */
function PriceFormulaFields({ name }: { readonly name: number }) {
  const { t } = useT();
  const form = Form.useFormInstance<PlanFields>();
  const kind = Form.useWatch(['criteria', name, 'kind'], form);
  const formula = Form.useWatch(['criteria', name, 'formula'], form);
  if (kind !== 'price') return null;
  return (
    <>
      <Form.Item name={[name, 'formula']}>
        <Select
          aria-label={t('scoring.formula')}
          style={{ width: 220 }}
          options={(['lowest', 'deductAverage', 'deductLowest'] as const).map((value) => ({
            value,
            label: t(`scoring.formula.${value}`),
          }))}
          data-testid="plan-formula"
        />
      </Form.Item>
      {formula && formula !== 'lowest' && (
        <Form.Item name={[name, 'pointsPerPercent']}>
          <InputNumber<string>
            stringMode
            min="0.01"
            max="100"
            precision={2}
            aria-label={t('scoring.formula.pointsPerPercent')}
            suffix={t('scoring.formula.perPercent')}
            style={{ width: 170 }}
          />
        </Form.Item>
      )}
    </>
  );
}
