import { BgColorsOutlined } from '@ant-design/icons';
import type { SessionInfo } from '@tender/domain';
import { Button, Tooltip } from 'antd';
import { useScreen } from '../../components/use-screen';
import { SystemNoticeBadge } from '../../features/system-notices/system-notice-badge';
import { useT } from '../../i18n/i18n-context';
import { HeaderMoreMenu } from './header-more-menu';
import { UserArea } from './user-area';

export interface HeaderActionsProps {
  readonly session: SessionInfo;
  /** Opens the display settings drawer, which the layout holds. */
  onDisplaySettings(): void;
  /** The header is dark (the dark theme in the top-menu layout). */
  readonly onDark?: boolean;
}

/**
 * The header's right-hand actions (§2): the notices' bell, the user area and the display settings. On a
 * phone (§9 mobile, below 576 px) they do not fit beside the menu button and the name in 375 px: the bell
 * stays, with its count, and everything else folds into the "more" menu.
 */
export function HeaderActions({ session, onDisplaySettings, onDark = false }: HeaderActionsProps) {
  const { t } = useT();
  const folded = useScreen() === 'mobile';
  const color = onDark ? 'rgba(255,255,255,0.85)' : undefined;
  const colour = color ? { color } : {};
  return (
    <>
      <SystemNoticeBadge {...colour} />
      {folded ? (
        <HeaderMoreMenu session={session} onDisplaySettings={onDisplaySettings} {...colour} />
      ) : (
        <>
          <UserArea session={session} onDark={onDark} />
          <Tooltip title={t('header.displaySettings')}>
            <Button
              type="text"
              icon={<BgColorsOutlined />}
              aria-label={t('header.displaySettings')}
              onClick={onDisplaySettings}
              style={{ color }}
              data-testid="display-settings-button"
            />
          </Tooltip>
        </>
      )}
    </>
  );
}
