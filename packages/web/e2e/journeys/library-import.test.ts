import { aCreditCode } from '@tender/domain/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, t, useJourney } from '../support/journey';

/**
 * A library import (§6 action `import`) through the UI: a workbook made as a spreadsheet program would
 * is chosen, previewed, imported, and its bidder appears in the list — which then exports as a file.
 */
describe('journey: importing a bidder library', () => {
  const journey = useJourney();

  it('imports an XLSX workbook, shows the new bidder in the list, and exports the list', async () => {
    const name = `导入旅程供应商 ${Date.now()}`;
    const code = aCreditCode((Date.now() + 7) % 100_000_000);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bidder');
    sheet.addRow(['名称', '统一社会信用代码', '联系人', '资质证书']);
    sheet.addRow([name, code, '王工 | 0571-88881234', '安全生产许可证 | AQ-9 | 2030-01-31']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/home/supplier-library');
    await page.getByTestId('library-table').waitFor();
    await page.getByTestId('library-import').click();
    await page.getByTestId('library-import-dialog').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'bidders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page
      .getByTestId('library-import-summary')
      .getByText('bidders.xlsx: all 1 rows are ready')
      .waitFor();
    await screenshot(page, 'library-import-1-preview');
    await page.getByTestId('library-import-submit').click();
    await page.getByTestId('library-import-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('library-search-keyword').fill(code);
    await page.getByTestId('library-search-submit').click();
    await page.getByTestId('library-table').getByText(name).waitFor();
    await screenshot(page, 'library-import-2-listed');

    await page.getByTestId('library-export').hover();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText(t('app.export.xlsx')).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bidder-library.xlsx');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBeGreaterThan(1000);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows = exported.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    // The search narrowed the list to the imported bidder: the export writes that row.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(code);
  });
});
