import {
  CORRECTIONS_FLAG,
  ConflictError,
  type FieldError,
  formatDateTime,
  isRefusal,
  must,
  type Project,
  parseQuery,
  refusalMessageIn,
  retenderName,
  SaveProject,
  sessionPermits,
  ValidationError,
} from '@tender/domain';
import { Alert, App, Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useRefreshProject } from '../../data/projects/invalidate-project';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useRetenderOrdinal } from '../../data/projects/use-retender-ordinal';
import { useSession } from '../../data/session/use-session';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { draftKey, projectDrafts } from './project-draft';
import { ProjectForm } from './project-form';
import { type ProjectFormValues, toFormValues, toProjectInput } from './project-form-values';

type Mode =
  | { kind: 'new' }
  | { kind: 'edit'; id: number; corrections: string }
  | { kind: 'retender'; fromId: number };

function modeOf(search: string): Mode {
  const query = parseQuery(search);
  if (query.rebiddingId && query.isRebidding) return { kind: 'retender', fromId: Number(query.rebiddingId) };
  if (query.id && query[CORRECTIONS_FLAG]) {
    const message = String(query[CORRECTIONS_FLAG]);
    return { kind: 'edit', id: Number(query.id), corrections: message === 'true' ? '' : message };
  }
  return { kind: 'new' };
}

/**
 * Project creation (§2 /create-project, a sub-application): a new project, the edit of a project's
 * information (`id` + `correctionsmsg`), or the re-tender of a terminated one (`rebiddingId` +
 * `isRebidding`: prefilled from it and linked to it). A saved new project opens in the operation screen.
 */
export default function CreateProjectApp(_: SubApplicationProps) {
  const { t } = useT();
  const mode = modeOf(useLocation().search);
  const sourceId = mode.kind === 'edit' ? mode.id : mode.kind === 'retender' ? mode.fromId : null;
  const source = useProjectFlow(sourceId);
  const session = useSession().data?.session;
  // A re-tender is named "（第N次招标）" after its chain of earlier tenders (§4, ADR 0023).
  const ordinal = useRetenderOrdinal(mode.kind === 'retender' ? source.data?.project : undefined);

  if (sourceId !== null && source.isError) {
    return (
      <LoadFailed
        title={t('createProject.loadFailed')}
        error={source.error}
        onRetry={() => source.refetch()}
      />
    );
  }
  if (!session || (sourceId !== null && !source.data) || (mode.kind === 'retender' && !ordinal.data))
    return <Skeleton active title={false} paragraph={{ rows: 10 }} />;
  // §6: a form whose save the action list does not permit is not offered (the server refuses it too).
  if (!sessionPermits(session, mode.kind === 'edit' ? 'project.edit' : 'project.add')) {
    return (
      <Result status="403" title={t('createProject.notPermitted')} data-testid="create-project-refused" />
    );
  }
  const from = source.data?.project;
  const form =
    mode.kind === 'new' ? 'new' : mode.kind === 'edit' ? `edit-${mode.id}` : `retender-${mode.fromId}`;
  return (
    <CreateProject
      mode={mode}
      from={from}
      retenderOrdinal={ordinal.data}
      managerId={session.user.id}
      draftAt={draftKey(session.tenant?.id ?? 0, session.user.id, form)}
    />
  );
}

function CreateProject({
  mode,
  from,
  retenderOrdinal,
  managerId,
  draftAt,
}: {
  mode: Mode;
  from: Project | undefined;
  /** The re-tender's N (useRetenderOrdinal); undefined in the other modes. */
  retenderOrdinal: number | undefined;
  managerId: number;
  /** Where this form's draft is kept (project-draft.ts). */
  draftAt: string;
}) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProject();
  const saveProject = useInject(SaveProject);
  // A kept draft of this very form wins over the stored project: it is the user's latest work.
  const [restored, setRestored] = useState(() => projectDrafts.load(draftAt));
  const [formKey, setFormKey] = useState(0);

  const initial: ProjectFormValues =
    mode.kind === 'edit' && from
      ? toFormValues(from)
      : mode.kind === 'retender' && from
        ? {
            ...toFormValues(from),
            id: undefined,
            projectName: retenderName(from.projectName, retenderOrdinal ?? 2),
            projectNum: '',
            eHonors: from.eHonors,
            rebiddingId: from.id,
          }
        : {
            biddingMethod: '公开招标',
            isTenderByLaw: false,
            projectManager: managerId,
            sGroupList: [],
            eHonors: [],
          };
  const title =
    mode.kind === 'edit'
      ? t('createProject.title.edit')
      : mode.kind === 'retender'
        ? t('createProject.title.retender', { name: from?.projectName ?? '' })
        : t('createProject.title.new');

  const save = async (values: ProjectFormValues): Promise<readonly FieldError[] | undefined> => {
    try {
      const extra =
        mode.kind === 'edit' && from
          ? { id: from.id }
          : mode.kind === 'retender' && from
            ? { rebiddingId: from.id }
            : {};
      const { id: _drop, ...fields } = values;
      const saved = await saveProject.execute(toProjectInput(fields, extra));
      projectDrafts.discard(draftAt);
      void message.success(t('createProject.saved'));
      void refresh(saved.id);
      navigate(`/manage/operation?id=${saved.id}`);
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) {
        void message.error(t('createProject.saveFailed'));
        return error.fields;
      }
      // A business number taken in the tenant is said at its field; another conflict (a removed bid
      // package that has bids, bonds or a fee) is the server's refusal, in the user's language.
      if (error instanceof ConflictError) {
        if (isRefusal(error.message, 'businessNumberTaken')) {
          void message.error(t('createProject.saveFailed'));
          return [{ field: 'projectNum', message: must('usedByAnotherProject') }];
        }
        void message.error(refusalMessageIn(error.message, locale));
        return [];
      }
      void message.error(error instanceof Error ? error.message : String(error));
      return [];
    }
  };

  return (
    <Card title={title} data-testid="create-project" data-mode={mode.kind}>
      {mode.kind === 'edit' && mode.corrections && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('createProject.corrections', { message: mode.corrections })}
        />
      )}
      {mode.kind === 'retender' && from && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('createProject.retenderOf', { name: from.projectName, number: from.projectNum })}
        />
      )}
      {restored && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="draft-restored"
          title={t('createProject.draftRestored', { time: formatDateTime(restored.savedAt) })}
          action={
            <Button
              size="small"
              onClick={() => {
                projectDrafts.discard(draftAt);
                setRestored(undefined);
                setFormKey((key) => key + 1);
              }}
            >
              {t('createProject.discardDraft')}
            </Button>
          }
        />
      )}
      <ProjectForm
        key={formKey}
        initialValues={restored?.values ?? initial}
        onSave={save}
        onDraft={(values, explicit) => {
          const kept = projectDrafts.save(draftAt, values);
          if (explicit) {
            if (kept) void message.success(t('createProject.draftSaved'));
            else void message.error(t('createProject.draftFailed'));
          }
        }}
      />
    </Card>
  );
}
