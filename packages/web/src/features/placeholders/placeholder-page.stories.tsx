import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderPage } from './placeholder-page';

const meta = {
  title: 'Shell/Placeholder page',
  component: PlaceholderPage,
  args: { title: 'Project management' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;

export const Titled: StoryObj<typeof meta> = {};
