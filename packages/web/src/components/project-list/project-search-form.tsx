import {
  codesOf,
  PROJECT_FLOW_NAMES,
  PROJECT_STATES,
  type ProjectState,
  type SpecialProjectFlowName,
} from '@tender/domain';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWorkbench } from '../../data/projects/use-workbench';
import { useT } from '../../i18n/i18n-context';
import { FIT_ROW } from '../antd-defaults';
import { PageForm } from '../page-form';
import type { ProjectSearchTerms } from './use-project-list-address';

interface SearchFields {
  projectName?: string;
  projectNum?: string;
  step?: string;
  state?: ProjectState;
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

const DAY = 'YYYY-MM-DD';

/** The form's fields for terms (a list's address): the creation days as the range picker holds them. */
function fieldsOf({ createdFrom, createdTo, ...terms }: ProjectSearchTerms): SearchFields {
  return {
    ...terms,
    ...(createdFrom || createdTo
      ? { created: [createdFrom ? dayjs(createdFrom) : null, createdTo ? dayjs(createdTo) : null] }
      : {}),
  };
}

/** The terms the form's fields say: blanks left out, the creation days as days. */
function termsOf({ created, projectName, projectNum, step, state }: SearchFields): ProjectSearchTerms {
  const from = created?.[0]?.format(DAY);
  const to = created?.[1]?.format(DAY);
  return {
    ...(projectName?.trim() ? { projectName: projectName.trim() } : {}),
    ...(projectNum?.trim() ? { projectNum: projectNum.trim() } : {}),
    ...(step ? { step } : {}),
    ...(state !== undefined && state !== null ? { state } : {}),
    ...(from ? { createdFrom: from } : {}),
    ...(to ? { createdTo: to } : {}),
  };
}

/**
 * The project lists' search: name, number, step, state and creation dates (§2 /manage/index). It opens
 * with the terms the list shows (its address), so back, reload and a link show them filled in.
 */
export function ProjectSearchForm({
  onSearch,
  initial = {},
}: {
  onSearch: (terms: ProjectSearchTerms) => void;
  readonly initial?: ProjectSearchTerms;
}) {
  const { t, label } = useT();
  const [form] = Form.useForm<SearchFields>();
  const stepOptions = useStepOptions(initial.step);
  return (
    <PageForm
      name="project-search"
      form={form}
      layout="inline"
      onFinish={(fields) => onSearch(termsOf(fields))}
      initialValues={fieldsOf(initial)}
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
      <Form.Item name="created" label={t('manage.search.created')} style={FIT_ROW}>
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
            form.setFieldsValue({
              projectName: undefined,
              projectNum: undefined,
              step: undefined,
              state: undefined,
              created: null,
            });
            onSearch({});
          }}
        >
          {t('manage.search.reset')}
        </Button>
      </Space>
    </PageForm>
  );
}
