import { businessDateOf, JumpFlow } from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/**
 * The bidder library (§1): a bidder is added with its credit code checked as the standard says, picked
 * by name at a project's sign-up, found in the list, blacklisted on its page — and the server then
 * refuses its sign-up on another project.
 */
describe('journey: the bidder library', () => {
  const journey = useJourney();

  it('adds a bidder (a wrong check character refused), picks it at a sign-up, blacklists it, and its next sign-up is refused', async () => {
    const name = `旅程供应商 ${Date.now()}`;
    const code = aCreditCode(Date.now() % 100_000_000);
    const wrong = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/home/supplier-library');
    await page.getByTestId('library-table').waitFor();
    await page.getByTestId('library-create').click();
    await page.waitForURL((url) => url.pathname === '/home/supplier-library/edit');

    await page.getByTestId('library-field-name').fill(name);
    await page.getByTestId('library-field-credit-code').fill(wrong);
    await page.getByTestId('library-save').click();
    await page
      .getByText(`Unified social credit code has a wrong check character: the last one should be ${code[17]}`)
      .waitFor();
    expect(where(page).pathname).toBe('/home/supplier-library/edit');
    await screenshot(page, 'library-1-wrong-check-character');

    await page.getByTestId('library-field-credit-code').fill(code);
    await page.getByTestId('library-save').click();
    await page.waitForURL((url) => url.pathname === '/home/supplier-library/detail');
    const id = Number(where(page).search.get('id'));
    await page.getByTestId('library-detail').getByText(code).waitFor();

    // Picked from the library at a project's sign-up, by part of its name.
    const admin = await apiAs(journey.baseUrl, 'admin');
    const atSignUp = async () => {
      const project = await admin.createProject();
      await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to: '报名' });
      await page.goto(`/sign-up?id=${project.id}`);
      await page.getByLabel('Supplier').fill(name.slice(-8));
      await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
      await expect.poll(() => page.getByLabel('Supplier').inputValue()).toBe(name);
      await page.getByRole('button', { name: 'Add supplier' }).click();
    };
    await atSignUp();
    await page.getByTestId('sign-ups').getByText(name).waitFor();

    // Found by its credit code in the list; the search stays in the address.
    await page.goto(`/home/supplier-library?q=${code}`);
    await page.getByTestId(`library-entry-${id}`).waitFor();

    // Blacklisted on its edit page, from yesterday with no end.
    await page.getByTestId(`library-edit-${id}`).click();
    await page.waitForURL((url) => url.pathname === '/home/supplier-library/edit');
    await page.getByRole('button', { name: 'Add a blacklisting' }).click();
    await page.getByLabel('Reason').fill('串通投标');
    const from = businessDateOf(new Date(Date.now() - 86_400_000));
    await page.getByLabel('From').fill(from);
    // The day picked in the calendar: Enter in the field could also submit the form (implicit
    // submission), and the save button's click would then find the page gone.
    await page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${from}"]`).click();
    await page.getByTestId('library-save').click();
    await page.waitForURL((url) => url.pathname === '/home/supplier-library/detail');
    await page.getByTestId('blacklisted').getByText('Blacklisted with no end date: 串通投标').waitFor();
    await screenshot(page, 'library-2-blacklisted');

    // Its sign-up on another project is refused by the server, naming the reason; nothing is recorded.
    await atSignUp();
    await page
      .locator('.ant-message-notice')
      .filter({ hasText: `${name} is blacklisted with no end date (串通投标)` })
      .waitFor();
    await expect.poll(() => page.getByLabel('Supplier').inputValue()).toBe(name);
    expect(await page.getByTestId('sign-ups').getByText(name).count()).toBe(0);
    await screenshot(page, 'library-3-sign-up-refused');
  });
});
