import { THEME_COLOURS } from '@tender/domain';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { accessiblePrimary, appTheme, contrastRatio, MIN_TEXT_CONTRAST } from './accessible-theme';

/** Black at an alpha over an opaque background, as the eye sees it. */
const over = (alpha: number, background: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const mix = (c: number) =>
    Math.round(c * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(r!)}${mix(g!)}${mix(b!)}`;
};
const alphaOf = (rgba: string) => Number(/,\s*([\d.]+)\)$/.exec(rgba)?.[1]);

describe('the app theme meets WCAG AA (4.5:1) for text', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it.each(THEME_COLOURS.map((colour) => [colour.label.en, colour.hex] as const))(
    '%s (%s): white on primary, primary on white and on its selected tint',
    (_, hex) => {
      const token = theme.getDesignToken(appTheme(hex));
      expect(contrastRatio('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(token.colorPrimaryText, token.colorBgContainer)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(token.colorPrimaryText, token.colorPrimaryBg)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(token.colorPrimaryText, token.colorPrimaryBgHover)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    },
  );

  it('keeps a colour that already passes and only darkens one that does not', () => {
    expect(accessiblePrimary('#722ED1').colorPrimary).toBe('#722ED1');
    const blue = accessiblePrimary('#1677FF').colorPrimary;
    expect(blue).not.toBe('#1677FF');
    // Darkened, not swapped: still clearly blue.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(blue.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('secondary, tertiary, description and error text', () => {
    const token = theme.getDesignToken(appTheme('#1677FF'));
    for (const background of [token.colorBgContainer, token.colorBgLayout]) {
      for (const text of [token.colorTextSecondary, token.colorTextTertiary, token.colorTextDescription]) {
        expect(
          contrastRatio(over(alphaOf(text), background), background),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
    expect(contrastRatio(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(token.colorErrorText, token.colorErrorBg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('the app theme and motion (WCAG 2.3.3)', () => {
  it('animates by default and not at all for a user who asks for less motion', () => {
    const moving = theme.getDesignToken(appTheme('#1677FF'));
    const still = theme.getDesignToken(appTheme('#1677FF', { reducedMotion: true }));
    expect(moving.motion).toBe(true);
    expect(moving.motionDurationMid).not.toBe('0s');
    expect(still.motion).toBe(false);
    expect([still.motionDurationFast, still.motionDurationMid, still.motionDurationSlow]).toEqual([
      '0s',
      '0s',
      '0s',
    ]);
  });
});
