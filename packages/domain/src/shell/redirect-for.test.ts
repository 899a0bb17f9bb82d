import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './login-redirect-target';
import { isLoginPage, loginUrlFor, redirectFor } from './redirect-for';

const serverManageRoutes = ['/sign-up'];
const visit = (
  pathname: string,
  search = '',
  over: { hasToken?: boolean; hasCurrentProject?: boolean } = {},
) =>
  redirectFor({
    pathname,
    search,
    hasToken: over.hasToken ?? true,
    hasCurrentProject: over.hasCurrentProject ?? true,
    serverManageRoutes,
  });

describe('redirectFor: the fixed redirects of §2 Routes (logged in)', () => {
  it.each([
    ['/', '/home/index'],
    ['/user', '/home/index'], // '/user' → '/user/login', and a logged-in user on login goes home
    ['/home/project-overview', '/home/project-overview/index'],
    ['/home/project-overview/', '/home/project-overview/index'],
    ['/manage', '/manage/index'],
    ['/bid-evaluation', '/bid-evaluation/index'],
    ['/qualification-bid-evaluation', '/qualification-bid-evaluation/index'],
  ])('%s → %s', (pathname, target) => {
    expect(visit(pathname)).toBe(target);
  });

  it('keeps the query on a fixed redirect', () => {
    expect(visit('/manage', '?page=2')).toBe('/manage/index?page=2');
    expect(visit('/manage', 'page=2')).toBe('/manage/index?page=2');
    expect(visit('/manage', '?')).toBe('/manage/index');
  });

  it.each([
    '/home/index',
    '/home/project/detail',
    '/manage/index',
    '/manage/operation',
    '/end-project/',
    '/unknown/path',
  ])('renders %s as it is', (pathname) => {
    expect(visit(pathname)).toBeNull();
  });
});

describe('redirectFor: login (§2 Routes /user/login, §6 "Access needs a token")', () => {
  it.each([
    // "An unauthenticated visit to any route goes to login with a redirect query holding the wanted path."
    ['/home/index', '', '/user/login?redirect=%2Fhome%2Findex'],
    ['/manage/operation', '?id=5', '/user/login?redirect=%2Fmanage%2Foperation%3Fid%3D5'],
    [
      '/create-project',
      '?id=12&correctionsmsg=1',
      '/user/login?redirect=%2Fcreate-project%3Fid%3D12%26correctionsmsg%3D1',
    ],
    ['/unknown', '', '/user/login?redirect=%2Funknown'],
    ['/404', '', '/user/login?redirect=%2F404'],
    // the fixed redirect is resolved first, so the wanted path is the real page
    ['/', '', '/user/login?redirect=%2Fhome%2Findex'],
    ['/manage', '?page=2', '/user/login?redirect=%2Fmanage%2Findex%3Fpage%3D2'],
    // the login pages themselves stay reachable
    ['/user', '', '/user/login'],
    ['/user/login', '?redirect=%2Fhome%2Findex', null],
    ['/user/recover', '', null],
  ])('without a token %s%s → %s', (pathname, search, target) => {
    expect(visit(pathname, search, { hasToken: false })).toBe(target);
  });

  it('sends a logged-in user away from login to /home/index', () => {
    expect(visit('/user/login')).toBe('/home/index');
    expect(visit('/user/login', '?redirect=%2Fmanage%2Findex')).toBe('/home/index');
    expect(visit('/user/login/')).toBe('/home/index');
  });

  it('never sends an unauthenticated visit anywhere but login, and login never redirects to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9-]{1,10}){0,4}\/?$/), fc.string(), (pathname, search) => {
        const target = visit(pathname || '/', search, { hasToken: false, hasCurrentProject: false });
        if (target === null) return isLoginPage(pathname);
        return target.startsWith('/user/login');
      }),
    );
  });
});

describe('redirectFor: manage-type paths need a current project (§2 Menus)', () => {
  it.each([
    ['/manage/operation', '/manage/index'],
    ['/manage/operation/', '/manage/index'],
    ['/bid-evaluation/index', '/manage/index'],
    ['/bid-evaluation', '/manage/index'], // → /bid-evaluation/index, a manage-type path
    ['/bid-evaluation/cl', '/manage/index'],
    ['/qualification-bid-evaluation', '/manage/index'],
    ['/sign-up', '/manage/index'], // a route fetched from the server
    ['/manage/index', null],
    ['/create-project', null],
  ])('with no current project %s → %s', (pathname, target) => {
    expect(visit(pathname, '', { hasCurrentProject: false })).toBe(target);
  });

  it('ignores the correctionsmsg flag: only paths need a project', () => {
    expect(visit('/create-project', '?id=1&correctionsmsg=1', { hasCurrentProject: false })).toBeNull();
  });

  it('does not loop when the server lists the manage list itself as a manage route', () => {
    const input = {
      search: '',
      hasToken: true,
      hasCurrentProject: false,
      serverManageRoutes: ['/manage/index'],
    };
    expect(redirectFor({ ...input, pathname: '/manage/index' })).toBeNull();
    expect(redirectFor({ ...input, pathname: '/manage' })).toBeNull();
  });

  it('keeps login reachable without a token even if the server lists it as manage', () => {
    const input = { search: '', hasToken: false, hasCurrentProject: false, serverManageRoutes: ['/user'] };
    expect(redirectFor({ ...input, pathname: '/user/login' })).toBeNull();
  });
});

describe('loginUrlFor', () => {
  it('round-trips through loginRedirectTarget', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9-]{1,10}(\/[a-z0-9-]{1,10}){0,3}(\?[a-z]=[a-z0-9&=%+ ]{0,12})?$/),
        (wanted) => {
          const url = loginUrlFor(wanted);
          return loginRedirectTarget(url.slice(url.indexOf('?'))) === wanted;
        },
      ),
    );
  });
});

describe('loginRedirectTarget (open-redirect safe)', () => {
  it.each([
    ['?redirect=%2Fmanage%2Findex', '/manage/index'],
    ['?redirect=%2Fmanage%2Foperation%3Fid%3D5', '/manage/operation?id=5'],
    ['redirect=/home/project', '/home/project'],
    ['?redirect=/', '/'],
    // nothing or garbage: home
    ['', '/home/index'],
    ['?other=1', '/home/index'],
    ['?redirect=', '/home/index'],
    ['?redirect=%E0%A4%A', '/home/index'],
    ['?redirect=manage%2Findex', '/home/index'],
    // other origins are refused
    ['?redirect=https%3A%2F%2Fevil.example%2F', '/home/index'],
    ['?redirect=%2F%2Fevil.example', '/home/index'],
    ['?redirect=%2F%5Cevil.example', '/home/index'],
    ['?redirect=%5C%5Cevil.example', '/home/index'],
    ['?redirect=%2F%09%2Fevil.example', '/home/index'],
    ['?redirect=%2F%0A%2Fevil.example', '/home/index'],
    ['?redirect=javascript%3Aalert(1)', '/home/index'],
    ['?redirect=%20%2F%2Fevil.example', '/home/index'],
    // back to a login page would only bounce: home directly
    ['?redirect=%2Fuser%2Flogin', '/home/index'],
    ['?redirect=%2Fuser%2Flogin%3Fredirect%3D%252Fx', '/home/index'],
    ['?redirect=%2Fuser', '/home/index'],
    ['?redirect=%2Fusers', '/users'],
  ])('%j → %s', (search, target) => {
    expect(loginRedirectTarget(search)).toBe(target);
  });

  it('always answers a same-origin path', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = loginRedirectTarget(`?redirect=${encodeURIComponent(value)}`);
        return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
      }),
    );
  });
});
