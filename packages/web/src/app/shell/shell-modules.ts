import { type AppModule, mainMenuEntries, moduleRoutes, normalisePath } from '@tender/domain';
import type { MessageKey } from '../../i18n/en';

// The main menu's areas are never step screens: /create-project shows the step menu only with the
// correctionsmsg flag (§2 Routes, §2 Menus), and the closing area is reached from the main menu. A
// module list that files them under 'manage' (as the demo data does for the sub-application that
// serves project creation) must not turn them into manage-type paths, or redirectFor would send
// every visit without a selected project to the manage list.
const MAIN_MENU_PATHS = new Set(mainMenuEntries(null).map((entry) => normalisePath(entry.path)));

/** The server's manage routes that make a path manage-type (§2 Menus), without the main menu's areas. */
export function serverManageRoutes(modules: readonly AppModule[]): string[] {
  return moduleRoutes(modules, 'manage').filter((route) => !MAIN_MENU_PATHS.has(normalisePath(route)));
}

/** The routes of the setting modules: where the setting menu shows, and its entries (§2 Menus). */
export function settingRoutes(modules: readonly AppModule[]): string[] {
  return moduleRoutes(modules, 'setting');
}

/** The module serving a route, if the module list has one: an area without a module is not reachable. */
export function moduleFor(route: string, modules: readonly AppModule[]): AppModule | undefined {
  const wanted = normalisePath(route);
  return modules.find((module) => normalisePath(module.route) === wanted);
}

/**
 * The setting areas of §1 that the UI names in its own language; a step keeps its module's name (the
 * flow's Chinese step names are data, §3), and so does a setting module this build does not know.
 */
const SETTING_AREA_LABELS: Readonly<Record<string, MessageKey>> = {
  '/organize-manage': 'route.settings',
  '/sys-notice': 'route.system-notices',
  '/sys-notice/index': 'route.system-notices',
  '/home/supplier-library': 'area.supplier-library',
  '/home/agency-library': 'area.agency-library',
  '/home/purchaser-library': 'area.purchaser-library',
};

/** How menus, tabs and breadcrumbs name a module. */
export function moduleLabel(module: AppModule, t: (key: MessageKey) => string): string {
  const key = module.description === 'setting' ? SETTING_AREA_LABELS[normalisePath(module.route)] : undefined;
  return key ? t(key) : module.name;
}
