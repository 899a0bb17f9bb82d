import { WarningOutlined } from '@ant-design/icons';
import { hasWebPage } from '@tender/domain';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { STATUS_COLOURS } from '../../../components/status-colours';
import { useT } from '../../../i18n/i18n-context';

/**
 * A module's route, flagged when the web app has no page for it (§1: the shell loads sub-applications
 * from the module list; a route it has no page for only mounts a placeholder). The domain's hasWebPage
 * decides, so the flag and the shell never disagree. The tag takes focus so keyboard users get its tooltip.
 */
export function ModuleRoute({ route }: { route: string }) {
  const { t } = useT();
  return (
    <Space size={8} wrap>
      <Typography.Text code>{route}</Typography.Text>
      {!hasWebPage(route) && (
        <Tooltip title={t('modules.noPage.explain')}>
          <Tag
            color={STATUS_COLOURS.warning}
            icon={<WarningOutlined />}
            tabIndex={0}
            data-testid="module-no-page"
          >
            {t('modules.noPage')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
