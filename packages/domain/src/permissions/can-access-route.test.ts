import { describe, expect, it } from 'vitest';
import { canAccessRoute, DASHBOARD_TAG, routeCarriesDashboardTag } from './can-access-route';
import { effectiveRoles } from './effective-roles';

// §6: "Routes carry a permission tag named dashboard. The wildcard route, the analysis pages of the
// agency and purchaser libraries, and the login pages carry none."
describe('routeCarriesDashboardTag (§6)', () => {
  it('names the tag dashboard', () => {
    expect(DASHBOARD_TAG).toBe('dashboard');
  });

  it.each([
    '/home/index',
    '/manage/operation',
    '/home/supplier-library/analysis',
    '/home/agency-library/detail',
    '/home/purchaser-library/edit',
    '/end-project/closing-application',
    '/organize-manage',
    '/404',
    '/',
  ])('%s carries it', (path) => {
    expect(routeCarriesDashboardTag(path)).toBe(true);
  });

  it.each([
    '*',
    '/:pathMatch(.*)*',
    '/home/agency-library/analysis',
    '/home/purchaser-library/analysis',
    '/home/purchaser-library/analysis/',
    '/home/agency-library/analysis?from=menu',
    '/user',
    '/user/login',
    '/user/login#top',
    '/user/recover',
  ])('%s carries none', (path) => {
    expect(routeCarriesDashboardTag(path)).toBe(false);
  });
});

describe('canAccessRoute (§6)', () => {
  it('opens tagged routes to every signed-in user, since the client adds admin', () => {
    expect(canAccessRoute('/manage/index', effectiveRoles([]))).toBe(true);
  });

  it('opens tagged routes to a role named dashboard', () => {
    expect(canAccessRoute('/manage/index', ['dashboard'])).toBe(true);
  });

  it('closes tagged routes to roles that grant no tag', () => {
    expect(canAccessRoute('/manage/index', ['Staff', 'Admin'])).toBe(false);
  });

  it('opens untagged routes to anyone', () => {
    expect(canAccessRoute('/user/login', [])).toBe(true);
    expect(canAccessRoute('*', [])).toBe(true);
  });
});

// §1 "Admin users see a settings entry"; §6 "The Admin role sees the settings icon".
describe('canAccessRoute: the settings are for the Admin role only', () => {
  it.each([
    ['an Admin', ['Admin'], true],
    ['a viewer, though the client adds admin', effectiveRoles(['Viewer']), false],
    ['a project manager', effectiveRoles(['ProjectManager']), false],
    ['the route role alone', ['admin', 'dashboard'], false],
  ])('%s: %j → %s', (_, roles, allowed) => {
    for (const path of [
      '/organize-manage',
      '/organize-manage/',
      '/organize-manage?tab=users',
      '/organize-manage/roles',
    ]) {
      expect(canAccessRoute(path, roles)).toBe(allowed);
    }
  });
});
