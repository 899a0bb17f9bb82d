import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  BIDDING_METHODS,
  type BiddingMethod,
  biddingMethodCodes,
  type FlowTemplate,
  FlowTemplateRepository,
  NotFoundError,
} from '@tender/domain';
import { App, Button, Select, Skeleton, Space, Typography } from 'antd';
import { useCallback, useId, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useFlowTemplates, useRoles } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { refusalText } from '../../../i18n/refusal-text';
import { FlowTemplateEditor } from './flow-template-editor';
import { TemplateList } from './template-list';
import { TemplateVersionModal } from './template-version-modal';
import { TemplateVersionsDrawer } from './template-versions-drawer';
import { useUnsavedTemplateGuard } from './use-unsaved-template-guard';

/** The editor's state: which method, the version it started from, and the version it last saved. */
interface Editing {
  readonly method: BiddingMethod;
  readonly opened: FlowTemplate | undefined;
  readonly savedVersion?: number;
  /** Bumped on every (re)open, so the form starts again from `opened`. */
  readonly generation: number;
}

/**
 * The flow templates of the organisation settings (§1 "a configurable step flow", ADR 0013; Admin only,
 * §6): the current template of every bidding method with its step line; an editor for one method's
 * current version whose save is the next version; and each method's versions, readable as they were
 * saved, so an administrator can see what a running project was started with.
 */
export default function FlowTemplatesTab() {
  const { t, code, locale } = useT();
  const { message, modal } = App.useApp();
  const permits = usePermits();
  const templatesPort = useInject<FlowTemplateRepository>(FlowTemplateRepository);
  const templates = useFlowTemplates();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dirty, setDirty] = useState(false);
  const [versionsOf, setVersionsOf] = useState<BiddingMethod>();
  const [viewing, setViewing] = useState<{ method: BiddingMethod; version: number }>();
  const methodLabel = useId();

  const askToDiscard = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('flowTemplates.leave.title'),
          content: t('flowTemplates.leave.body'),
          okText: t('flowTemplates.leave.ok'),
          okButtonProps: { danger: true },
          cancelText: t('flowTemplates.leave.stay'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  useUnsavedTemplateGuard(dirty, askToDiscard);

  /** Leaves the editor's changes only once the user agrees (nothing to ask when there are none). */
  const afterDiscard = async (then: () => void) => {
    if (dirty && !(await askToDiscard())) return;
    setDirty(false);
    then();
  };

  const open = (method: BiddingMethod, opened: FlowTemplate | undefined, savedVersion?: number) =>
    setEditing((current) => ({
      method,
      opened,
      savedVersion,
      generation: (current?.generation ?? 0) + 1,
    }));

  const openCurrent = (method: BiddingMethod) =>
    open(
      method,
      templates.data?.find((template) => template.biddingMethod === method),
    );

  /** A stale save (someone saved meanwhile): open the version that is current now. */
  const reload = useCallback(async () => {
    if (!editing) return;
    const { method } = editing;
    let current: FlowTemplate | undefined;
    try {
      current = await templatesPort.get(method);
    } catch (error) {
      if (!(error instanceof NotFoundError)) {
        void message.error(t('organisation.refused', { reason: refusalText(error, locale) }));
        return;
      }
    }
    setDirty(false);
    setEditing((previous) => ({ method, opened: current, generation: (previous?.generation ?? 0) + 1 }));
  }, [editing, locale, message, t, templatesPort]);

  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  if (templates.isError) {
    return (
      <div data-testid="flow-templates-tab">
        <LoadFailed
          title={t('organisation.loadFailed')}
          error={templates.error}
          onRetry={() => templates.refetch()}
        />
      </div>
    );
  }

  return (
    <div data-testid="flow-templates-tab">
      {templates.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      ) : editing ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap size={12}>
            <Button
              icon={<ArrowLeftOutlined />}
              onClick={() => void afterDiscard(() => setEditing(null))}
              data-testid="flow-template-back"
            >
              {t('flowTemplates.editor.back')}
            </Button>
            <Typography.Text id={methodLabel}>{t('flowTemplates.method')}</Typography.Text>
            <Select<BiddingMethod>
              aria-labelledby={methodLabel}
              value={editing.method}
              style={{ minWidth: 200 }}
              options={biddingMethodCodes.map((method) => ({
                value: method,
                label: code(BIDDING_METHODS, method),
              }))}
              onChange={(method) => void afterDiscard(() => openCurrent(method))}
              data-testid="flow-template-method"
            />
            <Button
              onClick={() => setVersionsOf(editing.method)}
              disabled={!editing.opened}
              data-testid="flow-template-versions"
            >
              {t('flowTemplates.versions')}
            </Button>
          </Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('flowTemplates.editor.title', { method: code(BIDDING_METHODS, editing.method) })}
          </Typography.Title>
          <FlowTemplateEditor
            key={`${editing.method}:${editing.generation}`}
            method={editing.method}
            opened={editing.opened}
            roles={roles.data}
            mayChange={permits(editing.opened ? 'flowTemplate.edit' : 'flowTemplate.add')}
            savedVersion={editing.savedVersion}
            onSaved={(saved) => {
              setDirty(false);
              open(saved.biddingMethod, saved, saved.version);
            }}
            onReload={() => void reload()}
            onDirtyChange={onDirtyChange}
          />
        </Space>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('flowTemplates.intro')}
          </Typography.Paragraph>
          <TemplateList
            templates={templates.data}
            mayEdit={permits('flowTemplate.edit')}
            mayAdd={permits('flowTemplate.add')}
            onEdit={openCurrent}
            onVersions={setVersionsOf}
          />
        </Space>
      )}
      <TemplateVersionsDrawer
        method={versionsOf}
        onClose={() => setVersionsOf(undefined)}
        onView={(version) => versionsOf && setViewing({ method: versionsOf, version })}
      />
      <TemplateVersionModal shown={viewing} onClose={() => setViewing(undefined)} />
    </div>
  );
}
