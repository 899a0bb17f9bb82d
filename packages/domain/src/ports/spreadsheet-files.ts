/** A spreadsheet someone chose to import: its name (whose extension says its format) and its bytes. */
export interface SpreadsheetFile {
  readonly fileName: string;
  readonly bytes: ArrayBuffer;
}

/** A file the server wrote for download. */
export interface ExportedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: ArrayBuffer;
}
