import {
  AppstoreOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  InboxOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import {
  FLOW_TOOLTIPS,
  isUnderPrefix,
  type MenuKind,
  mainMenuEntries,
  menuForPath,
  type SessionInfo,
  sessionPermits,
  stepMenu,
} from '@tender/domain';
import { Menu, type MenuProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGuardedNavigate } from '../../components/leave-guard';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { currentProjectId } from '../../data/session/current-project';
import { useAppModules } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';
import { registeredSubApplication } from '../sub-apps/sub-application-registry';
import { moduleLabel, serverManageRoutes, settingRoutes } from './shell-modules';

type MenuItem = NonNullable<MenuProps['items']>[number];

const MAIN_ICONS: Record<string, ReactNode> = {
  'create-project': <FileAddOutlined />,
  manage: <AppstoreOutlined />,
  closing: <InboxOutlined />,
};

export interface ShellMenuProps {
  readonly session: SessionInfo;
  readonly mode: 'inline' | 'horizontal';
  readonly theme: 'light' | 'dark';
  /**
   * A horizontal menu that wraps onto more lines instead of folding entries behind "…": every step of
   * the step menu stays in view, the current one included.
   */
  readonly wrap?: boolean;
  /** Called after an entry is chosen (the mobile drawer closes). */
  readonly onNavigate?: () => void;
}

/** Which menu the current path shows (§2 Menus), from the domain's menuForPath. */
export function useMenuKind(): MenuKind {
  const location = useLocation();
  const modules = useAppModules().data ?? [];
  return menuForPath({
    pathname: location.pathname,
    search: location.search,
    serverManageRoutes: serverManageRoutes(modules),
    settingRoutes: settingRoutes(modules),
  });
}

/** The left (or top) menu: the main menu, the project's step menu or the setting menu (§2 Menus). */
export function ShellMenu({ session, mode, theme, wrap = false, onNavigate }: ShellMenuProps) {
  const { t, label } = useT();
  const location = useLocation();
  const navigate = useGuardedNavigate();
  const modules = useAppModules().data ?? [];
  const kind = useMenuKind();
  const projectId = currentProjectId(location.search);
  const flow = useProjectFlow(kind === 'step' ? projectId : null);
  // Links for the mouse (open in a new tab, copy the address); out of the tab order, because the menu
  // moves focus between its items itself (arrow keys) and hides the items that overflow a horizontal
  // menu with aria-hidden, where a focusable link would be a trap (axe aria-hidden-focus).
  const targets = new Map<string, string>();
  const link = (key: string, to: string, text: ReactNode) => {
    targets.set(key, to);
    return (
      <Link to={to} onClick={onNavigate} tabIndex={-1}>
        {text}
      </Link>
    );
  };
  // Enter on a focused item follows its link, as a click on the link does.
  const onKeyboardChoice: MenuProps['onClick'] = ({ key, domEvent }) => {
    const to = targets.get(key);
    if (domEvent.type !== 'keydown' || !to) return;
    navigate(to);
    onNavigate?.();
  };

  let items: MenuItem[];
  if (kind === 'step') {
    const entries = flow.data
      ? stepMenu({ nodes: flow.data.nodes, project: flow.data.project, roleNames: session.roleNames })
      : [];
    items =
      entries.length === 0
        ? [{ key: 'no-project', disabled: true, label: t('menu.noProject') }]
        : entries.map(({ node, enabled, tooltip }) => ({
            key: node.router,
            disabled: !enabled,
            label: enabled ? (
              link(node.router, `${node.router}?id=${projectId}`, node.nodeName)
            ) : (
              <Tooltip title={tooltip ? label(FLOW_TOOLTIPS[tooltip]) : undefined}>{node.nodeName}</Tooltip>
            ),
          }));
  } else if (kind === 'setting') {
    items = modules
      .filter((module) => module.description === 'setting')
      .map((module) => ({
        key: module.route,
        icon: <SettingOutlined />,
        label: link(module.route, module.route, moduleLabel(module, t)),
      }));
  } else {
    // The tenant names the closing entry (archive for tenant 1, §2); create project needs its module
    // and project.add in the user's action list (§6: actions not in it are hidden).
    items = mainMenuEntries(session.tenant?.id)
      .filter(
        (entry) =>
          entry.key !== 'create-project' ||
          (registeredSubApplication(entry.path, modules) && sessionPermits(session, 'project.add')),
      )
      .map((entry) => ({
        key: entry.path,
        icon: MAIN_ICONS[entry.key] ?? <FolderOpenOutlined />,
        label: link(entry.path, entry.path, label(entry.label)),
      }));
  }

  const selected = items
    .map((item) => String(item?.key))
    .filter((key) => key.startsWith('/') && isUnderPrefix(location.pathname, key));
  // The manage entry's path is /manage/index; every /manage/... page belongs to it.
  if (kind === 'main' && isUnderPrefix(location.pathname, '/manage')) selected.push('/manage/index');

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected}
      onClick={onKeyboardChoice}
      aria-label={t(kind === 'step' ? 'menu.step' : kind === 'setting' ? 'menu.setting' : 'menu.main')}
      data-testid={`menu-${kind}`}
      disabledOverflow={wrap}
      style={
        mode === 'horizontal'
          ? { flex: 1, minWidth: 0, borderBottom: 'none', ...(wrap ? { flexWrap: 'wrap' } : {}) }
          : { borderInlineEnd: 'none' }
      }
    />
  );
}
