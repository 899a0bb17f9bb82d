import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProject } from '@tender/domain/testing';
import { expect, userEvent, within } from 'storybook/test';
import { withAntdApp } from '../with-antd-app';
import { BidPackageList } from './bid-package-list';
import { InfoDrawer } from './info-drawer';
import { NoticeList } from './notice-list';
import { ProjectBasicInfo } from './project-basic-info';

/** A project's information (§3) as the operation drawer and the detail pages show it. */
const meta = {
  title: 'Workspace/Project info',
  decorators: [withAntdApp],
  parameters: { seed: { signedInAs: 'admin' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const project = aProject({
  id: 1002,
  projectName: '城南片区道路改造工程监理服务',
  projectBudget: '12500000.00' as never,
  purchaserUnit: '城南区住房和城乡建设局',
  eHonors: [
    { fileId: 'demo/1002/需求文件.pdf', fileName: '需求文件.pdf', usage: '0', typeName: 'PDF' },
    { fileId: 'demo/1002/委托协议.pdf', fileName: '委托协议.pdf', usage: '11', typeName: 'PDF' },
  ],
  sGroupList: [
    {
      id: 1,
      groupSort: 1,
      groupNumber: '1',
      groupName: '监理一标段',
      groupContent: '道路主体工程监理',
      groupBudget: '6000000.00' as never,
      isGroupBid: true,
      bondAmount: null,
      servicePercent: '0.5',
      isPurchaserPay: '是',
    },
    {
      id: 2,
      groupSort: 2,
      groupNumber: '2',
      groupName: '监理二标段',
      groupBudget: '6500000.00' as never,
      isGroupBid: false,
      bondAmount: '20000.00' as never,
      serviceValue: '80000.00' as never,
      isPurchaserPay: '否',
    },
  ],
});

export const BasicInfo: Story = { render: () => <ProjectBasicInfo project={project} column={2} /> };

/** Bond "not charged" when empty, percent or fixed fee, who pays (§3). */
export const BidPackages: Story = {
  render: () => <BidPackageList groups={project.sGroupList} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Package 1: 监理一标段'));
    await expect(await canvas.findByText('Not charged')).toBeInTheDocument();
    await expect(await canvas.findByText('The tenderer')).toBeInTheDocument();
  },
};

/** Result announcements (type 5) have no publishing site; endTime only for tender notices (§3). */
export const Notices: Story = {
  render: () => (
    <NoticeList
      notices={[
        {
          id: 1,
          projectId: 1002,
          title: '招标公告',
          noticeType: '0',
          netName: '中国招标投标公共服务平台',
          endTime: '2026-12-15T09:30:00.000Z',
          creationTime: '2026-11-20T08:00:00.000Z',
          publishTime: '2026-11-20T08:00:00.000Z',
          content: '<p>招标</p>',
        },
        {
          id: 2,
          projectId: 1002,
          title: '更正公告',
          noticeType: '1',
          creationTime: '2026-11-21T08:00:00.000Z',
          content: '<p>更正</p>',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Open the notice 招标公告' }),
    );
    const dialog = within(document.body);
    await expect(await dialog.findByText('Closes')).toBeInTheDocument();
  },
};

/** The drawer open, as the operation screen shows it for its first 2 seconds. */
export const Drawer: Story = {
  render: () => (
    // The drawer is drawn inside its positioned parent (the operation screen's page area).
    <div style={{ position: 'relative', minHeight: 600 }}>
      <InfoDrawer project={project} open onClose={() => {}} takeFocus={false} />
    </div>
  ),
};
