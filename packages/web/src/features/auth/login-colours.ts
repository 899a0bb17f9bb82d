import { DEFAULT_SETTINGS } from '@tender/domain';

/**
 * The shade antd's theme draws each theme colour in (accessiblePrimary in src/components/accessible-theme.ts:
 * darkened until text on and in it meets 4.5:1), written out so that the login page needs no antd.
 * login-colours.test.ts keeps the two equal.
 */
export const LOGIN_PRIMARY_SHADES: Readonly<Record<string, string>> = {
  '#1677FF': '#0058d3',
  '#F5222D': '#bd0912',
  '#FA541C': '#b63104',
  '#FAAD14': '#916103',
  '#13C2C2': '#0b7373',
  '#52C41A': '#327710',
  '#2F54EB': '#2F54EB',
  '#722ED1': '#722ED1',
};

/** The login page's primary colour for a chosen theme colour (the default one's for anything else). */
export function loginPrimaryShade(primaryColor: string): string {
  return (
    LOGIN_PRIMARY_SHADES[primaryColor.toUpperCase()] ?? LOGIN_PRIMARY_SHADES[DEFAULT_SETTINGS.primaryColor]!
  );
}
