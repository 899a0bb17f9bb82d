/**
 * What a command hands to the printer: the data for `--json` (stable field names, documented in the
 * README) and the same data as blocks for people. Commands never write to stdout themselves.
 */
export type Block =
  /** Label/value pairs: a table of two columns on a terminal, `label<TAB>value` lines when piped. */
  | {
      readonly kind: 'fields';
      readonly title?: string;
      readonly rows: readonly (readonly [string, string])[];
    }
  /** Rows under a header: a drawn table on a terminal, tab-separated rows (no header) when piped. */
  | {
      readonly kind: 'table';
      readonly title?: string;
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** On a terminal, the columns a cell's text wraps at, by column (undefined: as wide as its text). */
      readonly widths?: readonly (number | undefined)[];
    }
  /** Free lines, printed as they are. */
  | { readonly kind: 'lines'; readonly lines: readonly string[] };

export interface View {
  readonly json: unknown;
  readonly blocks: readonly Block[];
}

export function view(json: unknown, ...blocks: Block[]): View {
  return { json, blocks };
}

/** A cell's text: empty for null and undefined, so tables and tab-separated lines stay aligned. */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
