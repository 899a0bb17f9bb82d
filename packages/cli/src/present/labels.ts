import {
  BIDDING_METHODS,
  FILE_USAGES,
  type Label,
  type Locale,
  labelIn,
  labelOf,
  NOTICE_TYPES,
  PROJECT_FLOW_NAMES,
  PROJECT_STATES,
} from '@tender/domain';

/** A wire code in words, or the code itself when the table does not know it. */
function fromTable(
  table: Readonly<Record<string, Label>>,
  code: string | number | null | undefined,
  locale: Locale,
) {
  const label = labelOf(table, code);
  return label ? labelIn(label, locale) : String(code ?? '');
}

export const stateLabel = (state: number, locale: Locale) =>
  `${state} ${fromTable(PROJECT_STATES, state, locale)}`;
export const methodLabel = (method: string, locale: Locale) => fromTable(BIDDING_METHODS, method, locale);
export const fileUsageLabel = (usage: string, locale: Locale) => fromTable(FILE_USAGES, usage, locale);
export const noticeTypeLabel = (type: string, locale: Locale) => fromTable(NOTICE_TYPES, type, locale);
/** The step name, or the special names the client sets (项目待结项 …) in words. */
export const flowNameLabel = (name: string | null, locale: Locale) =>
  fromTable(PROJECT_FLOW_NAMES, name, locale);
