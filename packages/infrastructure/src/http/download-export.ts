import type { ExportedFile } from '@tender/domain';
import type { HttpClient } from './http-client';

const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
} as const;

/** A spreadsheet an Export call writes (§6 action `export`), named `<stem>.<format>` for the download. */
export async function downloadExport(
  api: HttpClient,
  url: string,
  query: { readonly Format?: 'xlsx' | 'csv' | undefined } & Record<string, unknown>,
  stem: string,
): Promise<ExportedFile> {
  const format = query.Format ?? 'xlsx';
  const bytes = await api.get<ArrayBuffer>(url, { params: { ...query }, responseType: 'arraybuffer' });
  return { fileName: `${stem}.${format}`, contentType: EXPORT_CONTENT_TYPES[format], bytes };
}
