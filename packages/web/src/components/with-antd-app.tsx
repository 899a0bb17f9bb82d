import type { Decorator } from '@storybook/react-vite';
import { App as AntdApp } from 'antd';

/**
 * Stories of components that use App.useApp() (messages, modals): the app gives them antd's <App> in the
 * main layout, a story gives it here.
 */
export const withAntdApp: Decorator = (Story) => (
  <AntdApp>
    <Story />
  </AntdApp>
);
