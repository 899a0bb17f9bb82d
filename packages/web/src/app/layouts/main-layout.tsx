import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Drawer, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  pagePaddingRight,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
  sidebarWidth,
} from '../../components/layout-sizes';
import { useGuardedLinks } from '../../components/leave-guard';
import { PageSpinner } from '../../components/page-spinner';
import { useAutoHide } from '../../components/use-auto-hide';
import { useScreen } from '../../components/use-screen';
import { useLiveProjects } from '../../data/projects/use-live-projects';
import { useSession } from '../../data/session/use-session';
import OperationFrame from '../../features/operation/operation-frame';
import { useT } from '../../i18n/i18n-context';
import { useDisplaySettings } from '../shell/display-settings';
import { HeaderActions } from '../shell/header-actions';
import { HeaderClock } from '../shell/header-clock';
import { KeptPagesOutlet } from '../shell/kept-pages-outlet';
import { useOperationProjectId } from '../shell/project-pages';
import { SettingsDrawer } from '../shell/settings-drawer';
import { ShellBreadcrumb } from '../shell/shell-breadcrumb';
import { ShellMenu, useMenuKind } from '../shell/shell-menu';
import { TabBar } from '../shell/tab-bar';
import { usePageTabs } from '../shell/use-page-tabs';

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
  const tabs = usePageTabs();
  // In-app links ask a page with unsaved changes before leaving it (components/leave-guard).
  useGuardedLinks();
  // Lists and projects on screen follow other users' changes (ADR 0011).
  useLiveProjects();
  const [menuDrawerOpen, setMenuDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const headerHidden = useAutoHide(settings.fixedHeader && settings.autoHideHeader);
  const operationProjectId = useOperationProjectId();
  const menuKind = useMenuKind();

  // The guard renders this layout only once the session is in; a story may still mount it earlier.
  if (!session) return <PageSpinner fullPage />;

  const sideMenu = settings.layout === 'sidemenu';
  const topMenu = !sideMenu && !mobile;
  // In the top-menu layout a project's step menu gets a row of its own under the header: beside the
  // logo, the clock and the user area, 9 steps do not fit at 1366 px and antd would fold some behind "…".
  const stepRow = topMenu && menuKind === 'step';
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
          {topMenu && !stepRow ? (
            <ShellMenu session={session} mode="horizontal" theme={menuTheme} />
          ) : (
            <div style={{ flex: 1 }} />
          )}
          {screen === 'desktop' && <HeaderClock {...(onHeader ? { color: onHeader } : {})} />}
          <HeaderActions
            session={session}
            onDisplaySettings={() => setSettingsOpen(true)}
            onDark={headerDark}
          />
        </Layout.Header>
        {stepRow && (
          <div
            data-testid="step-menu-row"
            style={{
              background: headerDark ? '#001529' : token.colorBgContainer,
              borderBottom: `1px solid ${token.colorSplit}`,
              padding: '0 12px',
            }}
          >
            <ShellMenu session={session} mode="horizontal" theme={menuTheme} wrap />
          </div>
        )}
        {settings.multiTab && (
          // With a fixed header the tabs stay in reach under it, as the header's menu does; when the header
          // hides itself on scroll, they move up into its place.
          <div
            data-testid="tab-bar-row"
            style={{
              background: token.colorBgContainer,
              padding: '4px 12px 0',
              ...(settings.fixedHeader && {
                position: 'sticky',
                top: headerHidden ? 0 : HEADER_HEIGHT_PX,
                zIndex: 9,
                transition: 'top 0.2s',
              }),
            }}
          >
            <TabBar bar={tabs.bar} titleOf={tabs.titleOf} onSelect={tabs.select} onCommand={tabs.command} />
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
            {settings.multiTab ? (
              <KeptPagesOutlet bar={tabs.bar} recent={tabs.recent} />
            ) : operationProjectId ? (
              <Suspense fallback={<PageSpinner />}>
                <OperationFrame projectId={operationProjectId} showProjectTabs>
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
