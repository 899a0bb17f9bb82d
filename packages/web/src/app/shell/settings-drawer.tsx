import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { SHELL_MESSAGES, settingsOptions, THEME_COLOURS, type ThemeSettings } from '@tender/domain';
import {
  App,
  Button,
  Divider,
  Drawer,
  Segmented,
  Select,
  Space,
  Switch,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useDisplaySettings } from './display-settings';

export interface SettingsDrawerProps {
  readonly open: boolean;
  onClose(): void;
}

/** One setting: its name, and its control with the reason it is disabled as a tooltip. */
function Row({ title, hint, children }: { title: string; hint?: string | null; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 0' }}>
      <span style={{ color: hint ? token.colorTextSecondary : token.colorText }}>{title}</span>
      <Tooltip title={hint ?? undefined} placement="left">
        {children}
      </Tooltip>
    </div>
  );
}

/**
 * The settings drawer (§2): layout mode, content width (Fluid only with the top menu), fixed header with
 * auto-hide, fixed sidebar (off in top menu), 8 theme colours, colour weak, multi-tab and a copy of the
 * settings. The rules are the domain's (applySettingsChange, settingsOptions); the result is persisted.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t, label } = useT();
  const { message } = App.useApp();
  const { settings, update } = useDisplaySettings();
  const options = settingsOptions(settings);

  const change = (patch: Partial<ThemeSettings>) => {
    try {
      update(patch);
    } catch {
      void message.error(label(SHELL_MESSAGES.themeUpdateFailed));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      void message.success(label(SHELL_MESSAGES.copyDone));
    } catch {
      void message.error(label(SHELL_MESSAGES.copyFailed));
    }
  };

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      closable={{ 'aria-label': t('settings.close') }}
      data-testid="settings-drawer"
    >
      <Typography.Title level={5}>{t('settings.navTheme')}</Typography.Title>
      <Segmented<ThemeSettings['navTheme']>
        block
        value={settings.navTheme}
        onChange={(navTheme) => change({ navTheme })}
        options={(['light', 'dark'] as const).map((value) => ({
          value,
          label: <span data-testid={`settings-nav-theme-${value}`}>{t(`settings.navTheme.${value}`)}</span>,
        }))}
      />

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('settings.themeColour')}
      </Typography.Title>
      <Space wrap size={8} role="group" aria-label={t('settings.themeColour')}>
        {THEME_COLOURS.map((colour) => {
          const chosen = settings.primaryColor === colour.hex;
          return (
            <Tooltip key={colour.key} title={label(colour.label)}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={label(colour.label)}
                onClick={() => change({ primaryColor: colour.hex })}
                data-testid={`settings-colour-${colour.key}`}
                style={{
                  width: 24,
                  height: 24,
                  border: 'none',
                  borderRadius: 4,
                  cursor: 'pointer',
                  background: colour.hex,
                  color: '#fff',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {chosen && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </Space>

      <Divider />
      <Typography.Title level={5}>{t('settings.layout')}</Typography.Title>
      <Segmented<ThemeSettings['layout']>
        block
        value={settings.layout}
        onChange={(layout) => change({ layout })}
        options={(['sidemenu', 'topmenu'] as const).map((value) => ({
          value,
          label: <span data-testid={`settings-layout-${value}`}>{t(`settings.layout.${value}`)}</span>,
        }))}
      />
      <div style={{ marginTop: 8 }}>
        <Row
          title={t('settings.contentWidth')}
          hint={options.contentWidthReason && label(options.contentWidthReason)}
        >
          <Select<ThemeSettings['contentWidth']>
            size="small"
            style={{ width: 90 }}
            value={settings.contentWidth}
            onChange={(contentWidth) => change({ contentWidth })}
            options={options.contentWidths.map((value) => ({
              value,
              label: t(`settings.contentWidth.${value}`),
            }))}
            aria-label={t('settings.contentWidth')}
            data-testid="settings-content-width"
          />
        </Row>
        <Row title={t('settings.fixedHeader')}>
          <Switch
            size="small"
            checked={settings.fixedHeader}
            onChange={(fixedHeader) => change({ fixedHeader })}
            aria-label={t('settings.fixedHeader')}
            data-testid="settings-fixed-header"
          />
        </Row>
        <Row
          title={t('settings.autoHideHeader')}
          hint={options.autoHideHeader.reason && label(options.autoHideHeader.reason)}
        >
          <Switch
            size="small"
            checked={settings.autoHideHeader}
            disabled={!options.autoHideHeader.enabled}
            onChange={(autoHideHeader) => change({ autoHideHeader })}
            aria-label={t('settings.autoHideHeader')}
            data-testid="settings-auto-hide-header"
          />
        </Row>
        <Row
          title={t('settings.fixSiderbar')}
          hint={options.fixSiderbar.reason && label(options.fixSiderbar.reason)}
        >
          <Switch
            size="small"
            checked={settings.fixSiderbar}
            disabled={!options.fixSiderbar.enabled}
            onChange={(fixSiderbar) => change({ fixSiderbar })}
            aria-label={t('settings.fixSiderbar')}
            data-testid="settings-fix-siderbar"
          />
        </Row>
      </div>

      <Divider />
      <div>
        <Row title={t('settings.colorWeak')}>
          <Switch
            size="small"
            checked={settings.colorWeak}
            onChange={(colorWeak) => change({ colorWeak })}
            aria-label={t('settings.colorWeak')}
            data-testid="settings-color-weak"
          />
        </Row>
        <Row title={t('settings.multiTab')}>
          <Switch
            size="small"
            checked={settings.multiTab}
            onChange={(multiTab) => change({ multiTab })}
            aria-label={t('settings.multiTab')}
            data-testid="settings-multi-tab"
          />
        </Row>
      </div>
      <Divider />
      <Button block icon={<CopyOutlined />} onClick={() => void copy()} data-testid="settings-copy">
        {t('settings.copy')}
      </Button>
    </Drawer>
  );
}
