import type { LibraryKind } from '@tender/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLibraryAnalysis } from '../../../data/libraries/use-library-analysis';
import { analysisQueryOf, analysisSearchOf } from './analysis-address';
import { preloadAnalysisCharts } from './analysis-chart-slot';
import { type AnalysisState, LibraryAnalysisView } from './library-analysis-view';

/**
 * A library's analysis page (§1 route table: /home/supplier-library/analysis and its agency and
 * purchaser twins; §6 leaves the latter two untagged). What it shows lives in the address.
 */
export function LibraryAnalysisPage({ kind }: { readonly kind: LibraryKind }) {
  const [search, setSearch] = useSearchParams();
  const view = analysisQueryOf(search);
  const analysis = useLibraryAnalysis(kind, view);
  // The charts' code loads beside the figures, not after them.
  useEffect(() => {
    void preloadAnalysisCharts();
  }, []);
  const state: AnalysisState = analysis.isSuccess
    ? { status: 'success', analysis: analysis.data }
    : analysis.isError
      ? { status: 'error', error: analysis.error, retry: () => void analysis.refetch() }
      : { status: 'pending' };
  return (
    <LibraryAnalysisView
      kind={kind}
      view={view}
      onView={(next) => setSearch(analysisSearchOf(next))}
      state={state}
    />
  );
}
