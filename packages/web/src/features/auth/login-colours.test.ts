import { THEME_COLOURS } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { accessiblePrimary } from '../../components/accessible-theme';
import { LOGIN_PRIMARY_SHADES, loginPrimaryShade } from './login-colours';

describe('the login page colours', () => {
  it.each(THEME_COLOURS.map((colour) => colour.hex))('draw %s as the rest of the app does', (hex) => {
    expect(LOGIN_PRIMARY_SHADES[hex]).toBe(accessiblePrimary(hex).colorPrimary);
  });

  it('fall back to the default colour for one that is not a theme colour', () => {
    expect(loginPrimaryShade('#123456')).toBe(accessiblePrimary('#1677FF').colorPrimary);
    expect(loginPrimaryShade('#fa541c')).toBe(LOGIN_PRIMARY_SHADES['#FA541C']);
  });
});
