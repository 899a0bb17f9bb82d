import { describe, expect, it } from 'vitest';
import { MANAGE_PATH_PREFIXES } from '../shell/menu-for-path';
import { FLOW_PATHS, ROUTES } from '../shell/routes';
import {
  hasWebPage,
  isKnownStepRouter,
  KNOWN_STEP_ROUTERS,
  SHELL_STEP_ROUTERS,
  SUB_APPLICATION_STEP_ROUTERS,
} from './known-step-routers';

describe('KNOWN_STEP_ROUTERS (the step pages a template may name without marking them external)', () => {
  it('holds every path §2 says the flow moves to', () => {
    expect(SUB_APPLICATION_STEP_ROUTERS).toEqual(expect.arrayContaining([...FLOW_PATHS]));
  });

  it('holds the evaluation pages the shell renders, each a page of §2’s route table and a manage-type prefix', () => {
    for (const router of SHELL_STEP_ROUTERS) {
      expect(ROUTES.find((route) => route.path === router)?.permissionTag).toBe('dashboard');
      expect(MANAGE_PATH_PREFIXES).toContain(router);
    }
  });

  it('names each page once', () => {
    expect(new Set(KNOWN_STEP_ROUTERS).size).toBe(KNOWN_STEP_ROUTERS.length);
  });

  it.each([
    ['/sign-up', true],
    ['/sign-up/', true],
    ['/result-announcement', true],
    ['/bid-evaluation/cl', true],
    ['/manage/operation', false],
    ['/tender-document', true],
    ['/contract-signing/', true],
    ['/sign-up/detail', false],
    ['sign-up', false],
  ])('%s is known: %s', (router, known) => {
    expect(isKnownStepRouter(router)).toBe(known);
  });
});

describe('hasWebPage (an app module whose route the web app has no page for is flagged, §1, §3 Module)', () => {
  it.each([
    // Step pages, known to flow templates.
    ['/sign-up', true],
    ['/result-announcement/', true],
    ['/bid-evaluation/cl', true],
    // Paths of §2's route table, redirects included.
    ['/organize-manage', true],
    ['/manage/operation', true],
    ['/end-project', true],
    ['/end-project/', true],
    ['/home/supplier-library/detail', true],
    ['/manage', true],
    // The project creation area and everything below it.
    ['/create-project', true],
    ['/create-project/index', true],
    // Inside a step page's area.
    ['/sign-up/detail', true],
    // The settings menu's areas: the libraries, the expert library, the system notices.
    ['/home/supplier-library', true],
    ['/home/expert-library', true],
    ['/sys-notice', true],
    // No page: the shell would mount its placeholder.
    ['/tender-document', true],
    ['/contract-signing/', true],
    ['/home/supplier-libraries', false],
    ['/create-projects', false],
    ['/sign-upx', false],
    ['/nowhere', false],
    // The wildcard is no page, and a route must be a path.
    ['*', false],
    ['sign-up', false],
    ['', false],
  ])('%s has a page: %s', (route, expected) => {
    expect(hasWebPage(route)).toBe(expected);
  });
});
