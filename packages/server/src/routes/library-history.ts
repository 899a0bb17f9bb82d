import {
  bidderHistory,
  LIBRARY_ENTITY_NAMES,
  LIBRARY_KINDS,
  libraryHistoryQuerySchema,
  libraryHistorySchema,
  NotFoundError,
  namedProjectsHistory,
  withProjects,
} from '@tender/domain';
import { KyselyLibraryHistoryQueries } from '../adapters/libraries/kysely-library-history-queries';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { LibraryAdministration } from '../libraries/library-administration';

/**
 * An entry's history on its /detail page (§1 libraries; domain `libraries/library-history.ts`):
 * `GET /api/services/app/<Bidder|Agency|Purchaser>/GetHistory?Id=&SkipCount=&MaxResultCount=`. It takes
 * the library's get permission, as the entry itself does; an entry of another tenant is not found.
 */
export function registerLibraryHistoryRoutes(app: ZodApp, { db, config }: AppDeps): void {
  for (const kind of LIBRARY_KINDS) {
    const entity = LIBRARY_ENTITY_NAMES[kind];
    app.get(
      `/api/services/app/${entity}/GetHistory`,
      {
        config: { access: `${kind}.get` },
        schema: {
          tags: [entity],
          description:
            kind === 'bidder'
              ? 'The projects the bidder signed up for, bought qualification documents of, was given a qualification result in or objected in — newest activity first — with its wins, and the totals.'
              : 'The projects naming the entry, registered last first, and their count.',
          querystring: libraryHistoryQuerySchema,
          response: { 200: abp(libraryHistorySchema) },
        },
      },
      async (request) => {
        const { tenantId } = sessionOf(request);
        const queries = new KyselyLibraryHistoryQueries(db, tenantId);
        if (kind !== 'bidder') {
          const entry = await new LibraryAdministration(db, tenantId, kind, config.clock).get(
            request.query.Id,
          );
          return ok(namedProjectsHistory(await queries.namedProjects(kind, entry), request.query));
        }
        const found = await queries.bidderPage(request.query.Id, request.query);
        if (!found) throw new NotFoundError(entity, request.query.Id);
        const { name, totals, projectIds, records, projects } = found;
        const facts = new Map(
          bidderHistory(name, records, { SkipCount: 0, MaxResultCount: projectIds.length }).rows.map(
            (row) => [row.projectId, row.bidder],
          ),
        );
        const rows = projectIds.map((projectId) => ({ projectId, bidder: facts.get(projectId) ?? null }));
        return ok(withProjects({ totals, totalCount: totals.projects, rows }, projects));
      },
    );
  }
}
