import {
  codesOf,
  PROJECT_FLOW_NAMES,
  PROJECT_STATES,
  type ProjectState,
  type SpecialProjectFlowName,
} from '@tender/domain';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useWorkbench } from '../../data/projects/use-workbench';
import { useT } from '../../i18n/i18n-context';
import type { ProjectSearch } from './project-search-filter';

interface SearchFields {
  projectName?: string;
  projectNum?: string;
  step?: string;
  state?: number;
  created?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * The steps a project can be found at (projectFlowName): each step some running project stands at, from
 * the tenant's counts by step, then the names the client sets for ended projects (§4) — and the step the
 * list was opened with. Whole names to pick, in the UI's language, not text to guess at.
 */
function useStepOptions(initial: string | undefined): { value: string; label: string }[] {
  const { code } = useT();
  const running = useWorkbench().data?.counts.byStep.map((count) => count.step) ?? [];
  const ended = codesOf<SpecialProjectFlowName>(PROJECT_FLOW_NAMES);
  const steps = [...new Set([...running, ...ended, ...(initial ? [initial] : [])])];
  return steps.map((step) => ({ value: step, label: code(PROJECT_FLOW_NAMES, step) }));
}

/** The manage list's search: name, number, step, state and creation dates (§2 /manage/index). */
export function ProjectSearchForm({
  onSearch,
  initial,
}: {
  onSearch: (search: ProjectSearch) => void;
  /** Terms the form opens with (the process list opened from a step count on home). */
  initial?: Pick<ProjectSearch, 'step'>;
}) {
  const { t, label } = useT();
  const [form] = Form.useForm<SearchFields>();
  const stepOptions = useStepOptions(initial?.step);
  const submit = ({ created, ...fields }: SearchFields) =>
    onSearch({
      ...fields,
      createdFrom: created?.[0]?.startOf('day').toISOString(),
      createdTo: created?.[1]?.endOf('day').toISOString(),
    });
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      initialValues={initial}
      style={{ rowGap: 8, marginBottom: 12 }}
      data-testid="project-search"
    >
      <Form.Item name="projectName" label={t('manage.search.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="projectNum" label={t('manage.search.number')}>
        <Input allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="step" label={t('manage.search.step')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 170 }}
          options={stepOptions}
          data-testid="project-search-step"
        />
      </Form.Item>
      <Form.Item name="state" label={t('manage.search.state')}>
        <Select
          allowClear
          style={{ width: 170 }}
          options={codesOf<ProjectState>(PROJECT_STATES, true).map((code) => ({
            value: code,
            label: label(PROJECT_STATES[code]),
          }))}
        />
      </Form.Item>
      <Form.Item name="created" label={t('manage.search.created')}>
        {/* Either end may stay empty (from a date, or up to one); and a required end would keep Tab in
            the picker, back on its start, so nothing after it could be reached by keyboard. */}
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('manage.search.submit')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('manage.search.reset')}
        </Button>
      </Space>
    </Form>
  );
}
