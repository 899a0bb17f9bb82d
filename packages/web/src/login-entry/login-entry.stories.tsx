import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogIn } from '@tender/domain';
import { expect, fn, waitFor } from 'storybook/test';
import { useInject } from '../di/use-inject';
import { type LoginEntryProps, LoginEntry as LoginEntryView } from './login-entry';
import { LOGIN_ENGLISH } from './login-locale';

/**
 * The login route's first load (src/login-entry): the frame and the form with only the login's words,
 * over the in-memory LogIn use case (the real one, no HTTP). The app takes over once `onEntered` runs.
 */
function LoginEntry(props: Pick<LoginEntryProps, 'onEntered' | 'primaryColor'>) {
  const logIn = useInject(LogIn);
  return <LoginEntryView {...props} logIn={logIn} locale={LOGIN_ENGLISH} />;
}

const meta = {
  title: 'Shell/Login entry (first load)',
  component: LoginEntry,
  args: { onEntered: fn(async () => {}), primaryColor: '#1677FF' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tenant is asked by its name, empty for the default tenant (§9); the title is said once. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Tenant')).toHaveValue('');
    await expect(canvas.getByLabelText('Tenant')).toHaveAttribute('placeholder', 'Default tenant');
    await expect(canvas.queryByText(/platform/i)).toBeNull();
  },
};

/** The theme colour chosen in the settings drawer carries over to the login page. */
export const PurpleTheme: Story = { args: { primaryColor: '#722ED1' } };

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), 'nope');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(await canvas.findByTestId('login-error')).toHaveTextContent(
      'The user name or password is wrong, or the account is deactivated',
    );
    await expect(args.onEntered).not.toHaveBeenCalled();
  },
};

/** A tenant typed by its name, any letter case, as the CLI takes it; one nobody has is said so. */
export const TenantByName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), '123qwe');
    await userEvent.type(canvas.getByTestId('login-tenant'), 'nobody');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(await canvas.findByTestId('login-error')).toHaveTextContent(
      'There is no tenant named "nobody"',
    );
    await expect(args.onEntered).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByTestId('login-tenant'));
    await userEvent.type(canvas.getByTestId('login-tenant'), 'default');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await waitFor(() => expect(args.onEntered).toHaveBeenCalledTimes(1));
  },
};

/** In zh-CN every message of the login is Chinese: the empty fields by name, and the server's refusal. */
export const ChineseMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('language-switch'));
    await expect(await canvas.findByRole('heading', { name: '登录' })).toBeVisible();
    await expect(canvas.getAllByText('招标采购管理平台')).toHaveLength(1);
    await expect(canvas.getByLabelText('租户')).toHaveAttribute('placeholder', '默认租户');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(canvas.getByTestId('login-userName-error')).toHaveTextContent('请输入用户名');
    await expect(canvas.getByTestId('login-password-error')).toHaveTextContent('请输入密码');
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), 'nope');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(await canvas.findByTestId('login-error')).toHaveTextContent(
      '用户名或密码错误，或账号已停用',
    );
  },
};

export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), '123qwe');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await waitFor(() => expect(args.onEntered).toHaveBeenCalledTimes(1));
  },
};

/** zh-CN arrives as a chunk of the login's own words (§9), and the choice is remembered. */
export const SwitchToChinese: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('language-switch'));
    await expect(await canvas.findByRole('heading', { name: '登录' })).toBeVisible();
    await expect(canvas.getByText('自动登录')).toBeVisible();
    await expect(localStorage.getItem('tender.locale')).toBe('zh-CN');
  },
};
