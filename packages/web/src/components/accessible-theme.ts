import type { ThemeConfig } from 'antd';
import { theme } from 'antd';

/** WCAG 2 AA for normal text (1.4.3): every text colour of the theme meets it on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A colour as '#rrggbb' (or '#rgb'), case-insensitive. */
type Hex = string;

function channels(hex: Hex): [number, number, number] {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Hex, b: Hex): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl(hex: Hex): [number, number, number] {
  const [r, g, b] = channels(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Hex {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The tints of the chosen colour itself (selected menu item, hovered rows): antd derives them from the seed,
 * and from a darkened seed it would derive grey-brown ones, so they stay the chosen colour's.
 */
function tintsOf(seed: Hex) {
  const token = theme.getDesignToken({ token: { colorPrimary: seed } });
  return { colorPrimaryBg: token.colorPrimaryBg, colorPrimaryBgHover: token.colorPrimaryBgHover };
}

/** The primary-derived colours text is drawn in or on, as antd derives them from a shade and the tints. */
function primaryTextPairs(shade: Hex, tints: ReturnType<typeof tintsOf>): [Hex, Hex][] {
  const token = theme.getDesignToken({ token: { colorPrimary: shade, ...tints } });
  return [
    // White text on primary buttons, the dark menu's selected item.
    ['#ffffff', token.colorPrimary],
    // Primary text (links, the active tab, the selected menu item) on the page and on the selected tint.
    [token.colorPrimaryText, token.colorBgContainer],
    [token.colorPrimaryText, token.colorPrimaryBg],
    [token.colorPrimaryText, token.colorPrimaryBgHover],
  ];
}

export interface PrimaryColours {
  /** The colour antd draws primary buttons, links, the active tab and the selected menu item in. */
  readonly colorPrimary: Hex;
  readonly colorPrimaryBg: Hex;
  readonly colorPrimaryBgHover: Hex;
}

const shades = new Map<string, PrimaryColours>();

/**
 * The theme colour the user chose (§2: 8 colours), darkened only as far as text needs: the same hue and
 * saturation, lightness lowered in 1 % steps until white on it, and it on white and on the chosen colour's
 * own light tints, all reach 4.5:1. A colour that already passes comes back unchanged (geek blue, purple).
 */
export function accessiblePrimary(seed: Hex): PrimaryColours {
  const known = shades.get(seed);
  if (known) return known;
  const tints = tintsOf(seed);
  const meetsAA = (shade: Hex) =>
    primaryTextPairs(shade, tints).every(([fg, bg]) => contrastRatio(fg, bg) >= MIN_TEXT_CONTRAST);
  const [h, s, l] = toHsl(seed);
  let shade = seed;
  for (let lightness = l; !meetsAA(shade) && lightness > 0; ) {
    lightness = Math.max(0, lightness - 0.01);
    shade = fromHsl(h, s, lightness);
  }
  const colours = { colorPrimary: shade, ...tints };
  shades.set(seed, colours);
  return colours;
}

/**
 * antd's light theme with text colours that meet WCAG AA on white: antd's defaults do not (tertiary and
 * description grey rgba(0,0,0,0.45) is 3.36:1 on the page and less on the grey layout background,
 * error red #ff4d4f 3.26:1). 0.6 black is 5.7:1 on white and 5.1:1 on #f5f5f5; the error colour is antd's
 * red-7, 5.9:1 on white and 4.9:1 on its error background.
 */
export const ACCESSIBLE_TEXT_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorError: '#cf1322',
} as const;

/** The app's antd theme for a chosen theme colour (§2 Settings drawer). */
export function appTheme(primaryColor: Hex, { reducedMotion = false } = {}): ThemeConfig {
  const primary = accessiblePrimary(primaryColor);
  return {
    algorithm: theme.defaultAlgorithm,
    // Styles come from antd's stylesheet (app-providers.tsx); the tokens still set its CSS variables.
    zeroRuntime: true,
    token: {
      ...primary,
      colorLink: primary.colorPrimary,
      ...ACCESSIBLE_TEXT_TOKENS,
      // A user who asked their system for less motion gets dialogs, menus and drawers without their zoom,
      // slide and fade (WCAG 2.3.3): antd turns off every component's motion with this one token.
      motion: !reducedMotion,
    },
    // A loading button (login's 'Sign in' while it submits) keeps its label readable: antd fades it to
    // 0.65, and white on a faded primary falls under 4.5:1 (3.1:1 for daybreak blue). Its spinner says busy.
    components: { Button: { opacityLoading: 1 } },
  };
}
