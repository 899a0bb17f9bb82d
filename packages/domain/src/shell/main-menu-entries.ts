import { ARCHIVE_TENANT_ID } from '../session/tenants';
import type { Label } from '../shared/labels';
import { SHELL_PATHS } from './routes';

/** One entry of the main left menu (§2 Menus). */
export interface MainMenuEntry {
  readonly key: 'create-project' | 'manage' | 'closing';
  readonly path: string;
  readonly label: Label;
}

const CREATE_PROJECT: MainMenuEntry = {
  key: 'create-project',
  path: SHELL_PATHS.createProject,
  label: { en: 'Create project', zh: '创建项目' },
};
const MANAGE: MainMenuEntry = {
  key: 'manage',
  path: SHELL_PATHS.manageList,
  label: { en: 'Project management', zh: '项目管理' },
};
const CLOSING_LABEL: Label = { en: 'Closing', zh: '结项' };
const ARCHIVE_LABEL: Label = { en: 'Archive', zh: '归档' };

/** The closing entry's name: archive for tenant 1, closing otherwise (§2 Routes /end-project, §9). */
export function closingMenuLabel(tenantId: number | string | null | undefined): Label {
  // The tenant id often comes back from storage as a string ('1'); Number() of a missing id is never 1.
  return Number(tenantId) === ARCHIVE_TENANT_ID ? ARCHIVE_LABEL : CLOSING_LABEL;
}

/** The three entries of the main menu: create project, manage, closing (§2 Menus). */
export function mainMenuEntries(tenantId: number | string | null | undefined): MainMenuEntry[] {
  return [
    CREATE_PROJECT,
    MANAGE,
    { key: 'closing', path: SHELL_PATHS.closing, label: closingMenuLabel(tenantId) },
  ];
}
