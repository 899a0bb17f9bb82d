import {
  businessMonthsUpTo,
  LIBRARY_ENTITY_NAMES,
  LIBRARY_KINDS,
  libraryAnalysisQuerySchema,
  libraryAnalysisSchema,
} from '@tender/domain';
import { KyselyLibraryAnalysisQueries } from '../adapters/libraries/kysely-library-analysis-queries';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/**
 * The analysis page of each library (§1 route table: /home/…-library/analysis) reads
 * `GET /api/services/app/<Bidder|Agency|Purchaser>/GetAnalysis?Months=&Keyword=`: the library's projects
 * by month, its leading entries, its bidders' sign-ups and wins, its entries by area and industry
 * (domain `libraries/library-analysis.ts`). Reading it takes the library's query permission, as its list
 * does; §6 leaves two of the pages untagged, which is about the page, not the data.
 */
export function registerLibraryAnalysisRoutes(app: ZodApp, { db, config }: AppDeps): void {
  for (const kind of LIBRARY_KINDS) {
    const entity = LIBRARY_ENTITY_NAMES[kind];
    app.get(
      `/api/services/app/${entity}/GetAnalysis`,
      {
        config: { access: `${kind}.query` },
        schema: {
          tags: [entity],
          description:
            'The library’s projects by business month (UTC+8) in the last `Months` months, its leading entries, its bidders’ sign-ups and wins, and its entries by area and industry; `Keyword` keeps the entries the list would find.',
          querystring: libraryAnalysisQuerySchema,
          response: { 200: abp(libraryAnalysisSchema) },
        },
      },
      async (request) => {
        const { Keyword, Months } = request.query;
        const months = businessMonthsUpTo(config.clock(), Months);
        const queries = new KyselyLibraryAnalysisQueries(db, sessionOf(request).tenantId, kind);
        return ok(await queries.analyse({ Keyword }, months));
      },
    );
  }
}
