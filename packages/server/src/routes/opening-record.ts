import {
  LIBRARY_IMPORT_MAX_BYTES,
  openingBidInputSchema,
  openingBidRemovalSchema,
  openingConfirmationSchema,
  openingImportQuerySchema,
  openingRecordSchema,
} from '@tender/domain';
import { z } from 'zod';
import { auditOf } from '../audit/request-audit';
import { OpeningRecordKeeping } from '../evaluation/opening-record-keeping';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { receivedSheetOf } from '../spreadsheets/sheet-rows';
import {
  fileTooLargeAs400,
  registerSpreadsheetUploads,
  SPREADSHEET_CONTENT_TYPES,
  uploadedSpreadsheet,
} from '../spreadsheets/spreadsheet-upload';

const BASE = '/api/services/app/OpeningRecord';
const TAGS = ['OpeningRecord'];
const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });
const reply = { 200: abp(openingRecordSchema) };

/**
 * OpeningRecord (开标记录, ADR 0019): who reads step records reads a project's opening record
 * (evaluation.query); who keeps the evaluation (evaluation.edit) and may record the evaluation step
 * enters, edits and removes bids and confirms a package, after which its record is locked. Every write
 * answers the record as it now stands, runs in one transaction and is audited (ADR 0012).
 */
export function registerOpeningRecordRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new OpeningRecordKeeping(handle, scope, clock),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'evaluation.query' },
      schema: {
        tags: TAGS,
        description: 'Every bid package with its bids, each judged against the deadline and the bond.',
        querystring: projectQuery,
        response: reply,
      },
    },
    async (request) => ok(await (await read(request)).get(request.query.projectId)),
  );

  app.post(
    `${BASE}/SaveBid`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'openingBid' } },
      schema: {
        tags: TAGS,
        description: 'Enters a bid, or edits the one its id names, while the package is not confirmed.',
        body: openingBidInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (record) => record.saveBid(request.body))),
  );

  app.post(
    `${BASE}/RemoveBid`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'openingBid' } },
      schema: { tags: TAGS, body: openingBidRemovalSchema, response: reply },
    },
    async (request) =>
      ok(await change(request, (record) => record.removeBid(request.body.projectId, request.body.id))),
  );

  app.post(
    `${BASE}/Confirm`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'openingRecord', idKey: 'groupId' } },
      schema: {
        tags: TAGS,
        description: 'Confirms a package’s opening record: from now on it is locked.',
        body: openingConfirmationSchema,
        response: reply,
      },
    },
    async (request) =>
      ok(await change(request, (record) => record.confirm(request.body.projectId, request.body.groupId))),
  );

  registerSpreadsheetUploads(app, (scope) => {
    scope.post(
      `${BASE}/Import`,
      {
        config: { access: 'evaluation.edit' },
        bodyLimit: LIBRARY_IMPORT_MAX_BYTES,
        schema: {
          tags: TAGS,
          description:
            'Adds every bid of an XLSX or CSV file laid out as the export, in one transaction, or — any row wrong — none (400 naming each row).',
          querystring: openingImportQuerySchema,
          consumes: SPREADSHEET_CONTENT_TYPES,
          response: reply,
        },
        errorHandler: fileTooLargeAs400,
      },
      async (request) => {
        const { projectId } = request.query;
        // Read before the transaction opens (sheet-rows.ts).
        const sheet = await receivedSheetOf(uploadedSpreadsheet(request));
        const { record, ids } = await change(request, (keeping) => keeping.importBids(projectId, sheet));
        // Each new bid is audited as its entry by hand would be (ADR 0012).
        auditOf(request).recordEach(ids.map((id) => ({ entity: 'openingBid', id, projectId })));
        return ok(record);
      },
    );
  });
}
