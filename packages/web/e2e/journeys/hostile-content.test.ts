import {
  FileStorage,
  LibraryRepository,
  PublishNotice,
  SaveNotice,
  SystemNoticeRepository,
} from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { openLoggedIn, useJourney } from '../support/journey';

/**
 * Stored XSS (ASVS V1.2): user text and HTML go in through the API — project fields, a file's name, a
 * notice's title and content, a library entry, a system notice — and are shown in Chromium with a tripwire. Nothing may run: the server
 * sanitises HTML on write, the web's one SafeHtml component sanitises again, React escapes text, and
 * the content security policy would report any inline script that slipped past all three (useJourney
 * fails a test on a report).
 */
const VECTORS = [
  `<script>tripwire('script')</script>`,
  `<img src=x onerror="tripwire('img-onerror')">`,
  `<svg onload="tripwire('svg-onload')"><circle r="1"/></svg>`,
  `<a href="javascript:tripwire('javascript-url')">javascript link</a>`,
  `<a href="data:text/html,<script>parent.tripwire('data-url')</script>">data link</a>`,
  `<iframe srcdoc="<script>parent.tripwire('srcdoc')</script>"></iframe>`,
  `<details open ontoggle="tripwire('details-ontoggle')"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=tripwire('mxss')&gt;">`,
  `<noscript><p title="</noscript><img src=x onerror=tripwire('noscript')>"></noscript>`,
  `<form><button formaction="javascript:tripwire('formaction')">go</button></form>`,
  `"><img src=x onerror=tripwire('attribute-break')>`,
];
const HOSTILE_HTML = `<p>采购公告正文</p>${VECTORS.join('\n')}`;
const HOSTILE_TEXT = `<img src=x onerror=tripwire('text')>`;

/** Arms the tripwire: any vector that runs calls it (or alert) and is counted. */
async function armed(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    const fired: string[] = [];
    Object.assign(window, {
      tripwireFired: fired,
      tripwire: (id: string) => fired.push(id),
      alert: (text: unknown) => fired.push(`alert ${String(text)}`),
    });
  });
  return page;
}

const firedOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { tripwireFired: string[] }).tripwireFired);

describe('journey: stored hostile content never runs', () => {
  const journey = useJourney();

  it('shows a project, its file, its notice, a library entry and a system notice written to attack, as text', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const files = admin.container.get<FileStorage>(FileStorage);
    const fileName = `${HOSTILE_TEXT}.pdf`;
    const sign = await files.getUploadSign({ dir: 'projects/xss', fileName, contentType: 'application/pdf' });
    const stored = await files.upload(sign, new Blob(['%PDF-1.4\n% 恶意\n'], { type: 'application/pdf' }), {
      fileName,
    });
    const project = await admin.createProject({
      projectName: `恶意项目 ${HOSTILE_TEXT}`,
      eHonors: [{ fileId: stored.key, fileName: stored.fileName, usage: '0' }],
    });
    const notice = await admin.container.get(SaveNotice).execute({
      projectId: project.id,
      title: `公告 ${HOSTILE_TEXT}`,
      noticeType: '0',
      content: HOSTILE_HTML,
      // The 20 days the bidders are owed (招标投标法 第二十四条), which the server enforces (ADR 0022).
      endTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await admin.container.get(PublishNotice).execute(notice.id);
    const systemNotice = await admin.container
      .get<SystemNoticeRepository>(SystemNoticeRepository)
      .create({ title: `系统通知 ${HOSTILE_TEXT}`, content: HOSTILE_HTML });

    const entry = await admin.container.get<LibraryRepository>(LibraryRepository).create('bidder', {
      name: `恶意供应商 ${HOSTILE_TEXT}`,
      creditCode: aCreditCode(Date.now() % 100_000_000),
      address: `<script>tripwire('address')</script>`,
      contacts: [{ name: `<svg onload="tripwire('contact')">`, phone: null, email: null }],
    });

    const page = await armed(await journey.newPage());
    await openLoggedIn(page, 'admin', `/home/project/detail?id=${project.id}`);
    // The name and the file's name show as the characters typed.
    await page.getByText(`恶意项目 ${HOSTILE_TEXT}`).first().waitFor();
    await page.getByText(fileName).first().waitFor();
    await page.getByRole('button', { name: `Open the notice 公告 ${HOSTILE_TEXT}` }).click();
    const content = page.getByTestId('notice-content');
    await content.getByText('采购公告正文').waitFor();
    expect(
      await content.locator('script, iframe, [onerror], [onload], [ontoggle], [formaction]').count(),
    ).toBe(0);
    expect(await content.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
    for (const link of await content.locator('a').all()) await link.click({ force: true, noWaitAfter: true });
    // Counted per page load: read before the next one.
    expect(await firedOn(page)).toEqual([]);

    await page.goto(`/home/supplier-library/detail?id=${entry.id}`);
    const detail = page.getByTestId('library-detail');
    await detail.getByText(`恶意供应商 ${HOSTILE_TEXT}`).first().waitFor();
    await detail.getByText(`<script>tripwire('address')</script>`).waitFor();
    expect(await detail.locator('script, svg[onload], img[onerror]').count()).toBe(0);
    expect(await firedOn(page)).toEqual([]);

    await page.goto(`/sys-notice/index?id=${systemNotice.id}`);
    const shown = page.getByTestId('system-notice-content');
    await shown.getByText('采购公告正文').waitFor();
    expect(await shown.locator('script, iframe, [onerror], [onload], [ontoggle], [formaction]').count()).toBe(
      0,
    );

    expect(await firedOn(page)).toEqual([]);
    expect(journey.cspViolations()).toEqual([]);
  });
});
