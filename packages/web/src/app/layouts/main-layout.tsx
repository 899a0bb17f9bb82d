import { BgColorsOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { pagePaddingRight, SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX, sidebarWidth } from '@tender/domain';
import { App as AntdApp, Button, Drawer, Layout, Tooltip, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useAutoHide } from '../../components/use-auto-hide';
import { useScreen } from '../../components/use-screen';
import OperationFrame from '../../features/operation/operation-frame';
import { currentProjectId } from '../../features/session/current-project';
import { moduleFor, moduleLabel } from '../../features/session/shell-modules';
import { useAppModules, useSession } from '../../features/session/use-session';
import { useDisplaySettings } from '../../features/shell/display-settings';
import { HeaderClock } from '../../features/shell/header-clock';
import { useGuardedLinks } from '../../features/shell/leave-guard';
import { SettingsDrawer } from '../../features/shell/settings-drawer';
import { ShellBreadcrumb } from '../../features/shell/shell-breadcrumb';
import { ShellMenu, useMenuKind } from '../../features/shell/shell-menu';
import { TabBar } from '../../features/shell/tab-bar';
import { usePageTabs } from '../../features/shell/use-page-tabs';
import { UserArea } from '../../features/shell/user-area';
import { useT } from '../../i18n/i18n-context';
import { routeFor } from '../route-table';

const HEADER_HEIGHT_PX = 56;
const FIXED_CONTENT_MAX_PX = 1200;

/**
 * The main layout every signed-in screen lives in (§2): side or top menu, a header with the server clock,
 * the user area and the display settings, the multi-tab bar, the breadcrumb and the page. On mobile
 * (§9) the menu moves into a drawer.
 */
export default function MainLayout() {
  // antd's App gives the layout's messages and modals (tab messages, logout confirm) the theme and locale.
  return (
    <AntdApp>
      <MainLayoutFrame />
    </AntdApp>
  );
}

function MainLayoutFrame() {
  const { t } = useT();
  const { token } = theme.useToken();
  const location = useLocation();
  const screen = useScreen();
  const mobile = screen === 'mobile';
  const { settings, sidebarCollapsed, setSidebarCollapsed } = useDisplaySettings();
  const session = useSession().data?.session;
  const modules = useAppModules().data ?? [];
  const tabs = usePageTabs();
  // In-app links ask a page with unsaved changes before leaving it (features/shell/leave-guard).
  useGuardedLinks();
  const [menuDrawerOpen, setMenuDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const headerHidden = useAutoHide(settings.fixedHeader && settings.autoHideHeader);
  const operationProjectId = useOperationProjectId();

  // The guard renders this layout only once the session is in; a story may still mount it earlier.
  if (!session) return <PageSpinner fullPage />;

  const sideMenu = settings.layout === 'sidemenu';
  const dark = settings.navTheme === 'dark';
  const headerDark = dark && !sideMenu;
  const onHeader = headerDark ? 'rgba(255,255,255,0.85)' : undefined;
  const menuTheme = dark ? 'dark' : 'light';
  const logo = (
    <Link
      to="/home/index"
      style={{ fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap', color: dark ? '#fff' : token.colorText }}
    >
      {t('app.name')}
    </Link>
  );
  // A tab is titled by its route's label, else by the module serving it (a step such as /sign-up).
  const titleOf = (key: string) => {
    const route = routeFor(key);
    if (route && route.path !== '*') return t(route.labelKey);
    const module = moduleFor(key, modules);
    return module ? moduleLabel(module, t) : key;
  };

  return (
    <Layout
      style={{ minHeight: '100vh' }}
      data-testid="main-layout"
      data-layout={settings.layout}
      data-screen={screen}
    >
      {sideMenu && !mobile && (
        <Layout.Sider
          theme={menuTheme}
          width={SIDEBAR_WIDTH_PX}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX}
          collapsed={sidebarCollapsed}
          trigger={null}
          data-testid="sidebar"
          data-width={sidebarWidth(sidebarCollapsed)}
          style={
            settings.fixSiderbar
              ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }
              : { borderInlineEnd: `1px solid ${token.colorSplit}` }
          }
        >
          <div
            style={{
              height: HEADER_HEIGHT_PX,
              display: 'flex',
              alignItems: 'center',
              padding: '0 24px',
              overflow: 'hidden',
            }}
          >
            {sidebarCollapsed ? null : logo}
          </div>
          <ShellMenu session={session} mode="inline" theme={menuTheme} />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          size={SIDEBAR_WIDTH_PX}
          open={menuDrawerOpen}
          onClose={() => setMenuDrawerOpen(false)}
          title={logo}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          <ShellMenu
            session={session}
            mode="inline"
            theme="light"
            onNavigate={() => setMenuDrawerOpen(false)}
          />
        </Drawer>
      )}
      <Layout>
        <Layout.Header
          data-testid="header"
          data-hidden={headerHidden}
          style={{
            position: settings.fixedHeader ? 'sticky' : 'relative',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT_PX,
            lineHeight: `${HEADER_HEIGHT_PX}px`,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '0 12px',
            background: headerDark ? '#001529' : token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
            transform: headerHidden ? 'translateY(-100%)' : undefined,
            transition: 'transform 0.2s',
          }}
        >
          {mobile ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('header.openMenu')}
              onClick={() => setMenuDrawerOpen(true)}
              style={{ color: onHeader }}
              data-testid="open-menu"
            />
          ) : (
            sideMenu && (
              <Button
                type="text"
                icon={sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={t(sidebarCollapsed ? 'header.expand' : 'header.collapse')}
                onClick={() => setSidebarCollapsed(!sidebarCollapsed)}
                data-testid="toggle-sidebar"
              />
            )
          )}
          {(!sideMenu || mobile) && logo}
          {!sideMenu && !mobile ? (
            <ShellMenu session={session} mode="horizontal" theme={menuTheme} />
          ) : (
            <div style={{ flex: 1 }} />
          )}
          {screen === 'desktop' && <HeaderClock {...(onHeader ? { color: onHeader } : {})} />}
          <UserArea session={session} compact={mobile} onDark={headerDark} />
          <Tooltip title={t('header.displaySettings')}>
            <Button
              type="text"
              icon={<BgColorsOutlined />}
              aria-label={t('header.displaySettings')}
              onClick={() => setSettingsOpen(true)}
              style={{ color: onHeader }}
              data-testid="display-settings-button"
            />
          </Tooltip>
        </Layout.Header>
        {settings.multiTab && (
          <div style={{ background: token.colorBgContainer, padding: '4px 12px 0' }}>
            <TabBar bar={tabs.bar} titleOf={titleOf} onSelect={tabs.select} onCommand={tabs.command} />
          </div>
        )}
        <Layout.Content
          style={{ padding: `16px ${pagePaddingRight(location.pathname)}px 16px 16px` }}
          data-testid="page-content"
        >
          <div
            style={
              settings.contentWidth === 'Fixed' && !sideMenu
                ? { maxWidth: FIXED_CONTENT_MAX_PX, margin: '0 auto' }
                : undefined
            }
          >
            {screen !== 'desktop' && (
              <div style={{ marginBottom: 8 }}>
                <HeaderClock />
              </div>
            )}
            <ShellBreadcrumb />
            {operationProjectId ? (
              <Suspense fallback={<PageSpinner />}>
                <OperationFrame projectId={operationProjectId}>
                  <Outlet />
                </OperationFrame>
              </Suspense>
            ) : (
              <Outlet />
            )}
          </div>
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}

/**
 * The project whose operation screen wraps this page (§2 "With a project selected, the operation panel
 * is shown"): on a manage-type path, the selected project. The correctionsmsg flag shows the step menu on
 * project creation too, but editing a project's information is not a flow step: no frame there.
 */
function useOperationProjectId(): number | null {
  const location = useLocation();
  const kind = useMenuKind();
  if (kind !== 'step' || location.pathname.startsWith('/create-project')) return null;
  const id = Number(currentProjectId(location.search));
  return Number.isInteger(id) && id > 0 ? id : null;
}
