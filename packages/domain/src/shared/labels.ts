/** A human label in both UI languages. The zh-CN text is the product's own wording; English is the default UI. */
export interface Label {
  readonly en: string;
  readonly zh: string;
}

export type Locale = 'en' | 'zh-CN';

/** A wire code together with its labels, e.g. project state 3 = running / 流程进行中. */
export type CodeTable<Code extends string | number> = Readonly<Record<Code, Label>>;

export function labelIn(label: Label, locale: Locale): string {
  return locale === 'zh-CN' ? label.zh : label.en;
}

/**
 * The label of a wire code, or undefined when the table does not know it (a code another client wrote,
 * or a step name, which is data). Own keys only: 'toString' is no code.
 */
export function labelOf(
  table: Readonly<Record<string, Label>>,
  code: string | number | null | undefined,
): Label | undefined {
  if (code === null || code === undefined) return undefined;
  return Object.hasOwn(table, String(code)) ? table[String(code)] : undefined;
}

/** A wire code in words in `locale`, or the code as written when the table does not know it. */
export function codeIn(
  table: Readonly<Record<string, Label>>,
  code: string | number | null | undefined,
  locale: Locale,
): string {
  const label = labelOf(table, code);
  return label ? labelIn(label, locale) : String(code ?? '');
}

/** The codes of a table, typed; number-coded tables give numbers back. */
export function codesOf<Code extends string | number>(table: CodeTable<Code>, numeric = false): Code[] {
  const keys = Object.keys(table);
  return (numeric ? keys.map(Number) : keys) as Code[];
}
