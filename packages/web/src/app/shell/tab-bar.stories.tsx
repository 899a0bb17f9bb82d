import type { Meta, StoryObj } from '@storybook/react-vite';
import { App } from 'antd';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { useT } from '../../i18n/i18n-context';
import { TabBar } from './tab-bar';
import { EMPTY_TAB_BAR, type PageTabBar, runTabCommand, visit } from './tab-bar-state';

const TITLES: Record<string, string> = {
  '/home/index': 'Home',
  '/manage/index': 'Project management',
  '/end-project': 'Closing',
};

/** The bar with its state and messages, as the main layout runs it (without a router). */
function TabBarDemo({ paths }: { paths: string[] }) {
  const { message } = App.useApp();
  const { label } = useT();
  const [bar, setBar] = useState<PageTabBar>(() =>
    paths.reduce((b, path) => visit(b, path, ''), EMPTY_TAB_BAR),
  );
  return (
    <TabBar
      bar={bar}
      titleOf={(key) => TITLES[key] ?? key}
      onSelect={(key) => setBar({ ...bar, activeKey: key })}
      onCommand={(command, key) => {
        const outcome = runTabCommand(bar, command, key);
        if ('refusal' in outcome) void message.warning(label(outcome.refusal));
        else setBar(outcome.bar);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tab bar',
  component: TabBarDemo,
  decorators: [withAntdApp],
  parameters: {
    layout: 'padded',
  },
  args: { paths: ['/home/index', '/manage/index', '/end-project'] },
} satisfies Meta<typeof TabBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three open pages, the last one active; every tab is 206 px wide (§9). */
export const ThreeTabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Project management', 'Closing']);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Closing');
    for (const item of canvasElement.querySelectorAll('.ant-tabs-tab')) {
      await expect(Math.round(item.getBoundingClientRect().width)).toBe(206);
    }
  },
};

/** The close icon closes its tab; closing the active one activates the last remaining tab (§2). */
export const CloseWithTheIcon: Story = {
  play: async ({ canvas, userEvent }) => {
    const [, , closing] = canvas.getAllByTestId('tab-close');
    await userEvent.click(closing!);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Home',
      'Project management',
    ]);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Project management');
  },
};

/** From the keyboard, Delete closes the focused tab (the WAI-ARIA tabs pattern). */
export const CloseWithTheDeleteKey: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByText('Closing')).toBeNull();
  },
};

/** Closing the only tab is refused with the spec's message (§2). */
export const LastTab: Story = {
  args: { paths: ['/home/index'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByText('Home') });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByTestId('tab-menu-close'));
    await expect(await body.findByText('this is the last tab and it cannot be closed')).toBeInTheDocument();
  },
};

/** Nothing left of the first tab (§2). */
export const NoTabsOnTheLeft: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByText('Home') });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByTestId('tab-menu-close-left'));
    await expect(await body.findByText('there are no tabs on the left')).toBeInTheDocument();
  },
};

/** Nothing right of the last tab (§2). */
export const NoTabsOnTheRight: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByText('Closing') });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByTestId('tab-menu-close-right'));
    await expect(await body.findByText('there are no tabs on the right')).toBeInTheDocument();
  },
};
