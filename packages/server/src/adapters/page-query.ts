/** One page of a list as the list routes validated it (pagedQuerySchema's output). */
export interface PageQuery {
  readonly Filter?: string | undefined;
  readonly Sorting?: string | undefined;
  readonly MaxResultCount: number;
  readonly SkipCount: number;
}
