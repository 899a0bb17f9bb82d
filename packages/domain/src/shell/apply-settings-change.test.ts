import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySettingsChange, SETTINGS_HINTS, settingsOptions } from './apply-settings-change';
import { DEFAULT_SETTINGS, THEME_COLOURS, type ThemeSettings, themeSettingsSchema } from './theme-settings';

const sideMenu: ThemeSettings = {
  ...DEFAULT_SETTINGS,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixSiderbar: true,
};

describe('applySettingsChange (§2 Settings drawer)', () => {
  it.each<[string, ThemeSettings, Partial<ThemeSettings>, Partial<ThemeSettings>]>([
    // "Choosing the top menu forces the fixed sidebar off."
    [
      'top menu turns the fixed sidebar off',
      sideMenu,
      { layout: 'topmenu' },
      { layout: 'topmenu', fixSiderbar: false },
    ],
    // "Fixed sidebar is disabled in top-menu layout."
    ['no fixed sidebar in top menu', DEFAULT_SETTINGS, { fixSiderbar: true }, { fixSiderbar: false }],
    [
      'fixed sidebar in side menu',
      { ...sideMenu, fixSiderbar: false },
      { fixSiderbar: true },
      { fixSiderbar: true },
    ],
    // "Fluid is offered only for the top menu."
    [
      'side menu resets the width to Fixed',
      DEFAULT_SETTINGS,
      { layout: 'sidemenu' },
      { layout: 'sidemenu', contentWidth: 'Fixed' },
    ],
    ['no Fluid in side menu', sideMenu, { contentWidth: 'Fluid' }, { contentWidth: 'Fixed' }],
    [
      'side menu with Fluid in one patch',
      DEFAULT_SETTINGS,
      { layout: 'sidemenu', contentWidth: 'Fluid' },
      { contentWidth: 'Fixed' },
    ],
    [
      'Fluid in top menu',
      { ...DEFAULT_SETTINGS, contentWidth: 'Fixed' },
      { contentWidth: 'Fluid' },
      { contentWidth: 'Fluid' },
    ],
    [
      'back to top menu keeps Fixed',
      sideMenu,
      { layout: 'topmenu' },
      { contentWidth: 'Fixed', fixSiderbar: false },
    ],
    // "The fixed-header switch enables auto-hide."
    ['auto-hide with a fixed header', DEFAULT_SETTINGS, { autoHideHeader: true }, { autoHideHeader: true }],
    [
      'header unfixed turns auto-hide off',
      { ...DEFAULT_SETTINGS, autoHideHeader: true },
      { fixedHeader: false },
      { fixedHeader: false, autoHideHeader: false },
    ],
    [
      'no auto-hide without a fixed header',
      { ...DEFAULT_SETTINGS, fixedHeader: false },
      { autoHideHeader: true },
      { autoHideHeader: false },
    ],
    [
      'both in one patch',
      { ...DEFAULT_SETTINGS, fixedHeader: false },
      { fixedHeader: true, autoHideHeader: true },
      { fixedHeader: true, autoHideHeader: true },
    ],
    // the free fields
    ['dark nav', DEFAULT_SETTINGS, { navTheme: 'dark' }, { navTheme: 'dark' }],
    ['colour', DEFAULT_SETTINGS, { primaryColor: '#13C2C2' }, { primaryColor: '#13C2C2' }],
    ['colour weak', DEFAULT_SETTINGS, { colorWeak: true }, { colorWeak: true }],
    ['multi-tab', DEFAULT_SETTINGS, { multiTab: false }, { multiTab: false }],
    ['empty patch', DEFAULT_SETTINGS, {}, {}],
  ])('%s', (_, current, patch, expected) => {
    expect(applySettingsChange(current, patch)).toEqual({ ...current, ...patch, ...expected });
  });

  it('ignores the invalid fields of a patch and keeps the current values', () => {
    const patch = { primaryColor: '#000000', layout: 'mix', fixedHeader: undefined, navTheme: 'dark' };
    expect(applySettingsChange(DEFAULT_SETTINGS, patch as unknown as Partial<ThemeSettings>)).toEqual({
      ...DEFAULT_SETTINGS,
      navTheme: 'dark',
    });
  });

  const arbitrarySettings = fc.record({
    navTheme: fc.constantFrom('light', 'dark'),
    primaryColor: fc.constantFrom(...THEME_COLOURS.map((colour) => colour.hex)),
    layout: fc.constantFrom('sidemenu', 'topmenu'),
    contentWidth: fc.constantFrom('Fixed', 'Fluid'),
    fixedHeader: fc.boolean(),
    fixSiderbar: fc.boolean(),
    autoHideHeader: fc.boolean(),
    colorWeak: fc.boolean(),
    multiTab: fc.boolean(),
  }) as fc.Arbitrary<ThemeSettings>;

  it('always ends in valid settings that obey every rule, and settles in one step', () => {
    fc.assert(
      fc.property(
        arbitrarySettings,
        arbitrarySettings.chain((s) =>
          fc
            .subarray(Object.keys(s))
            .map((keys) => Object.fromEntries(keys.map((k) => [k, s[k as keyof ThemeSettings]]))),
        ),
        (current, patch) => {
          const next = applySettingsChange(current, patch);
          return (
            themeSettingsSchema.safeParse(next).success &&
            (next.layout === 'sidemenu' || !next.fixSiderbar) &&
            (next.layout === 'topmenu' || next.contentWidth === 'Fixed') &&
            (next.fixedHeader || !next.autoHideHeader) &&
            JSON.stringify(applySettingsChange(next, {})) === JSON.stringify(next)
          );
        },
      ),
    );
  });

  it('only offers what applySettingsChange keeps', () => {
    fc.assert(
      fc.property(arbitrarySettings, (settings) => {
        const current = applySettingsChange(settings, {});
        const options = settingsOptions(current);
        return (
          options.contentWidths.every(
            (width) => applySettingsChange(current, { contentWidth: width }).contentWidth === width,
          ) &&
          applySettingsChange(current, { fixSiderbar: true }).fixSiderbar === options.fixSiderbar.enabled &&
          applySettingsChange(current, { autoHideHeader: true }).autoHideHeader ===
            options.autoHideHeader.enabled
        );
      }),
    );
  });
});

describe('settingsOptions (§2 Settings drawer)', () => {
  it('offers Fluid and disables the fixed sidebar in the top menu', () => {
    expect(settingsOptions(DEFAULT_SETTINGS)).toEqual({
      contentWidths: ['Fixed', 'Fluid'],
      contentWidthReason: null,
      fixSiderbar: { enabled: false, reason: SETTINGS_HINTS.fixSiderbarNeedsSideMenu },
      autoHideHeader: { enabled: true, reason: null },
    });
  });

  it('offers only Fixed and enables the fixed sidebar in the side menu; auto-hide needs the fixed header', () => {
    expect(settingsOptions({ ...sideMenu, fixedHeader: false })).toEqual({
      contentWidths: ['Fixed'],
      contentWidthReason: SETTINGS_HINTS.fluidNeedsTopMenu,
      fixSiderbar: { enabled: true, reason: null },
      autoHideHeader: { enabled: false, reason: SETTINGS_HINTS.autoHideNeedsFixedHeader },
    });
  });
});
