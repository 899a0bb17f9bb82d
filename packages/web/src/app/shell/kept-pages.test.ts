import { describe, expect, it } from 'vitest';
import { KEPT_HIDDEN_PAGES, keptPageKeys, recentlyShown } from './kept-pages';
import { EMPTY_TAB_BAR, type PageTabBar, runTabCommand, visit } from './tab-bar-state';

interface Shell {
  readonly bar: PageTabBar;
  readonly recent: readonly string[];
}

/** Visits each path in turn, as the shell does, remembering the order the tabs were shown in. */
const walk = (paths: readonly string[], start: Shell = { bar: EMPTY_TAB_BAR, recent: [] }): Shell =>
  paths.reduce(({ bar, recent }, path) => {
    const next = visit(bar, path, '');
    return { bar: next, recent: recentlyShown(recent, next) };
  }, start);

const kept = ({ bar, recent }: Shell) => keptPageKeys(bar.activeKey, recent, bar);
const pages = (count: number) => Array.from({ length: count }, (_, index) => `/page/${index + 1}`);

describe('the pages the multi-tab bar keeps alive', () => {
  it('keeps every open page while they are within the bound, in the order of the bar', () => {
    const shell = walk([...pages(1 + KEPT_HIDDEN_PAGES), '/page/3']);
    expect(kept(shell)).toEqual(pages(1 + KEPT_HIDDEN_PAGES));
  });

  it('lets the least recently shown page go past the bound, whatever its place in the bar', () => {
    // Ten tabs opened in order, then the first shown again: the second is now the least recently shown.
    const shell = walk([...pages(10), '/page/1']);
    expect(shell.bar.tabs.map((tab) => tab.key)).toEqual(pages(10));
    expect(kept(shell)).toHaveLength(1 + KEPT_HIDDEN_PAGES);
    expect(kept(shell)).toEqual(pages(10).filter((page) => page !== '/page/2'));
  });

  it('keeps a page holding unsaved changes past the bound: letting it go would lose what was typed', () => {
    const shell = walk([...pages(10), '/page/1']);
    const unsaved = (key: string) => key === '/page/2' || key === '/page/3';
    expect(keptPageKeys(shell.bar.activeKey, shell.recent, shell.bar, unsaved)).toEqual(pages(10));
  });

  it('keeps the shown page and the one it was reached from', () => {
    const shell = walk([...pages(12), '/page/1']);
    expect(shell.recent.slice(0, 2)).toEqual(['/page/1', '/page/12']);
    expect(kept(shell)).toContain('/page/12');
    expect(kept(shell)).not.toContain('/page/2');
  });

  it('forgets closed tabs, so a page let go earlier comes back within the bound', () => {
    const shell = walk([...pages(10), '/page/1']);
    const outcome = runTabCommand(shell.bar, 'close', '/page/10');
    if (!('bar' in outcome)) throw new Error('the close was refused');
    const after = { bar: outcome.bar, recent: recentlyShown(shell.recent, outcome.bar) };
    expect(after.recent).not.toContain('/page/10');
    expect(kept(after)).toEqual(pages(9));
  });

  it('shows a page the bar has no tab for yet (the render before its visit is recorded)', () => {
    const shell = walk(pages(3));
    expect(keptPageKeys('/page/4', shell.recent, shell.bar)).toEqual([...pages(3), '/page/4']);
  });

  it('keeps one page per project, however many of its steps were shown', () => {
    const bar = visit(visit(EMPTY_TAB_BAR, '/sign-up', '?id=7', 7), '/qualification-result', '?id=7', 7);
    expect(keptPageKeys(bar.activeKey, recentlyShown([], bar), bar)).toEqual(['project:7']);
  });
});
