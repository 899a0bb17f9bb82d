import {
  actorOf,
  isAwaitingClosing,
  PROJECT_FLOW_NAMES,
  type Project,
  parseQuery,
  SubmitClosingApplication,
} from '@tender/domain';
import { Alert, App, Button, Card, Checkbox, Form, Input, Skeleton, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ProjectBasicInfo } from '../../components/project-info/project-basic-info';
import { useRefreshProject } from '../../data/projects/invalidate-project';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useSession } from '../../data/session/use-session';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { useClosingAreaName } from './use-closing-area';

const SUMMARY_FIELDS = [
  'projectName',
  'projectNum',
  'biddingMethod',
  'projectBudget',
  'purchaserUnit',
  'projectManager',
  'state',
  'projectFlowName',
  'creationTime',
] as const;

/**
 * /end-project/closing-application?id= (§2, §4): the summary of a project awaiting closing, the
 * documents to archive and a remark; submitting closes the project (archives it, for tenant 1).
 */
export default function ClosingApplicationPage() {
  const { t, locale } = useT();
  const area = useClosingAreaName();
  const id = Number(parseQuery(useLocation().search).id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useProjectFlow(valid ? id : null);
  if (!valid) return <Alert type="info" showIcon title={t('closing.application.noId')} />;
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={detail.error instanceof Error ? refusalText(detail.error, locale) : ''}
      />
    );
  }
  const project = detail.data?.project;
  return (
    <Card title={t('closing.application.title', { area })} data-testid="closing-application">
      {project ? (
        <Application project={project} area={area} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}

interface ApplicationFields {
  documentFileIds: string[];
  remark?: string;
}

function Application({ project, area }: { project: Project; area: string }) {
  const { t, code } = useT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProject();
  const session = useSession().data?.session;
  const submit = useInject(SubmitClosingApplication);
  const [form] = Form.useForm<ApplicationFields>();
  const awaiting = isAwaitingClosing(project);

  const send = (fields: ApplicationFields) =>
    modal.confirm({
      title: t('closing.application.confirm', { area, name: project.projectName }),
      onOk: async () => {
        if (!session) return;
        try {
          await submit.execute({
            application: {
              projectId: project.id,
              documentFileIds: fields.documentFileIds,
              remark: fields.remark,
            },
            actor: actorOf(session),
          });
          void message.success(t('closing.application.submitted'));
          void refresh(project.id);
          navigate('/end-project');
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {!awaiting && (
        <Alert
          type={project.auditState ? 'success' : 'warning'}
          showIcon
          data-testid="closing-status"
          title={
            project.auditState && project.auditState !== '13'
              ? t('closing.application.alreadyClosed', {
                  step: code(PROJECT_FLOW_NAMES, project.projectFlowName),
                })
              : t('closing.application.notAwaiting')
          }
        />
      )}
      <section aria-label={t('closing.application.summary')}>
        <ProjectBasicInfo project={project} fields={SUMMARY_FIELDS} column={2} />
      </section>
      <Form
        form={form}
        layout="vertical"
        disabled={!awaiting}
        initialValues={{ documentFileIds: project.eHonors.map((file) => file.fileId) }}
        onFinish={send}
      >
        <Form.Item name="documentFileIds" label={t('closing.application.documents')}>
          {project.eHonors.length === 0 ? (
            <Alert type="info" title={t('closing.application.noDocuments')} />
          ) : (
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              options={project.eHonors.map((file) => ({ value: file.fileId, label: file.fileName }))}
            />
          )}
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('closing.application.remark')}
          rules={[{ max: 2000, message: t('closing.application.remarkTooLong') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="closing-submit">
          {t('closing.application.submit')}
        </Button>
      </Form>
    </Space>
  );
}
