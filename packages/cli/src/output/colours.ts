import pc from 'picocolors';

export type Colours = ReturnType<typeof pc.createColors>;

/**
 * Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org: any non-empty value),
 * when `--no-color` is given, or on a dumb terminal.
 */
export function coloursFor(options: {
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly colorFlag: boolean;
}): Colours {
  const enabled = options.isTTY && options.colorFlag && !options.env.NO_COLOR && options.env.TERM !== 'dumb';
  return pc.createColors(enabled);
}
