import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppModule } from '../session/app-module';
import {
  hasCorrectionsFlag,
  isManagePath,
  MANAGE_PATH_PREFIXES,
  menuForPath,
  moduleRoutes,
} from './menu-for-path';

const serverManageRoutes = ['/sign-up', 'qualification-result'];
const settingRoutes = ['/organize-manage/users', '/organize-manage/roles'];

describe('menuForPath (§2 Menus)', () => {
  it.each([
    // "Manage-type path prefixes: /manage/operation, /bid-evaluation/index, /bid-evaluation/cl, /qualification-bid-evaluation/index"
    ['/manage/operation', '', 'step'],
    ['/manage/operation/', '', 'step'],
    ['/manage/operation/detail', '', 'step'],
    ['/bid-evaluation/index', '', 'step'],
    ['/bid-evaluation/cl', '', 'step'],
    ['/qualification-bid-evaluation/index', '', 'step'],
    // "plus the routes fetched from the server"
    ['/sign-up', '', 'step'],
    ['/qualification-result', '', 'step'],
    ['/qualification-result/group', '', 'step'],
    // "or a query flag named correctionsmsg, show the step menu"
    ['/create-project', '?id=12&correctionsmsg=1', 'step'],
    ['/home/index', '?correctionsmsg=true', 'step'],
    ['/create-project', '?id=12&correctionsmsg=', 'main'],
    ['/create-project', '?id=12&correctionsmsg', 'main'],
    ['/create-project', '?rebiddingId=3&isRebidding=1', 'main'],
    // "Setting-module paths show the setting menu."
    ['/organize-manage/users', '', 'setting'],
    ['/organize-manage/roles/edit', '', 'setting'],
    // "All other paths show the main menu."
    ['/manage/index', '', 'main'],
    ['/manage/operations', '', 'main'],
    ['/bid-evaluation', '', 'main'],
    ['/home/index', '', 'main'],
    ['/organize-manage', '', 'main'],
    ['/', '', 'main'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(menuForPath({ pathname, search, serverManageRoutes, settingRoutes })).toBe(expected);
  });

  it('lets the step menu win when a path is both manage-type and setting', () => {
    expect(menuForPath({ pathname: '/sign-up', serverManageRoutes, settingRoutes: ['/sign-up'] })).toBe(
      'step',
    );
    expect(
      menuForPath({
        pathname: '/organize-manage/users',
        search: '?correctionsmsg=1',
        serverManageRoutes,
        settingRoutes,
      }),
    ).toBe('step');
  });

  it('reads the flag from a parsed query when one is given', () => {
    const base = { pathname: '/create-project', serverManageRoutes: [], settingRoutes: [] };
    expect(menuForPath({ ...base, query: { correctionsmsg: '1' } })).toBe('step');
    expect(menuForPath({ ...base, query: { correctionsmsg: ['1'] } })).toBe('step');
    expect(menuForPath({ ...base, query: { correctionsmsg: true } })).toBe('step');
    expect(menuForPath({ ...base, query: { correctionsmsg: [''] } })).toBe('main');
    expect(menuForPath({ ...base, query: { correctionsmsg: [null] } })).toBe('main');
    expect(menuForPath({ ...base, query: { correctionsmsg: false } })).toBe('main');
    expect(menuForPath({ ...base, query: { correctionsmsg: null } })).toBe('main');
    expect(menuForPath({ ...base, query: {} })).toBe('main');
    // The parsed query is authoritative: a stale search string is ignored.
    expect(menuForPath({ ...base, query: {}, search: '?correctionsmsg=1' })).toBe('main');
  });

  it('ignores empty server routes rather than matching everything', () => {
    expect(menuForPath({ pathname: '/home/index', serverManageRoutes: ['', '/'], settingRoutes: [''] })).toBe(
      'main',
    );
  });

  it('shows the step menu below every built-in prefix, whatever the server sends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MANAGE_PATH_PREFIXES),
        fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,3}$/),
        fc.array(fc.stringMatching(/^\/[a-z-]{0,10}$/)),
        (prefix, rest, routes) =>
          menuForPath({ pathname: prefix + rest, serverManageRoutes: routes, settingRoutes: routes }) ===
          'step',
      ),
    );
  });
});

describe('isManagePath', () => {
  it('is false for the manage list, so the no-project redirect cannot loop', () => {
    expect(isManagePath('/manage/index', [])).toBe(false);
  });
});

describe('hasCorrectionsFlag', () => {
  it('reads an empty input as no flag', () => {
    expect(hasCorrectionsFlag({})).toBe(false);
  });
});

describe('moduleRoutes (§7 AppModule: "filters on description equal to manage and reads result.items[].route")', () => {
  const modules: AppModule[] = [
    { name: 'sign-up', route: '/sign-up', description: 'manage' },
    { name: 'users', route: '/organize-manage/users', description: 'setting', port: '8001' },
    { name: 'result', route: '/qualification-result', description: 'manage', port: null },
  ];
  it.each([
    ['manage', ['/sign-up', '/qualification-result']],
    ['setting', ['/organize-manage/users']],
  ] as const)('%s → %j', (description, expected) => {
    expect(moduleRoutes(modules, description)).toEqual(expected);
  });
});
