import { describe, expect, it } from 'vitest';
import { closingMenuLabel, mainMenuEntries } from './main-menu-entries';

describe('mainMenuEntries (§2 Menus: "create project, manage, and closing (named archive for tenant 1)")', () => {
  it('lists the three entries in order with their paths', () => {
    expect(mainMenuEntries(3).map(({ key, path }) => [key, path])).toEqual([
      ['create-project', '/create-project'],
      ['manage', '/manage/index'],
      ['closing', '/end-project'],
    ]);
  });

  it.each([
    [1, { en: 'Archive', zh: '归档' }],
    ['1', { en: 'Archive', zh: '归档' }],
    [3, { en: 'Closing', zh: '结项' }],
    [2109, { en: 'Closing', zh: '结项' }],
    [0, { en: 'Closing', zh: '结项' }],
    ['', { en: 'Closing', zh: '结项' }],
    [null, { en: 'Closing', zh: '结项' }],
    [undefined, { en: 'Closing', zh: '结项' }],
    ['abc', { en: 'Closing', zh: '结项' }],
  ])('tenant %j → %j', (tenantId, label) => {
    expect(closingMenuLabel(tenantId)).toEqual(label);
    expect(mainMenuEntries(tenantId)[2]?.label).toEqual(label);
  });

  it('labels every entry in both languages', () => {
    for (const entry of mainMenuEntries(1)) {
      expect(entry.label.en).not.toBe('');
      expect(entry.label.zh).not.toBe('');
    }
  });
});
