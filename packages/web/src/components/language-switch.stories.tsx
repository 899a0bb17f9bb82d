import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Shell/Language switch',
  component: LanguageSwitch,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offers Chinese in English; a click loads zh-CN and offers English back. */
export const SwitchToChinese: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByTestId('language-switch');
    await expect(button).toHaveTextContent('简体中文');
    await userEvent.click(button);
    await expect(await canvas.findByText('English')).toBeVisible();
    // Back to English, so the next story starts from the default.
    await userEvent.click(canvas.getByTestId('language-switch'));
  },
};

export const InChinese: Story = { globals: { locale: 'zh-CN' } };
