import {
  grantedPermissions,
  isAdmin,
  PERMISSION_AREAS,
  type PermissionAreaName,
  type Role,
} from '@tender/domain';
import { Space, Tag, Typography } from 'antd';
import { useT } from '../../../i18n/i18n-context';

/**
 * What a role lets its holders do, in a line of tags: an area with all its actions as "area: all", one
 * with some as "area: query, view". It shows what the role really grants (the domain's grantedPermissions):
 * the Admin everything, another role nothing of the administration areas whatever is stored (ADR 0014).
 */
export function GrantsSummary({ role }: { readonly role: Role }) {
  const { t, label } = useT();
  if (isAdmin([role.name])) return <Tag color="blue">{t('roles.grants.summary.every')}</Tag>;
  const granted = new Set<string>(grantedPermissions([role.name], role.grantedPermissions));
  const areas = (Object.keys(PERMISSION_AREAS) as PermissionAreaName[]).flatMap((key) => {
    const area = PERMISSION_AREAS[key];
    const actions = area.actions.filter((action) => granted.has(`${key}.${action}`));
    if (actions.length === 0) return [];
    const text =
      actions.length === area.actions.length
        ? t('roles.grants.summary.allOfArea', { area: label(area.label) })
        : t('roles.grants.summary.someOfArea', {
            area: label(area.label),
            actions: actions
              .map((action) => t(`roles.action.${action}`))
              .join(t('roles.grants.summary.separator')),
          });
    return [<Tag key={key}>{text}</Tag>];
  });
  return areas.length === 0 ? (
    <Typography.Text type="secondary">{t('roles.grants.summary.none')}</Typography.Text>
  ) : (
    <Space size={[4, 4]} wrap>
      {areas}
    </Space>
  );
}
