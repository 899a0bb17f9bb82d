import {
  businessDateOf,
  LIBRARY_ENTITY_NAMES,
  LIBRARY_EXPORT_MAX_ROWS,
  LIBRARY_KINDS,
  type LibraryKind,
  libraryCsv,
  libraryEntryInputSchema,
  libraryEntrySchema,
  libraryEntryUpdateSchema,
  libraryExportQuerySchema,
  libraryExportTable,
  libraryListQuerySchema,
  pagedSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { LibraryAdministration } from '../libraries/library-administration';
import { xlsxOf } from '../libraries/library-workbook';

const idQuery = z.object({ id: z.coerce.number().int().positive() });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The three libraries (§1): Bidder, Agency and Purchaser, each with the same calls — a page with a word,
 * filters and a sort; one entry; create; update with the version read. Reading takes the library's query
 * and get permissions, writing its add and edit (§6 `area.action`); every query names the tenant.
 */
export function registerLibraryRoutes(app: ZodApp, deps: AppDeps): void {
  for (const kind of LIBRARY_KINDS) registerLibrary(app, deps, kind);
}

function registerLibrary(app: ZodApp, { db, config }: AppDeps, kind: LibraryKind): void {
  const entity = LIBRARY_ENTITY_NAMES[kind];
  const base = `/api/services/app/${entity}`;
  const tags = [entity];
  const administration = (request: FastifyRequest, handle: Kysely<Database> = db) =>
    new LibraryAdministration(handle, sessionOf(request).tenantId, kind, config.clock);
  const change = <T>(request: FastifyRequest, work: (library: LibraryAdministration) => Promise<T>) =>
    db.transaction().execute((trx) => work(administration(request, trx)));

  app.get(
    `${base}/GetPaged`,
    {
      config: { access: `${kind}.query` },
      schema: {
        tags,
        querystring: libraryListQuerySchema,
        response: { 200: abp(pagedSchema(libraryEntrySchema)) },
      },
    },
    async (request) =>
      ok(
        await new KyselyLibraryStore(db, sessionOf(request).tenantId, kind).page(
          request.query,
          businessDateOf(config.clock()),
        ),
      ),
  );

  app.get(
    `${base}/Export`,
    {
      config: { access: `${kind}.export` },
      schema: {
        tags,
        description: `The filtered entries as XLSX or CSV (UTF-8 with a byte order mark), in the list's order, at most ${LIBRARY_EXPORT_MAX_ROWS}; every cell is text, none runs as a formula.`,
        querystring: libraryExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { Format, Language, ...criteria } = request.query;
      const entries = await new KyselyLibraryStore(db, sessionOf(request).tenantId, kind).list(
        criteria,
        businessDateOf(config.clock()),
        LIBRARY_EXPORT_MAX_ROWS,
      );
      const table = libraryExportTable(kind, entries, Language);
      const file = `${kind}-library.${Format}`;
      reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store');
      return Format === 'csv'
        ? reply.type('text/csv; charset=utf-8').send(libraryCsv(table))
        : reply.type(XLSX_TYPE).send(await xlsxOf(entity, table));
    },
  );

  app.get(
    `${base}/Get`,
    {
      config: { access: `${kind}.get` },
      schema: { tags, querystring: idQuery, response: { 200: abp(libraryEntrySchema) } },
    },
    async (request) => ok(await administration(request).get(request.query.id)),
  );

  app.post(
    `${base}/Create`,
    {
      config: { access: `${kind}.add` },
      schema: { tags, body: libraryEntryInputSchema, response: { 200: abp(libraryEntrySchema) } },
    },
    async (request) =>
      ok(await change(request, (library) => library.create(request.body, sessionOf(request).userId))),
  );

  app.post(
    `${base}/Update`,
    {
      config: { access: `${kind}.edit` },
      schema: { tags, body: libraryEntryUpdateSchema, response: { 200: abp(libraryEntrySchema) } },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      return ok(await change(request, (library) => library.update(id, version, fields)));
    },
  );
}
