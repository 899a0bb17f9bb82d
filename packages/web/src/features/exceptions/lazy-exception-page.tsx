import { Suspense } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { preloadable } from '../../components/preloadable';
import type { ExceptionPageProps } from './exception-page';

// antd's Result carries an illustration per status: kept out of the first load, which every route shares.
const ExceptionPageChunk = preloadable<ExceptionPageProps>(() =>
  import('./exception-page').then((module) => ({ default: module.ExceptionPage })),
);

/** The exception page, loaded when first shown. */
export function LazyExceptionPage(props: ExceptionPageProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ExceptionPageChunk {...props} />
    </Suspense>
  );
}
