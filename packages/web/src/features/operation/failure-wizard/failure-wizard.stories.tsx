import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockersFor, failureNoticeDraft, lawfulExits, tenderFailure } from '@tender/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';
import { withAntdApp } from '../../../components/with-antd-app';
import { FailureWizard } from './failure-wizard';

/**
 * The failure wizard (ADR 0023): on the operation screen of a tender whose counts fell below three, the
 * shortfalls with their articles, then only the lawful exits, as steps.
 */
const meta = {
  title: 'Workspace/Failure wizard',
  decorators: [withAntdApp],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const facts = {
  unhandledObjections: 0,
  signUp: { registered: 2, approved: 2, validBidDocuments: 2 },
  onlineSignIns: 2,
  qualificationPurchase: { registered: 3, approved: 3 },
  qualificationResult: { passed: 3, passedPerGroup: {} },
};
const procurement = { projectName: '市政道路养护服务', biddingMethod: '公开招标', capitalSource: '财政资金' };
const failure = tenderFailure(blockersFor({ router: '/sign-up', facts, isTenderByLaw: true }), 'procurement');

/**
 * A government procurement with two suppliers left: re-tender, a change of method (naming 74号令
 * 第二十七条第二款 for going on with the two) and terminate.
 */
export const ProcurementWithTwoLeft: Story = {
  render: () => (
    <FailureWizard
      projectName={procurement.projectName}
      failure={failure}
      exits={lawfulExits(procurement, failure)}
      retenderName="市政道路养护服务（第2次招标）"
      noticeDraft={failureNoticeDraft(procurement, failure.shortfalls, 'procurement')}
      refundBatch={[
        { bondId: 1, bidder: '甲养护有限公司', dueOn: '2026-12-04' },
        { bondId: 2, bidder: '乙市政工程有限公司', dueOn: '2026-12-04' },
      ]}
      onExit={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('failure-wizard-open'));
    const shortfalls = await body().findByTestId('failure-shortfalls');
    await expect(shortfalls).toHaveTextContent('Government Procurement Law, art. 36');
    await userEvent.click(body().getByTestId('failure-wizard-next'));
    await expect(body().getByText('Change the procurement method')).toBeVisible();
    await userEvent.click(body().getByText('Terminate the tender'));
    await userEvent.click(body().getByTestId('failure-wizard-next'));
    await expect(body().getByTestId('failure-notice-title')).toHaveTextContent('市政道路养护服务流标公告');
    await expect(body().getByTestId('failure-refund-batch')).toHaveTextContent(
      '甲养护有限公司: due by 2026-12-04',
    );
  },
};

/** The same in Chinese: the articles as the statutes word them. */
export const InChinese: Story = {
  ...ProcurementWithTwoLeft,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('failure-wizard-open'));
    await expect(await body().findByTestId('failure-shortfalls')).toHaveTextContent(
      '政府采购法 第三十六条；政府采购货物和服务招标投标管理办法 第四十三条',
    );
  },
};

/**
 * Through the app's routes over the in-memory container: 1002 is short of approved purchases, so the
 * operation screen shows the wizard; its exits are those offered (§6: re-tender and terminate).
 */
export const OnTheOperationScreen: Story = {
  decorators: [],
  render: () => <AppRoutes />,
  parameters: {
    seed: { signedInAs: 'admin' },
    route: '/qualification-purchase?id=1002',
    layout: 'fullscreen',
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('failure-wizard-open', {}, { timeout: 8000 }));
    await userEvent.click(await body().findByTestId('failure-wizard-next'));
    const exits = [...document.body.querySelectorAll('[data-exit]')].map((e) => e.getAttribute('data-exit'));
    await expect(exits).toEqual(['retender', 'terminate']);
    await userEvent.click(body().getByTestId('failure-wizard-next'));
    await expect(await body().findByTestId('failure-retender-name')).toHaveTextContent(/（第2次招标）$/);
  },
};
