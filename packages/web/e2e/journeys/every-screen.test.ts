import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { apiAs } from '../support/api';
import { EVERY_SIGNED_IN_PAGE, goTo, loaded } from '../support/every-page';
import { openLoggedIn, useJourney } from '../support/journey';

/** The narrowest phone the app is drawn for (an iPhone SE / mini in CSS pixels), below §9's mobile 576. */
const PHONE = { width: 375, height: 667 };

interface Overflow {
  readonly path: string;
  readonly documentPx: number;
  readonly bodyPx: number;
  /** The widest elements past the right edge, to say what to fix. */
  readonly culprits: readonly string[];
}

/** How far the page is wider than the window, and the elements that stick out furthest. */
function overflowOf(page: Page, path: string): Promise<Overflow> {
  return page.evaluate(
    ([path, phoneWidth]) => {
      // A mobile browser widens its layout viewport to fit what overflows: measure against the phone.
      const width = Math.min(window.innerWidth, phoneWidth);
      const sticksOut = (element: Element | null) =>
        element !== null && element.getBoundingClientRect().right > width + 0.5;
      // A box that scrolls or clips its content keeps what is past its edge inside it.
      const clipped = (element: HTMLElement) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      // Where the overflow starts: an element past the edge inside one that is not, and not clipped.
      const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => sticksOut(element) && !sticksOut(element.parentElement) && !clipped(element))
        .slice(0, 3)
        .map((element) => {
          const testId = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
          const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
          return `${element.tagName.toLowerCase()}${testId}.${classes} → ${Math.round(element.getBoundingClientRect().right)}`;
        });
      return {
        path,
        documentPx: document.documentElement.scrollWidth - width,
        bodyPx: document.body.scrollWidth - width,
        culprits,
      };
    },
    [path, PHONE.width] as const,
  );
}

/**
 * §9 mobile: every page of §2's route table and every step page, signed in as Admin (who sees every
 * action), fits a 375 px phone in both languages — nothing scrolls sideways (a wide table scrolls inside
 * its own box; the header folds its actions into a menu).
 *
 * The same walk holds every screen to the content security policy (content-security.test.ts): the app is
 * loaded whole once, under the policy its document carries, and every screen after it comes as the app's
 * links bring it, through the router, each lazy chunk, style and request under that policy.
 */
describe('journey: every screen fits a 375 px phone, under the content security policy', () => {
  const journey = useJourney();

  for (const [locale, words] of [
    ['en-GB', en],
    ['zh-CN', zhCN],
  ] as const) {
    it(`fits every route in ${locale}`, { timeout: 240_000 }, async () => {
      const admin = await apiAs(journey.baseUrl, 'admin');
      const project = await admin.createProject();
      const page = await journey.newPage({ viewport: PHONE, isMobile: true, locale });
      await openLoggedIn(page, 'admin');
      // In the browser's language (§9), with the header's actions folded behind "more".
      expect(await page.getByTestId('header-more').getAttribute('aria-label')).toBe(words['header.more']);
      const overflows: Overflow[] = [];
      const visited: string[] = [];
      for (const path of EVERY_SIGNED_IN_PAGE) {
        await goTo(page, `${path}?id=${project.id}`);
        await loaded(page);
        visited.push(path);
        expect(journey.cspViolations(), `content security policy violations after ${path}`).toEqual([]);
        const overflow = await overflowOf(page, path);
        if (overflow.documentPx > 0 || overflow.bodyPx > 0) overflows.push(overflow);
      }
      expect(visited).toContain('/manage/operation');
      expect(visited).toContain('/bid-evaluation/index');
      expect(
        overflows.map(
          ({ path, documentPx, bodyPx, culprits }) =>
            `${path}: ${documentPx} px (body ${bodyPx}) past the edge, from ${culprits.join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
