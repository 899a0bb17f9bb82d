import { describe, expect, it } from 'vitest';
import { FLOW_PATHS, ROUTE_REDIRECTS, ROUTES, SHELL_PATHS } from './routes';

describe('ROUTES (§2 Routes)', () => {
  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds the six fixed redirects of §2', () => {
    expect(ROUTE_REDIRECTS).toEqual({
      '/': '/home/index',
      '/user': '/user/login',
      '/home/project-overview': '/home/project-overview/index',
      '/manage': '/manage/index',
      '/bid-evaluation': '/bid-evaluation/index',
      '/qualification-bid-evaluation': '/qualification-bid-evaluation/index',
    });
  });

  it('redirects only to routes of the table', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const target of Object.values(ROUTE_REDIRECTS)) expect(paths.has(target)).toBe(true);
    for (const path of Object.values(SHELL_PATHS)) expect(paths.has(path)).toBe(true);
  });

  it.each([
    ['/home/supplier-library/analysis', 'dashboard'],
    ['/home/agency-library/analysis', undefined],
    ['/home/purchaser-library/analysis', undefined],
    ['/home/agency-library/detail', 'dashboard'],
    ['/user/login', undefined],
    ['/user/recover', undefined],
    ['*', undefined],
    ['/manage/operation', 'dashboard'],
  ])('§6 permission tag of %s is %s', (path, tag) => {
    expect(ROUTES.find((route) => route.path === path)?.permissionTag).toBe(tag);
  });

  it('shares one page between the two project details and the two evaluations (§2)', () => {
    const purpose = (path: string) => ROUTES.find((route) => route.path === path)?.purpose;
    expect(purpose('/manage/detail')).toBe(purpose('/home/project/detail'));
    expect(purpose('/qualification-bid-evaluation/index')).toBe(purpose('/bid-evaluation/index'));
  });

  it('keeps the flow paths out of the route table: they come from the server modules', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of FLOW_PATHS) expect(paths.has(path)).toBe(false);
  });
});
