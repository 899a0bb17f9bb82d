/**
 * Tag colours for states that must stay readable (WCAG AA 4.5:1, the a11y check of every story):
 * antd's preset green, orange and gold tags put light text on a pale background and fall short, so a
 * success or warning state is a solid dark tag with white text instead. Blue and red presets pass.
 */
export const STATUS_COLOURS = {
  success: '#237804',
  warning: '#ad4e00',
} as const;
