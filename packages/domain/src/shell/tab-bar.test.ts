import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  isTabBarRefusal,
  TAB_MESSAGES,
  type Tab,
  type TabBar,
  type TabBarResult,
} from './tab-bar';

const bar = (keys: string, activeKey: string): TabBar => ({
  tabs: keys.split(' ').map((key) => ({ key })),
  activeKey,
});
/** 'a b [c]' — the keys in order with the active one in brackets, or the message's English text. */
const show = (result: TabBarResult): string =>
  isTabBarRefusal(result)
    ? result.error.en
    : result.tabs.map((tab) => (tab.key === result.activeKey ? `[${tab.key}]` : tab.key)).join(' ');

describe('TAB_MESSAGES (§2 Operation screen)', () => {
  it('quotes the spec in both languages', () => {
    expect(TAB_MESSAGES).toEqual({
      lastTab: { en: 'this is the last tab and it cannot be closed', zh: '这是最后一个标签页，不能再关闭了' },
      noLeftTabs: { en: 'there are no tabs on the left', zh: '左侧没有标签页' },
      noRightTabs: { en: 'there are no tabs on the right', zh: '右侧没有标签页' },
    });
  });
});

describe('closeTab ("close current")', () => {
  it.each([
    // "Closing the last tab gives a message that this is the last tab and it cannot be closed."
    ['a', 'a', undefined, 'this is the last tab and it cannot be closed'],
    ['a', 'a', 'x', 'this is the last tab and it cannot be closed'],
    // the active tab: its right neighbour takes over, else its left one
    ['a b c', 'b', undefined, 'a [c]'],
    ['a b c', 'c', undefined, 'a [b]'],
    ['a b c', 'a', 'a', '[b] c'],
    // an inactive tab: the active one stays
    ['a b c', 'b', 'c', 'a [b]'],
    ['a b c', 'b', 'a', '[b] c'],
    // an unknown tab: nothing changes
    ['a b c', 'b', 'x', 'a [b] c'],
  ])('%s active %s, close %s → %s', (keys, active, key, expected) => {
    expect(show(closeTab(bar(keys, active), key))).toBe(expected);
  });
});

describe('closeRight / closeLeft', () => {
  it.each([
    // "Closing with nothing on the left or right gives messages that there are no tabs on that side."
    [closeRight, 'a b c', 'c', undefined, 'there are no tabs on the right'],
    [closeRight, 'a', 'a', undefined, 'there are no tabs on the right'],
    [closeRight, 'a b c', 'b', 'x', 'there are no tabs on the right'],
    [closeRight, 'a b c', 'a', undefined, '[a]'],
    [closeRight, 'a b c d', 'b', undefined, 'a [b]'],
    [closeRight, 'a b c d', 'd', 'b', 'a [b]'], // the active tab went: the clicked tab is shown
    [closeRight, 'a b c d', 'a', 'b', '[a] b'],
    [closeLeft, 'a b c', 'a', undefined, 'there are no tabs on the left'],
    [closeLeft, 'a', 'a', undefined, 'there are no tabs on the left'],
    [closeLeft, 'a b c', 'b', 'x', 'there are no tabs on the left'],
    [closeLeft, 'a b c', 'c', undefined, '[c]'],
    [closeLeft, 'a b c d', 'c', undefined, '[c] d'],
    [closeLeft, 'a b c d', 'a', 'c', '[c] d'],
    [closeLeft, 'a b c d', 'd', 'c', 'c [d]'],
  ])('%o on %s active %s at %s → %s', (operation, keys, active, key, expected) => {
    expect(show(operation(bar(keys, active), key))).toBe(expected);
  });
});

describe('closeAll: keeps the home tab if open, else the active tab', () => {
  it.each([
    ['a', 'a', 'this is the last tab and it cannot be closed'],
    ['/home/index', '/home/index', 'this is the last tab and it cannot be closed'],
    ['/manage/index /home/index /manage/operation', '/manage/operation', '[/home/index]'],
    ['/manage/index /manage/operation', '/manage/operation', '[/manage/operation]'],
    ['a b c', 'x', '[a]'],
  ])('%s active %s → %s', (keys, active, expected) => {
    expect(show(closeAll(bar(keys, active)))).toBe(expected);
  });

  it('takes another home key', () => {
    expect(show(closeAll(bar('a b c', 'c'), 'b'))).toBe('[b]');
  });

  it('keeps the caller’s tab objects', () => {
    const tabs = [
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
    ];
    const result = closeTab({ tabs, activeKey: 'a' });
    expect(isTabBarRefusal(result) ? null : result.tabs[0]).toBe(tabs[1]);
  });
});

describe('invariants of every operation', () => {
  const arbitraryBar = fc
    .uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', '/home/index'), { minLength: 1 })
    .chain((keys) =>
      fc.record({
        tabs: fc.constant(keys.map((key): Tab => ({ key }))),
        activeKey: fc.constantFrom(...keys),
        target: fc.constantFrom(...keys),
      }),
    );
  const operations = [closeTab, closeRight, closeLeft, (b: TabBar) => closeAll(b)];

  it('never empties the bar, keeps the order and always shows an open tab', () => {
    fc.assert(
      fc.property(arbitraryBar, fc.constantFrom(...operations), ({ tabs, activeKey, target }, operation) => {
        const result = operation({ tabs, activeKey }, target);
        if (isTabBarRefusal(result)) return true;
        const keys = result.tabs.map((tab) => tab.key);
        const original = tabs.map((tab) => tab.key).filter((key) => keys.includes(key));
        return keys.length >= 1 && keys.join() === original.join() && keys.includes(result.activeKey);
      }),
    );
  });

  it('refuses exactly when there is nothing to close on that side', () => {
    fc.assert(
      fc.property(arbitraryBar, ({ tabs, activeKey, target }) => {
        const at = tabs.findIndex((tab) => tab.key === target);
        return (
          isTabBarRefusal(closeTab({ tabs, activeKey }, target)) === (tabs.length === 1) &&
          isTabBarRefusal(closeRight({ tabs, activeKey }, target)) === (at === tabs.length - 1) &&
          isTabBarRefusal(closeLeft({ tabs, activeKey }, target)) === (at === 0)
        );
      }),
    );
  });
});
