import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, settled, t, useJourney, where } from '../support/journey';

const TEMPORARY = 'Temp-2026!';
const CHOSEN = 'Mine-2026!';

/**
 * Organisation administration (§1, §6, ADR 0014): the Admin creates a member of staff with a role; the
 * new user signs in with the temporary password, must change it first, and then sees only the actions
 * the role permits.
 */
describe('journey: staff administration and the temporary password', () => {
  const journey = useJourney();

  it('creates a viewer who must change the temporary password and then sees no writing action', async () => {
    const userName = `staff${Date.now().toString(36)}`;
    const admin = await journey.newPage();
    await openLoggedIn(admin, 'admin', '/organize-manage?tab=users');
    await admin.getByTestId('user-create').click();
    const form = admin.getByTestId('user-form');
    await form.getByLabel(t('users.field.userName')).fill(userName);
    await form.getByLabel(t('users.field.name')).fill('旅程 只读');
    // A password that is the user name is refused under its field, by the domain's rule.
    await form.getByLabel(t('users.field.temporaryPassword')).fill(userName);
    await admin.getByRole('button', { name: t('organisation.save') }).click();
    await form.getByText('must not be the user name').waitFor();
    await form.getByLabel(t('users.field.temporaryPassword')).fill(TEMPORARY);
    // The roles' select searches as the admin types; Enter picks the match.
    await form.getByLabel(t('users.field.roles')).fill('Viewer');
    await admin.locator('.ant-select-item-option', { hasText: '只读用户' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: t('organisation.save') }).click();
    const row = admin.getByRole('row', { name: new RegExp(userName) });
    await row.waitFor();
    await row.getByText(t('users.state.mustChange')).waitFor();
    await screenshot(admin, 'organisation-users-1-created');

    const newcomer = await journey.newPage();
    await newcomer.goto('/user/login?redirect=%2Fmanage%2Findex');
    await newcomer.getByLabel(t('login.userName')).fill(userName);
    await newcomer.getByLabel(t('login.password'), { exact: true }).fill(TEMPORARY);
    await newcomer.getByRole('button', { name: t('login.submit') }).click();
    // The step after a temporary password: at the wanted address, nothing else on screen.
    await newcomer.getByTestId('change-password-screen').waitFor();
    expect(where(newcomer).pathname).toBe('/manage/index');
    await screenshot(newcomer, 'organisation-users-2-must-change');
    await newcomer.getByLabel(t('account.currentPassword')).fill(TEMPORARY);
    await newcomer.getByLabel(t('account.newPassword'), { exact: true }).fill(userName.toUpperCase());
    await newcomer.getByLabel(t('account.confirmPassword')).fill(userName.toUpperCase());
    await newcomer.getByTestId('change-password-submit').click();
    await newcomer.getByText('must not be the user name').waitFor();
    await newcomer.getByLabel(t('account.newPassword'), { exact: true }).fill(CHOSEN);
    await newcomer.getByLabel(t('account.confirmPassword')).fill(CHOSEN);
    await newcomer.getByTestId('change-password-submit').click();

    // In, at the page asked for; the viewer's action list (query and get) offers no writing action.
    await settled(newcomer);
    await newcomer.getByTestId('project-table').waitFor();
    expect(where(newcomer).pathname).toBe('/manage/index');
    expect(await newcomer.getByRole('menuitem', { name: t('route.create-project') }).count()).toBe(0);
    expect(await newcomer.getByRole('button', { name: /More actions for/ }).count()).toBe(0);
    await screenshot(newcomer, 'organisation-users-3-viewer');

    // The admin's list no longer says the password must change.
    await admin.reload();
    await admin.getByRole('row', { name: new RegExp(userName) }).waitFor();
    await admin
      .getByRole('row', { name: new RegExp(userName) })
      .getByText(t('users.state.mustChange'))
      .waitFor({ state: 'detached' });

    // The audit trail has both writes: the admin's creation of the user, the user's own change.
    await admin.goto(`/organize-manage?tab=audit&user=${userName}`);
    const trail = admin.getByTestId('audit-table');
    await trail.getByText('/api/services/app/User/ChangePassword').waitFor();
    await admin.goto('/organize-manage?tab=audit&user=admin&entity=user');
    await trail.getByText('/api/services/app/User/Create').first().waitFor();
    await screenshot(admin, 'organisation-users-5-audit');

    // The chosen password is the one that works from now on.
    const again = await journey.newPage();
    await again.goto('/user/login');
    await again.getByLabel(t('login.userName')).fill(userName);
    await again.getByLabel(t('login.password'), { exact: true }).fill(CHOSEN);
    await again.getByRole('button', { name: t('login.submit') }).click();
    await settled(again);
    expect(where(again).pathname).toBe('/home/index');
  });

  it('lets anyone change their own password from the header, naming a wrong current one', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'agent', '/home/index');
    await page.getByTestId('user-area').click();
    await page.getByRole('menuitem', { name: t('account.changePassword') }).click();
    await page.getByLabel(t('account.currentPassword')).fill('not-my-password');
    await page.getByLabel(t('account.newPassword'), { exact: true }).fill('agent-password-2');
    await page.getByLabel(t('account.confirmPassword')).fill('agent-password-2');
    await page.getByTestId('change-password-submit').click();
    await page.getByText('is not your current password').waitFor();
    await screenshot(page, 'organisation-users-4-own-password-refused');
  });
});
