import {
  type ActionKey,
  ALL_PERMISSIONS,
  PERMISSION_AREAS,
  type PermissionArea,
  type PermissionAreaName,
} from '@tender/domain';
import { Alert, Checkbox, Table, type TableColumnsType, Tag } from 'antd';
import { useT } from '../../../i18n/i18n-context';

export interface GrantsEditorProps {
  /** The id antd's Form.Item gives its control, so the field's label and messages point here. */
  readonly id?: string;
  /** The granted permissions, `area.action` (§6). */
  readonly value?: readonly string[];
  readonly onChange?: (grants: string[]) => void;
  /**
   * The built-in Admin role: it holds every permission whatever is stored (ADR 0014), so the grid shows
   * everything granted and nothing to change.
   */
  readonly holdsEverything: boolean;
}

interface AreaRow {
  readonly key: PermissionAreaName;
  readonly area: PermissionArea;
}

const ROWS: readonly AreaRow[] = (Object.keys(PERMISSION_AREAS) as PermissionAreaName[]).map((key) => ({
  key,
  area: PERMISSION_AREAS[key],
}));

/**
 * The action columns: every action key some area has, in the order the catalogue first lists them (query
 * and get before the writes), so no column is empty for every area.
 */
const ACTION_COLUMNS: readonly ActionKey[] = [...new Set(ROWS.flatMap((row) => row.area.actions))];

const permissionOf = (area: PermissionAreaName, action: ActionKey) => `${area}.${action}`;

/**
 * A role's action permissions (§6 `area.action`, the domain's PERMISSION_AREAS) as a grid: an area per row,
 * an action per column, and a toggle for the whole row. Administration areas are shown but locked for any
 * role but Admin, because settings are the Admin's alone (§6, ADR 0014); the server refuses them anyway.
 * The value always comes out in catalogue order.
 */
export function GrantsEditor({ id, value = [], onChange, holdsEverything }: GrantsEditorProps) {
  const { t, label } = useT();
  const granted = new Set(holdsEverything ? ALL_PERMISSIONS : value);
  const locked = (row: AreaRow) => holdsEverything || row.area.administration;

  const change = (permissions: readonly string[], grant: boolean) => {
    const next = new Set(granted);
    for (const permission of permissions) {
      if (grant) next.add(permission);
      else next.delete(permission);
    }
    onChange?.(ALL_PERMISSIONS.filter((permission) => next.has(permission)));
  };

  const columns: TableColumnsType<AreaRow> = [
    {
      key: 'area',
      title: t('roles.grants.area'),
      render: (_, row) => (
        <span>
          {label(row.area.label)}
          {row.area.administration && !holdsEverything && (
            <Tag style={{ marginInlineStart: 8 }}>{t('roles.grants.adminOnly')}</Tag>
          )}
        </span>
      ),
    },
    {
      key: 'all',
      title: t('roles.grants.all'),
      align: 'center',
      render: (_, row) => {
        const permissions = row.area.actions.map((action) => permissionOf(row.key, action));
        const held = permissions.filter((permission) => granted.has(permission)).length;
        return (
          <Checkbox
            aria-label={t('roles.grants.allOf', { area: label(row.area.label) })}
            checked={held === permissions.length}
            indeterminate={held > 0 && held < permissions.length}
            disabled={locked(row)}
            onChange={(event) => change(permissions, event.target.checked)}
            data-testid={`grant-all-${row.key}`}
          />
        );
      },
    },
    ...ACTION_COLUMNS.map((action): TableColumnsType<AreaRow>[number] => ({
      key: action,
      title: t(`roles.action.${action}`),
      align: 'center',
      render: (_, row) => {
        if (!(row.area.actions as readonly ActionKey[]).includes(action)) return null;
        const permission = permissionOf(row.key, action);
        return (
          <Checkbox
            aria-label={t('roles.grants.one', {
              area: label(row.area.label),
              action: t(`roles.action.${action}`),
            })}
            checked={granted.has(permission)}
            disabled={locked(row)}
            onChange={(event) => change([permission], event.target.checked)}
            data-testid={`grant-${permission}`}
          />
        );
      },
    })),
  ];

  return (
    <div id={id} data-testid="grants-editor">
      <Alert
        type="info"
        showIcon
        title={t(holdsEverything ? 'roles.grants.adminHoldsAll' : 'roles.grants.administrationNote')}
        style={{ marginBottom: 12 }}
        data-testid={holdsEverything ? 'grants-admin-note' : 'grants-administration-note'}
      />
      <Table<AreaRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={[...ROWS]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
