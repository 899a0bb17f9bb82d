import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { TAB_WIDTH_PX } from '../../components/layout-sizes';
import { useT } from '../../i18n/i18n-context';
import type { PageTabBar, TabCommand } from './tab-bar-state';

export interface TabBarProps {
  readonly bar: PageTabBar;
  /** The tab's title, already translated. */
  titleOf(key: string): string;
  /** A click on a tab, also on the one drawn active. */
  onSelect(key: string): void;
  /** A context-menu command, the tab's close icon or the Delete key, on the tab it was used on. */
  onCommand(command: TabCommand, key: string): void;
}

const COMMANDS: readonly TabCommand[] = ['close', 'close-right', 'close-left', 'close-all'];
const COMMAND_LABEL = {
  close: 'tabs.closeCurrent',
  'close-right': 'tabs.closeRight',
  'close-left': 'tabs.closeLeft',
  'close-all': 'tabs.closeAll',
} as const;

const CLOSE_ICON_PX = 12;
const CLOSE_GAP_PX = 6;

/** The key of the tab a keyboard event came from: the role="tab" element holds our label. */
function tabKeyOf(event: KeyboardEvent): string | null {
  const target = event.target as HTMLElement;
  if (target.getAttribute('role') !== 'tab') return null;
  return target.querySelector<HTMLElement>('[data-tab-key]')?.dataset.tabKey ?? null;
}

/**
 * The multi-tab bar (§2): one tab per open page, 206 px wide (§9), each with a close icon and a context
 * menu — close current, close right, close left, close all. The rules and their messages are the domain's.
 *
 * Closing is not antd's editable-card close button: antd puts that <button> beside each role="tab" inside
 * the role="tablist", which ARIA does not allow (a tablist owns tabs only; axe: aria-required-children).
 * As in the WAI-ARIA tabs pattern, the focused tab closes with Delete (or Backspace); for the pointer, the
 * tab shows a close icon inside itself that is hidden from assistive technology (a focusable control may
 * not sit inside a tab either), and the context menu offers every close command.
 */
export function TabBar({ bar, titleOf, onSelect, onCommand }: TabBarProps) {
  const { t } = useT();
  const { token } = theme.useToken();
  // The tab's content box: 206 px less antd's small card tab padding (paddingXS each side) and border.
  const labelWidth = TAB_WIDTH_PX - 2 * token.paddingXS - 2 * token.lineWidth;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const key = tabKeyOf(event);
    if (key === null) return;
    event.preventDefault();
    onCommand('close', key);
  };

  return (
    // The key handler only listens for Delete on the tabs inside; the tabs themselves are antd's.
    // biome-ignore lint/a11y/noStaticElementInteractions: a listener for the tablist's own role="tab" elements
    <div onKeyDown={onKeyDown}>
      <Tabs
        className="tender-tab-bar"
        type="card"
        size="small"
        activeKey={bar.activeKey}
        onChange={onSelect}
        // Every click too, not only a change of the tab drawn active: while a page switch is still being
        // drawn, the tab of the page on screen is the one the user may click to stay (use-page-tabs.ts
        // ignores a second call for the address already shown).
        onTabClick={onSelect}
        aria-label={t('tabs.label')}
        data-testid="tab-bar"
        tabBarStyle={{ margin: 0 }}
        styles={{ item: { width: TAB_WIDTH_PX, boxSizing: 'border-box', flex: 'none' } }}
        items={bar.tabs.map((tab) => ({
          key: tab.key,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: COMMANDS.map((command) => ({
                  key: command,
                  label: <span data-testid={`tab-menu-${command}`}>{t(COMMAND_LABEL[command])}</span>,
                })),
                onClick: ({ key }) => onCommand(key as TabCommand, tab.key),
              }}
            >
              <span
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: CLOSE_GAP_PX,
                  width: labelWidth,
                  verticalAlign: 'middle',
                }}
              >
                <span
                  title={titleOf(tab.key)}
                  data-testid="tab"
                  data-tab-key={tab.key}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {titleOf(tab.key)}
                </span>
                <span
                  aria-hidden="true"
                  title={t('tabs.closeCurrent')}
                  data-testid="tab-close"
                  onClick={(event) => {
                    // Closing is not selecting: the tab's own click must not see it.
                    event.stopPropagation();
                    onCommand('close', tab.key);
                  }}
                  style={{
                    display: 'inline-flex',
                    fontSize: CLOSE_ICON_PX,
                    color: token.colorIcon,
                    cursor: 'pointer',
                  }}
                >
                  <CloseOutlined />
                </span>
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
