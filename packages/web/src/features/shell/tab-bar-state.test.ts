import { TAB_MESSAGES } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_TAB_BAR, runTabCommand, visit } from './tab-bar-state';

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
});
