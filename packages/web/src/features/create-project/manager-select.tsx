import { Form, Select } from 'antd';
import { useActiveStaff } from '../../data/session/use-active-staff';
import { useT } from '../../i18n/i18n-context';

export interface ManagerSelectProps {
  readonly id?: string;
  readonly value?: number | null;
  readonly onChange?: (value: number | null) => void;
}

/**
 * The project manager (§3 projectManager): one of the tenant's active staff, found by name. A manager who
 * has since left still shows by the name the project carries, not as a bare id.
 */
export function ManagerSelect({ id, value, onChange }: ManagerSelectProps) {
  const { t } = useT();
  const staff = useActiveStaff();
  const storedName: unknown = Form.useWatch('projectManagerName', { preserve: true });
  const options = (staff.data ?? []).map((member) => ({
    value: member.id,
    label: t('createProject.managerOption', { name: member.name, userName: member.userName }),
  }));
  if (value != null && !options.some((option) => option.value === value)) {
    options.push({ value, label: typeof storedName === 'string' && storedName ? storedName : String(value) });
  }
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(picked) => onChange?.(picked ?? null)}
      options={options}
      loading={staff.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      status={staff.isError ? 'warning' : undefined}
      data-testid="project-manager-select"
    />
  );
}
