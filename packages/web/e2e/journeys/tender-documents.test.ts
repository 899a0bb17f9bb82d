import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { confirmDialog } from '../support/flow-moves';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';

const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n`),
});

/**
 * The tender documents (招标文件编制): a new project opens at the step; a version is uploaded through
 * the signed flow and published; a second upload becomes the current version and the first stays as
 * history, published.
 */
describe('journey: tender documents', () => {
  const journey = useJourney();

  it('uploads, publishes, and keeps the old version when a new one is uploaded', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/tender-document?id=${project.id}`);
    const versions = page.getByTestId('tender-document-version');
    await page.getByTestId('tender-documents').waitFor();
    await page.locator('input[type="file"]').setInputFiles(pdf('招标文件.pdf', 'v1'));
    await expect.poll(() => versions.count()).toBe(1);
    await versions.first().getByRole('button', { name: 'Publish' }).click();
    await confirmDialog(page);
    await versions
      .first()
      .getByText(/^Published/)
      .waitFor();
    await page.locator('input[type="file"]').setInputFiles(pdf('招标文件（修订）.pdf', 'v2'));
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.first().getAttribute('data-version')).toBe('2');
    await versions.first().getByText('Current').waitFor();
    expect(
      await versions
        .nth(1)
        .getByText(/^Published/)
        .count(),
    ).toBe(1);
    await screenshot(page, 'tender-documents-versions');
  });
});
