import { PROJECT_STATES, type Project, ProjectState as States } from '@tender/domain';
import { Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';

const COLOURS: Record<number, string> = {
  [States.Running]: 'blue',
  [States.TerminatedOrRetender]: STATUS_COLOURS.warning,
  [States.Cancelled]: 'default',
};

/** A project's state (§4) as a tag; a running project awaiting audit says so. */
export function ProjectStateTag({ project }: { project: Pick<Project, 'state' | 'auditState'> }) {
  const { t, code } = useT();
  return (
    <>
      <Tag color={COLOURS[project.state] ?? 'default'}>{code(PROJECT_STATES, project.state)}</Tag>
      {project.auditState && (
        <Tag color={STATUS_COLOURS.warning}>
          {t('projectInfo.awaitingAudit', { auditState: project.auditState })}
        </Tag>
      )}
    </>
  );
}
