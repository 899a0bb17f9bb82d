import { auditStateLabel, PROJECT_STATES, type Project, ProjectState as States } from '@tender/domain';
import { Tag } from 'antd';
import { useT } from '../../i18n/i18n-context';
import { STATUS_COLOURS } from '../status-colours';

const COLOURS: Record<number, string> = {
  [States.Running]: 'blue',
  [States.TerminatedOrRetender]: STATUS_COLOURS.warning,
  [States.Cancelled]: 'default',
};

/** A project's state (§4) as a tag; a running project awaiting closing, closed or in audit says so. */
export function ProjectStateTag({
  project,
}: {
  project: Pick<Project, 'state' | 'auditState'> & { tenantId?: number | null };
}) {
  const { t, code, label } = useT();
  const audit = auditStateLabel(project.auditState, project.tenantId);
  return (
    <>
      <Tag color={COLOURS[project.state] ?? 'default'}>{code(PROJECT_STATES, project.state)}</Tag>
      {project.auditState && (
        <Tag color={STATUS_COLOURS.warning}>
          {audit ? label(audit) : t('projectInfo.awaitingAudit', { auditState: project.auditState })}
        </Tag>
      )}
    </>
  );
}
