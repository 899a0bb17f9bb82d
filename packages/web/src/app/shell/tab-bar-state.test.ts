import { TAB_MESSAGES } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_TAB_BAR, runTabCommand, shownAt, visit } from './tab-bar-state';

const open = (...paths: string[]) => paths.reduce((bar, path) => visit(bar, path, ''), EMPTY_TAB_BAR);

describe('the multi-tab bar (§2)', () => {
  it('opens a tab per page, once, and remembers the last query', () => {
    const bar = visit(open('/home/index', '/manage/index/'), '/home/index', '?x=1');
    expect(bar.tabs.map((tab) => tab.key)).toEqual(['/home/index', '/manage/index']);
    expect(bar.tabs[0]?.url).toBe('/home/index?x=1');
    expect(bar.activeKey).toBe('/home/index');
  });

  it('refuses to close the last tab with the spec message', () => {
    expect(runTabCommand(open('/home/index'), 'close', '/home/index')).toEqual({
      refusal: TAB_MESSAGES.lastTab,
    });
  });

  it('says there are no tabs on the left or on the right', () => {
    const bar = open('/home/index', '/manage/index');
    expect(runTabCommand(bar, 'close-left', '/home/index')).toEqual({ refusal: TAB_MESSAGES.noLeftTabs });
    expect(runTabCommand(bar, 'close-right', '/manage/index')).toEqual({ refusal: TAB_MESSAGES.noRightTabs });
  });

  it('closes the tabs right of the one clicked and shows it', () => {
    const outcome = runTabCommand(open('/a', '/b', '/c'), 'close-right', '/a');
    expect(outcome).toEqual({ bar: { tabs: [{ key: '/a', url: '/a' }], activeKey: '/a' } });
  });

  it('close all keeps home', () => {
    const outcome = runTabCommand(open('/home/index', '/b', '/c'), 'close-all', '/c');
    expect('bar' in outcome && outcome.bar.tabs.map((tab) => tab.key)).toEqual(['/home/index']);
  });

  describe('a tab per open project, following it from step to step (§2 tabs of opened projects)', () => {
    const home = open('/home/index', '/manage/index');
    const withProjects = [
      ['/manage/operation', 1] as const,
      ['/sign-up', 1] as const,
      ['/qualification-purchase', 2] as const,
    ].reduce((bar, [path, id]) => visit(bar, path, `?id=${id}`, id), home);

    it('opens one tab per project, no second tab for /manage/operation, and shows its last page', () => {
      expect(withProjects.tabs.map((tab) => tab.key)).toEqual([
        '/home/index',
        '/manage/index',
        'project:1',
        'project:2',
      ]);
      expect(withProjects.tabs[2]).toEqual({ key: 'project:1', url: '/sign-up?id=1', projectId: 1 });
    });

    it('closing the active project shows the last remaining project', () => {
      const onFirst = visit(withProjects, '/sign-up', '?id=1', 1);
      const outcome = runTabCommand(onFirst, 'close', 'project:1');
      expect('bar' in outcome && outcome.bar.activeKey).toBe('project:2');
    });

    it('closing the only project shows the manage list, opening it if it was closed', () => {
      const onlyProject = visit(open('/home/index'), '/sign-up', '?id=1', 1);
      const outcome = runTabCommand(onlyProject, 'close', 'project:1');
      expect('bar' in outcome && outcome.bar).toEqual({
        tabs: [
          { key: '/home/index', url: '/home/index' },
          { key: '/manage/index', url: '/manage/index' },
        ],
        activeKey: '/manage/index',
      });
    });

    it('closes the project shown at the address as the active one, before the switch to it is drawn', () => {
      // Closing project 2 moved the address to project 1; the last render still drew project 2 active.
      const closedSecond = {
        ...visit(open('/manage/index'), '/sign-up', '?id=1', 1),
        activeKey: 'project:2',
      };
      const drawnStale = runTabCommand(closedSecond, 'close', 'project:1');
      expect('bar' in drawnStale && drawnStale.bar.activeKey).toBe('project:2');
      const outcome = runTabCommand(shownAt(closedSecond, '/sign-up?id=1'), 'close', 'project:1');
      expect('bar' in outcome && outcome.bar).toEqual({
        tabs: [{ key: '/manage/index', url: '/manage/index' }],
        activeKey: '/manage/index',
      });
    });

    it('keeps the active tab when no tab holds the address', () => {
      const bar = open('/a', '/b');
      expect(shownAt(bar, '/c')).toBe(bar);
      expect(shownAt(bar, '/a').activeKey).toBe('/a');
    });

    it('the only tab, a project, closes to the manage list rather than refusing', () => {
      const outcome = runTabCommand(visit(EMPTY_TAB_BAR, '/sign-up', '?id=1', 1), 'close', 'project:1');
      expect('bar' in outcome && outcome.bar.activeKey).toBe('/manage/index');
    });
  });
});
