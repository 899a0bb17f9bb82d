import { codesOf, PROJECT_STATES, type ProjectState } from '@tender/domain';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from '../../i18n/i18n-context';
import type { ProjectSearch } from './manage-filter';

interface SearchFields {
  projectName?: string;
  projectNum?: string;
  step?: string;
  state?: number;
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** The manage list's search: name, number, step, state and creation dates (issue 7 Manage). */
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
        <Input allowClear style={{ width: 130 }} />
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
        <DatePicker.RangePicker />
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
