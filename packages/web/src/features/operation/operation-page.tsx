import { initialStep, SHELL_PATHS } from '@tender/domain';
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { currentProjectId } from '../../data/session/current-project';
import { stepUrl } from './use-flow-actions';

/**
 * /manage/operation (§2): opens a project in the operation screen — the frame around this page adds its
 * tab — and moves on to the step named by projectFlowName, else the first step. Without a project id
 * the screen goes to the manage list.
 */
export default function OperationPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = Number(currentProjectId(search));
  const valid = Number.isInteger(id) && id > 0;
  const flow = useProjectFlow(valid ? id : null);

  useEffect(() => {
    if (!flow.data) return;
    const step = initialStep(flow.data.nodes, flow.data.project.projectFlowName);
    if (step) navigate(stepUrl(step, id), { replace: true });
  }, [flow.data, id, navigate]);

  if (!valid) return <Navigate to={SHELL_PATHS.manageList} replace />;
  return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
}
