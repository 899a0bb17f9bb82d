import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './login-form';

const meta = {
  title: 'Shell/Login form',
  component: LoginForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('login-tenant')).toHaveValue('');
  },
};

/** Submitting an empty form names the missing fields and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(canvas.getByTestId('login-userName-error')).toHaveTextContent('Please enter your user name');
    await expect(canvas.getByTestId('login-password-error')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'admin');
    await userEvent.type(canvas.getByTestId('login-password'), '123qwe');
    await userEvent.click(canvas.getByTestId('login-remember-me'));
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: 'admin',
      password: '123qwe',
      rememberMe: true,
    });
  },
};

/** The tenant by its name (the default tenant when left empty). */
export const WithTenant: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByTestId('login-user-name'), 'agent');
    await userEvent.type(canvas.getByTestId('login-password'), '123qwe');
    await userEvent.type(canvas.getByTestId('login-tenant'), ' archive-agency ');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: 'agent',
      password: '123qwe',
      rememberMe: false,
      tenantName: 'archive-agency',
    });
  },
};

export const WrongPassword: Story = {
  args: { error: 'The user name or password is wrong, or the account is deactivated' },
};

/** The server's field messages under their fields, naming them, in the user's language. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: [{ field: 'userNameOrEmailAddress', message: 'must have at most 256 characters' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('login-userName-error')).toHaveTextContent(
      'User name must have at most 256 characters',
    );
  },
};

export const Submitting: Story = { args: { submitting: true } };
