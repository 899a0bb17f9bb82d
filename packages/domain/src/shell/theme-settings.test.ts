import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseStoredSettings, THEME_COLOURS, themeSettingsSchema } from './theme-settings';

describe('THEME_COLOURS (§2 "There are 8 theme colours")', () => {
  it('holds the 8 ant-design-pro colours in order', () => {
    expect(THEME_COLOURS.map(({ key, hex }) => `${key} ${hex}`)).toEqual([
      'daybreak #1677FF',
      'dust #F5222D',
      'volcano #FA541C',
      'sunset #FAAD14',
      'cyan #13C2C2',
      'green #52C41A',
      'geekblue #2F54EB',
      'purple #722ED1',
    ]);
  });

  it('labels each colour in both languages', () => {
    for (const { label } of THEME_COLOURS) expect(label.en && label.zh).toBeTruthy();
  });
});

describe('DEFAULT_SETTINGS (§9)', () => {
  it('is "light nav theme, top-menu layout, Fluid content width, fixed header on, fixed sidebar off, colour-weak off"', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      navTheme: 'light',
      layout: 'topmenu',
      contentWidth: 'Fluid',
      fixedHeader: true,
      fixSiderbar: false,
      colorWeak: false,
    });
  });

  it('chooses the fields the spec leaves open: daybreak blue, multi-tab on, auto-hide off', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#1677FF',
      multiTab: true,
      autoHideHeader: false,
    });
  });

  it('is valid and already obeys the drawer rules', () => {
    expect(themeSettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('themeSettingsSchema', () => {
  it.each([
    ['#1677FF', '#1677FF'],
    ['#722ed1', '#722ED1'],
  ])('accepts the theme colour %s as %s', (primaryColor, expected) => {
    expect(themeSettingsSchema.parse({ ...DEFAULT_SETTINGS, primaryColor }).primaryColor).toBe(expected);
  });

  it.each([
    { primaryColor: '#123456' },
    { primaryColor: 'daybreak' },
    { navTheme: 'realDark' },
    { layout: 'mix' },
    { contentWidth: 'fluid' },
    { fixedHeader: 'true' },
    { multiTab: 1 },
  ])('refuses %j', (field) => {
    expect(themeSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...field }).success).toBe(false);
  });
});

describe('parseStoredSettings: garbage falls back to the defaults field by field', () => {
  it.each([
    [undefined, DEFAULT_SETTINGS],
    [null, DEFAULT_SETTINGS],
    ['', DEFAULT_SETTINGS],
    ['not json', DEFAULT_SETTINGS],
    ['null', DEFAULT_SETTINGS],
    ['[1,2]', DEFAULT_SETTINGS],
    [42, DEFAULT_SETTINGS],
    [[], DEFAULT_SETTINGS],
    [{}, DEFAULT_SETTINGS],
    ['{"navTheme":"dark"}', { ...DEFAULT_SETTINGS, navTheme: 'dark' }],
    [
      { navTheme: 'dark', colorWeak: 'yes' },
      { ...DEFAULT_SETTINGS, navTheme: 'dark' },
    ],
    [
      { primaryColor: '#2f54eb', multiTab: false },
      { ...DEFAULT_SETTINGS, primaryColor: '#2F54EB', multiTab: false },
    ],
    [{ primaryColor: '#000000', layout: 'mix' }, DEFAULT_SETTINGS],
    // stored combinations the drawer could not produce are settled by its rules
    [{ layout: 'sidemenu' }, { ...DEFAULT_SETTINGS, layout: 'sidemenu', contentWidth: 'Fixed' }],
    [{ fixSiderbar: true }, DEFAULT_SETTINGS],
    [
      { fixedHeader: false, autoHideHeader: true },
      { ...DEFAULT_SETTINGS, fixedHeader: false },
    ],
    [{ autoHideHeader: true }, { ...DEFAULT_SETTINGS, autoHideHeader: true }],
  ])('%j → %j', (stored, expected) => {
    expect(parseStoredSettings(stored)).toEqual(expected);
  });

  it('always gives valid settings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.object()), (stored) => {
        return themeSettingsSchema.safeParse(parseStoredSettings(stored)).success;
      }),
    );
  });

  it('round-trips what it gives back through JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const settings = parseStoredSettings(stored);
        return JSON.stringify(parseStoredSettings(JSON.stringify(settings))) === JSON.stringify(settings);
      }),
    );
  });
});
