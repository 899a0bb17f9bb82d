import type { Label } from '../shared/labels';
import type { ActionKey } from './has-action-permission';

/** One area of the product that permissions are granted in: the §6 action keys it knows. */
export interface PermissionArea {
  readonly label: Label;
  readonly actions: readonly ActionKey[];
  /**
   * Administration of the organisation (staff, roles, companies, modules, flow templates, the audit trail):
   * the built-in Admin role's alone, never granted to another role (settings are the Admin's, §6).
   */
  readonly administration: boolean;
}

/**
 * Every area a permission `area.action` names (§6: "a check by id.action"), with the action keys it has
 * and whether it is administration. Only actions some call checks are listed, so the role editor shows no
 * grant that means nothing. The work areas follow a project's life; the administration areas are the
 * settings screen's (/organize-manage).
 */
export const PERMISSION_AREAS = {
  project: {
    label: { en: 'Projects', zh: '项目' },
    // export writes the lists to a spreadsheet (migration 0018 grants it to who may edit projects).
    actions: ['query', 'get', 'add', 'edit', 'delete', 'export'],
    administration: false,
  },
  flow: {
    label: { en: 'Project flow', zh: '项目流程' },
    // edit moves the flow: next, jump, the workflow engine's tasks and the flow records.
    actions: ['query', 'get', 'edit'],
    administration: false,
  },
  record: {
    label: { en: 'Step records', zh: '环节记录' },
    actions: ['query', 'add', 'edit', 'delete'],
    administration: false,
  },
  notice: {
    label: { en: 'Notices', zh: '公告' },
    // enable publishes a draft: a published notice is public record (ADR 0007).
    actions: ['query', 'add', 'edit', 'delete', 'enable'],
    administration: false,
  },
  // Bid opening and evaluation (ADR 0019): whoever records steps enters the opening record, draws the
  // committee and keeps the marks (migration 0022 grants it to roles that add records).
  evaluation: {
    label: { en: 'Bid opening and evaluation', zh: '开标评标' },
    actions: ['query', 'edit'],
    administration: false,
  },
  file: {
    label: { en: 'Files', zh: '文件' },
    actions: ['get', 'add', 'delete'],
    administration: false,
  },
  // The libraries (§1): staff who record steps keep them (migration 0014 grants them to such roles), and
  // who may add to one may import into it (migration 0016).
  bidder: {
    label: { en: 'Bidder library', zh: '供应商库' },
    actions: ['query', 'get', 'add', 'edit', 'import', 'export'],
    administration: false,
  },
  agency: {
    label: { en: 'Agency library', zh: '代理机构库' },
    actions: ['query', 'get', 'add', 'edit', 'import', 'export'],
    administration: false,
  },
  purchaser: {
    label: { en: 'Purchaser library', zh: '采购人库' },
    actions: ['query', 'get', 'add', 'edit', 'import', 'export'],
    administration: false,
  },
  // The expert library (ADR 0019): kept by who keeps the libraries (migration 0023).
  expert: {
    label: { en: 'Expert library', zh: '专家库' },
    actions: ['query', 'get', 'add', 'edit'],
    administration: false,
  },
  // System notices (§1): every role reads them (migration 0015), the Admin publishes and keeps them.
  sysNotice: {
    label: { en: 'System notices', zh: '系统公告' },
    // edit also pins, unpins and withdraws.
    actions: ['query', 'get', 'add', 'edit'],
    administration: false,
  },
  user: {
    label: { en: 'Users', zh: '用户' },
    actions: ['query', 'get', 'add', 'edit', 'enable', 'disable'],
    administration: true,
  },
  role: {
    label: { en: 'Roles', zh: '角色' },
    actions: ['query', 'get', 'add', 'edit', 'delete'],
    administration: true,
  },
  company: {
    label: { en: 'Companies', zh: '公司' },
    actions: ['query', 'add', 'edit'],
    administration: true,
  },
  module: {
    label: { en: 'App modules', zh: '应用模块' },
    actions: ['query', 'add', 'edit', 'enable', 'disable'],
    administration: true,
  },
  flowTemplate: {
    label: { en: 'Flow templates', zh: '流程模板' },
    actions: ['query', 'get', 'add', 'edit', 'delete'],
    administration: true,
  },
  audit: {
    label: { en: 'Audit trail', zh: '审计日志' },
    actions: ['query', 'get', 'export'],
    administration: true,
  },
} as const satisfies Record<string, PermissionArea>;

export type PermissionAreaName = keyof typeof PERMISSION_AREAS;

/** A grantable permission, `area.action` (§6), e.g. `project.edit`. */
export type Permission = {
  [A in PermissionAreaName]: `${A}.${(typeof PERMISSION_AREAS)[A]['actions'][number]}`;
}[PermissionAreaName];

const AREA_NAMES = Object.keys(PERMISSION_AREAS) as PermissionAreaName[];

function permissionsWhere(keep: (area: PermissionArea, action: ActionKey) => boolean): readonly Permission[] {
  return AREA_NAMES.flatMap((name) => {
    const area: PermissionArea = PERMISSION_AREAS[name];
    return area.actions
      .filter((action) => keep(area, action))
      .map((action) => `${name}.${action}` as Permission);
  });
}

/** Every permission, in the catalogue's order: what the built-in Admin role holds. */
export const ALL_PERMISSIONS: readonly Permission[] = permissionsWhere(() => true);

/** The permissions of the work areas: what a role other than Admin may be granted. */
export const WORK_PERMISSIONS: readonly Permission[] = permissionsWhere((area) => !area.administration);

/** Reading the work areas only (query and get): the demo Viewer role's grants. */
export const READ_PERMISSIONS: readonly Permission[] = permissionsWhere(
  (area, action) => !area.administration && (action === 'query' || action === 'get'),
);

/** Whether a text names a permission of the catalogue (exactly, case-sensitive). */
export function isPermission(text: string): text is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(text);
}

/** Whether a permission belongs to an administration area (the Admin's alone). */
export function isAdministrationPermission(permission: Permission): boolean {
  const area = permission.slice(0, permission.indexOf('.')) as PermissionAreaName;
  return PERMISSION_AREAS[area].administration;
}
