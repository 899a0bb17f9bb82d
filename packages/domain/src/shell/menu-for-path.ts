import type { AppModule } from '../session/app-module';
import { isUnderPrefix } from './normalise-path';
import { parseQuery } from './parse-query';

/** The built-in manage-type path prefixes of §2 Menus; the server adds its own manage routes. */
export const MANAGE_PATH_PREFIXES = [
  '/manage/operation',
  '/bid-evaluation/index',
  '/bid-evaluation/cl',
  '/qualification-bid-evaluation/index',
] as const;

/** The query flag that opens the step menu wherever it appears (§2 Menus, §2 Routes /create-project). */
export const CORRECTIONS_FLAG = 'correctionsmsg';

/** Which left menu the shell shows (§2 Menus): the project's step menu, the setting menu or the main menu. */
export type MenuKind = 'step' | 'setting' | 'main';

export interface MenuForPathInput {
  readonly pathname: string;
  /** The raw query string ('?id=1&correctionsmsg=1'); ignored when `query` is given. */
  readonly search?: string;
  /** The already-parsed query, as routers hand it over. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Routes of the AppModule items whose description is 'manage' (§7 AppModule/GetPaged). */
  readonly serverManageRoutes: readonly string[];
  /** Routes of the AppModule items whose description is 'setting'. */
  readonly settingRoutes: readonly string[];
}

/** Whether a path is manage-type: under a built-in prefix or a route the server lists as manage (§2 Menus). */
export function isManagePath(pathname: string, serverManageRoutes: readonly string[]): boolean {
  return [...MANAGE_PATH_PREFIXES, ...serverManageRoutes].some((prefix) => isUnderPrefix(pathname, prefix));
}

/** Whether the correctionsmsg flag is set: present with a non-empty value, as the legacy truthiness check read it. */
export function hasCorrectionsFlag(input: Pick<MenuForPathInput, 'search' | 'query'>): boolean {
  const value = input.query
    ? input.query[CORRECTIONS_FLAG]
    : parseQuery(input.search ?? '')[CORRECTIONS_FLAG];
  if (Array.isArray(value)) return value.some((item) => item !== undefined && item !== null && item !== '');
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** The menu a path shows (§2 Menus); the step menu wins over the setting menu, the main menu is the rest. */
export function menuForPath(input: MenuForPathInput): MenuKind {
  if (hasCorrectionsFlag(input) || isManagePath(input.pathname, input.serverManageRoutes)) return 'step';
  if (input.settingRoutes.some((route) => isUnderPrefix(input.pathname, route))) return 'setting';
  return 'main';
}

/** The routes of the modules with a given description: the manage or setting menu sources of §2 Menus. */
export function moduleRoutes(modules: readonly AppModule[], description: AppModule['description']): string[] {
  return modules.filter((module) => module.description === description).map((module) => module.route);
}
