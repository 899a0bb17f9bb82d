import { JumpFlow, STORAGE_KEYS } from '@tender/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { apiAs } from '../support/api';
import {
  ACCESS_TOKEN_KEY,
  DEMO_PASSWORD,
  type DemoUser,
  screenshot,
  settled,
  storage,
  useJourney,
} from '../support/journey';

/** The zh-CN text of a message key: these journeys read the screens as a Chinese-speaking user does. */
const zh = (key: MessageKey): string => zhCN[key];
const HAN = /\p{Script=Han}/u;

/** Fills the login form by its test ids (the labels are in the page's language) and submits it. */
async function fillLogin(page: Page, user: string, password: string, tenant = ''): Promise<void> {
  await page.getByTestId('login-user-name').fill(user);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-tenant').fill(tenant);
  await page.getByTestId('login-submit').click();
}

async function openAs(page: Page, user: DemoUser, path: string): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await fillLogin(page, user, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await settled(page);
}

interface FieldErrorShown {
  readonly label: string;
  readonly error: string;
}

/** Every field error a form shows, with the label of its field, once antd's messages have come in. */
async function fieldErrorsIn(scope: Locator): Promise<FieldErrorShown[]> {
  await scope.locator('.ant-form-item-explain-error').first().waitFor();
  await scope.page().waitForFunction(() => !document.querySelector('.ant-form-show-help-item-appear'));
  return scope.locator('.ant-form-item').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector(':scope > .ant-row > .ant-form-item-label label')?.textContent ?? '';
      return [...item.querySelectorAll(':scope .ant-form-item-explain-error')]
        .filter((error) => error.closest('.ant-form-item') === item)
        .map((error) => ({ label: label.trim(), error: error.textContent ?? '' }));
    }),
  );
}

/** Every message is Chinese, none only Latin letters, and each names its field by its Chinese label. */
function expectChineseFieldErrors(shown: readonly FieldErrorShown[]): void {
  expect(shown.length).toBeGreaterThan(0);
  for (const { label, error } of shown) {
    expect(error, `the message under ${label}`).toMatch(HAN);
    if (label) expect(error, `the message under ${label}`).toContain(label);
  }
}

/**
 * A Chinese-speaking user's day (§9: zh-CN): every form submitted empty says what is missing in Chinese,
 * naming the field; the login's refusals are Chinese too.
 */
describe('journey: Chinese, all the way', () => {
  const journey = useJourney();

  it('the login: fields by name, and the refusals of a wrong password and an unknown tenant', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await page.goto('/user/login');
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await page.getByTestId('login-submit').click();
    const errors = await page.locator('.login-field-error').allTextContents();
    expect(errors).toEqual([zh('login.userNameRequired'), zh('login.passwordRequired')]);
    expect(errors[0]).toContain(zh('login.userName'));
    expect(errors[1]).toContain(zh('login.password'));

    await fillLogin(page, 'admin', 'not-the-password');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe(zh('login.refused.credentials'));
    await fillLogin(page, 'admin', DEMO_PASSWORD, 'no-such-agency');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe(zh('login.refused.tenantUnknown').replace('{tenant}', 'no-such-agency'));
    await screenshot(page, 'chinese-1-login-refused');
  });

  it('creating a project', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await openAs(page, 'admin', '/create-project');
    await page.getByTestId('project-save').click();
    expectChineseFieldErrors(await fieldErrorsIn(page.getByTestId('main-layout')));
    await screenshot(page, 'chinese-2-create-project');
  });

  it('changing one’s password', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await openAs(page, 'agent', '/home/index');
    await page.getByTestId('user-area').click();
    await page.getByRole('menuitem', { name: zh('account.changePassword') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('change-password-submit').click();
    expectChineseFieldErrors(await fieldErrorsIn(dialog));
    await screenshot(page, 'chinese-3-change-password');
  });

  it("the organisation settings' create dialogs", async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await openAs(page, 'admin', '/organize-manage?tab=users');
    for (const [tab, create, form] of [
      ['users', 'user-create', 'user-form'],
      ['roles', 'role-create', 'role-form'],
      ['companies', 'company-create', 'company-form'],
      ['modules', 'module-create', 'module-form'],
    ] as const) {
      await page.goto(`/organize-manage?tab=${tab}`);
      await settled(page);
      await page.getByTestId(create).click();
      // The test id sits on the modal's root, round the dialog.
      const dialog = page.getByTestId(form).getByRole('dialog');
      // antd spaces out a two-character Chinese label ("保 存").
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      expectChineseFieldErrors(await fieldErrorsIn(dialog));
      await screenshot(page, `chinese-4-organisation-${tab}`);
    }
  });

  it("a step page's add form", async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to: '报名' });
    const page = await journey.newPage({ locale: 'zh-CN' });
    await openAs(page, 'admin', `/manage/operation?id=${project.id}`);
    await page.waitForURL(/\/sign-up\?id=/);
    await page.getByRole('button', { name: zh('steps.addSupplier') }).click();
    expectChineseFieldErrors(await fieldErrorsIn(page.getByTestId('main-layout')));
    await screenshot(page, 'chinese-5-sign-up');
  });
});

/** §9: English by default, Chinese for a Chinese browser; the choice on the login page outlives a logout. */
describe('journey: the login page speaks the browser’s language and remembers the choice', () => {
  const journey = useJourney();

  it('opens in Chinese for a browser whose first language is Chinese, in English otherwise', async () => {
    const chinese = await journey.newPage({ locale: 'zh-CN' });
    await chinese.goto('/user/login');
    await chinese.getByRole('heading', { name: zh('login.title') }).waitFor();
    expect(await chinese.getByTestId('language-switch').getAttribute('data-locale')).toBe('zh-CN');

    const english = await journey.newPage({ locale: 'en-US' });
    await english.goto('/user/login');
    await english.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await english.getByTestId('language-switch').getAttribute('data-locale')).toBe('en');
    await screenshot(chinese, 'chinese-6-first-visit');
  });

  it('keeps the language chosen on the login page across a logout, and nothing else', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto('/user/login');
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    // The tenant by its name, in any letter case (§7 IsTenantAvailable), as the CLI takes it.
    await fillLogin(page, 'agent', DEMO_PASSWORD, 'default');
    await page.waitForURL((url) => url.pathname === '/home/index');
    await settled(page);
    await page.getByTestId('menu-main').getByText(zh('route.manage')).waitFor();
    expect(await storage(page)).toMatchObject({
      [STORAGE_KEYS.tenantId]: '3',
      [STORAGE_KEYS.tenantName]: 'default',
    });

    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    expect(await storage(page)).toEqual({ [STORAGE_KEYS.locale]: 'zh-CN' });
    expect(await storage(page)).not.toHaveProperty(ACCESS_TOKEN_KEY);

    // A fresh load of the login (the light login entry) reads the remembered choice too.
    await page.reload();
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await screenshot(page, 'chinese-7-after-logout');
  });
});
