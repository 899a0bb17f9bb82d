import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeaderClock } from './header-clock';

// A fixed server time, so the story always shows the same moment (the in-memory clock reads `now`).
const SERVER_TIME = new Date(2026, 10, 22, 9, 30, 0).getTime();

const meta = {
  title: 'Shell/Header clock',
  component: HeaderClock,
  parameters: { layout: 'padded', seed: { now: () => SERVER_TIME } },
} satisfies Meta<typeof HeaderClock>;
export default meta;

export const ServerTime: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('header-clock')).toHaveTextContent('2026-11-22 09:30:00');
  },
};
