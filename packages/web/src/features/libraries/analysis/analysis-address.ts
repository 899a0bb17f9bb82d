import { LIBRARY_ANALYSIS_DEFAULT_MONTHS, libraryAnalysisQuerySchema } from '@tender/domain';

/** What an analysis page shows: the months and the word its entries hold. */
export interface AnalysisView {
  readonly Months: number;
  readonly Keyword?: string;
}

/**
 * An analysis page keeps what it shows in its address — `?months=24&q=word` — so a reload or a shared
 * link shows the same; what the schema refuses is dropped (the default shown), not an error page.
 */
export function analysisQueryOf(search: URLSearchParams): AnalysisView {
  const months = libraryAnalysisQuerySchema.shape.Months.safeParse(search.get('months') ?? undefined);
  const keyword = libraryAnalysisQuerySchema.shape.Keyword.safeParse(search.get('q') ?? undefined);
  return {
    Months: months.success ? months.data : LIBRARY_ANALYSIS_DEFAULT_MONTHS,
    ...(keyword.success && keyword.data ? { Keyword: keyword.data } : {}),
  };
}

/** The address of an analysis page showing `view`: the default span is left out. */
export function analysisSearchOf(view: AnalysisView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.Months !== LIBRARY_ANALYSIS_DEFAULT_MONTHS) search.set('months', String(view.Months));
  if (view.Keyword) search.set('q', view.Keyword);
  return search;
}
