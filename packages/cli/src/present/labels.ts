import {
  BIDDING_METHODS,
  codeIn,
  FILE_USAGES,
  type Locale,
  NOTICE_TYPES,
  PROJECT_FLOW_NAMES,
  PROJECT_STATES,
} from '@tender/domain';

export const stateLabel = (state: number, locale: Locale) =>
  `${state} ${codeIn(PROJECT_STATES, state, locale)}`;
export const methodLabel = (method: string, locale: Locale) => codeIn(BIDDING_METHODS, method, locale);
export const fileUsageLabel = (usage: string, locale: Locale) => codeIn(FILE_USAGES, usage, locale);
export const noticeTypeLabel = (type: string, locale: Locale) => codeIn(NOTICE_TYPES, type, locale);
/** The step name, or the special names the client sets (项目待结项 …) in words. */
export const flowNameLabel = (name: string | null, locale: Locale) =>
  codeIn(PROJECT_FLOW_NAMES, name, locale);
