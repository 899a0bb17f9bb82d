import {
  businessDateOf,
  LIBRARY_ENTITY_NAMES,
  LIBRARY_EXPORT_MAX_ROWS,
  LIBRARY_IMPORT_MAX_BYTES,
  LIBRARY_KINDS,
  type LibraryKind,
  libraryEntryInputSchema,
  libraryEntrySchema,
  libraryEntryUpdateSchema,
  libraryExportQuerySchema,
  libraryExportTable,
  libraryImportPreviewSchema,
  libraryImportQuerySchema,
  libraryImportResultSchema,
  libraryListQuerySchema,
  pagedSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import { auditOf } from '../audit/request-audit';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { LibraryAdministration } from '../libraries/library-administration';
import { LibraryImport } from '../libraries/library-import';
import { receivedSheetOf } from '../spreadsheets/sheet-rows';
import { sendExportedFile, spreadsheetFile } from '../spreadsheets/spreadsheet-file';
import {
  fileTooLargeAs400,
  registerSpreadsheetUploads,
  SPREADSHEET_CONTENT_TYPES,
  uploadedSpreadsheet,
} from '../spreadsheets/spreadsheet-upload';

const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * The three libraries (§1): Bidder, Agency and Purchaser, each with the same calls — a page with a word,
 * filters and a sort; one entry; create; update with the version read; export; import from a file (below).
 * Reading takes the library's query and get permissions, writing its add and edit, a file its export and
 * import (§6 `area.action`); every query names the tenant.
 */
export function registerLibraryRoutes(app: ZodApp, deps: AppDeps): void {
  for (const kind of LIBRARY_KINDS) registerLibrary(app, deps, kind);
  // The imports read a file as their body: a scope of their own, where a body of any content type
  // arrives as its bytes, at most the import's limit.
  registerSpreadsheetUploads(app, (scope) => {
    for (const kind of LIBRARY_KINDS) registerLibraryImport(scope, deps, kind);
  });
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
      const file = { stem: `${kind}-library`, sheetName: entity, format: Format };
      return sendExportedFile(
        reply,
        await spreadsheetFile(file, libraryExportTable(kind, entries, Language)),
      );
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

/**
 * A library's import (§6 action `import`): ImportPreview says what each row of the file would become and
 * what is wrong with it; Import checks everything again and adds every row in one transaction, or none.
 * The body is the file's bytes (any content type), its name in the query (FileName, whose extension is
 * its format). A file that is not such a spreadsheet, too large or of another type is a 400 naming `file`.
 */
function registerLibraryImport(app: ZodApp, { db, config }: AppDeps, kind: LibraryKind): void {
  const entity = LIBRARY_ENTITY_NAMES[kind];
  const base = `/api/services/app/${entity}`;
  const tags = [entity];
  const importer = (request: FastifyRequest, handle: Kysely<Database> = db) =>
    new LibraryImport(handle, sessionOf(request).tenantId, kind, config.clock);
  const schema = (description: string) => ({
    tags,
    description,
    querystring: libraryImportQuerySchema,
    consumes: SPREADSHEET_CONTENT_TYPES,
  });

  app.post(
    `${base}/ImportPreview`,
    {
      // It posts the file but writes nothing.
      config: { access: `${kind}.import`, audit: false },
      bodyLimit: LIBRARY_IMPORT_MAX_BYTES,
      schema: {
        ...schema(
          'Each row of an XLSX or CSV file laid out as an export, with what is wrong with it; nothing is stored.',
        ),
        response: { 200: abp(libraryImportPreviewSchema) },
      },
      errorHandler: fileTooLargeAs400,
    },
    async (request) =>
      ok(await importer(request).preview(await receivedSheetOf(uploadedSpreadsheet(request)))),
  );

  app.post(
    `${base}/Import`,
    {
      config: { access: `${kind}.import` },
      bodyLimit: LIBRARY_IMPORT_MAX_BYTES,
      schema: {
        ...schema(
          'Adds every row of the file in one transaction, or — any row wrong — none (400 naming each row).',
        ),
        response: { 200: abp(libraryImportResultSchema) },
      },
      errorHandler: fileTooLargeAs400,
    },
    async (request) => {
      // Read before the transaction opens (sheet-rows.ts).
      const file = await receivedSheetOf(uploadedSpreadsheet(request));
      const stored = await db
        .transaction()
        .execute((trx) => importer(request, trx).import(file, sessionOf(request).userId));
      // Each new entry is audited as its create would be: its stored row (ADR 0012).
      auditOf(request).recordEach(
        stored.map((row) => ({ entity: kind, id: row.id, before: null, after: row })),
      );
      return ok({ fileName: file.fileName, importedCount: stored.length, ids: stored.map((row) => row.id) });
    },
  );
}
