import { describe, expect, it } from 'vitest';
import { openLoggedIn, useJourney, where } from '../support/journey';

/**
 * The menu by keyboard: its links are out of the tab order (an overflowed item is aria-hidden, and a
 * focusable link inside it would be a trap), so Enter on a focused item must follow it.
 */
describe('journey: the main menu by keyboard', () => {
  const journey = useJourney();

  it('follows an item on Enter, and its link takes no tab stop', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/home/index');
    const menu = page.getByTestId('menu-main');
    const link = menu.getByRole('link', { name: 'Project management' });
    expect(await link.getAttribute('tabindex')).toBe('-1');
    await menu.getByRole('menuitem', { name: 'Project management' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => where(page).pathname).toBe('/manage/index');
  });
});
