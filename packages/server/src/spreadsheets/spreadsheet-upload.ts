import { LIBRARY_IMPORT_MAX_BYTES, libraryFileRefusal, must } from '@tender/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { ZodApp } from '../http/zod-app';
import { XLSX_CONTENT_TYPE } from './spreadsheet-file';

/** What a browser or a client may label a spreadsheet with; the file's name, not its label, says its format. */
export const SPREADSHEET_CONTENT_TYPES = [
  'application/octet-stream',
  XLSX_CONTENT_TYPE,
  'text/csv',
  'application/vnd.ms-excel',
];

/**
 * Registers routes that read a spreadsheet as their body (the imports, ADR 0016): a scope of their own,
 * where a body of any content type arrives as its bytes, at most the imports' limit.
 */
export function registerSpreadsheetUploads(app: ZodApp, register: (scope: ZodApp) => void): void {
  app.register(async (scope: ZodApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: LIBRARY_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/** A file as an import route received it: its name (the query's FileName) and the request's body. */
export interface ReceivedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/** The uploaded file of an import request. */
export function uploadedSpreadsheet(
  request: FastifyRequest<{ Querystring: { FileName: string } }>,
): ReceivedFile {
  return {
    fileName: request.query.FileName,
    bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
  };
}

/**
 * A body past the imports' limit is the file's fault: a 400 naming `file` like any other file an import
 * refuses, not Fastify's 413. Anything else goes on to the app's error handler as it is.
 */
export function fileTooLargeAs400(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw libraryFileRefusal(must('fileTooLarge', { max: LIBRARY_IMPORT_MAX_BYTES / (1024 * 1024) }));
  }
  throw error;
}
