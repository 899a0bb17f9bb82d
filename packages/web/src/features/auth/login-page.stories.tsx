import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginPage } from './login-page';

/** The login page over the in-memory container: the real LogIn use case, no HTTP. */
const meta = {
  title: 'Shell/Login page',
  component: LoginPage,
  parameters: { layout: 'padded', route: '/user/login?redirect=%2Fmanage%2Findex' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), 'nope');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(await canvas.findByTestId('login-error')).toHaveTextContent(
      'The user name or password is wrong, or the account is deactivated',
    );
  },
};

/** An external platform's hand-over that the provider refuses (the in-memory gateway has no provider). */
export const SingleSignOnRefused: Story = {
  parameters: { route: '/user/login?authProvider=uc&providerKey=abc&platformId=p1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('sso-error')).toBeVisible();
  },
};

/** The same refusal for a zh-CN user: the server's English (§8) said in Chinese, the provider named. */
export const SingleSignOnRefusedInChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/user/login?authProvider=uc&providerKey=abc&platformId=p1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('sso-error')).toHaveTextContent('未知的单点登录提供方“uc”');
    await expect(canvas.getByTestId('sso-error')).not.toHaveTextContent('single sign-on provider');
  },
};
