import type { SpreadsheetFile } from '@tender/domain';

/** A file as an import's body: its bytes, its name in the query (the server reads its format from it). */
export const asFile = (file: SpreadsheetFile) => ({
  params: { FileName: file.fileName },
  headers: { 'Content-Type': 'application/octet-stream' },
});
