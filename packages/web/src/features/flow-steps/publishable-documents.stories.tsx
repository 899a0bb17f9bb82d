import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UseQueryResult } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type DocumentSource, type PublishableDocument, PublishableDocuments } from './publishable-documents';

const TENDER_NOTICES: PublishableDocument[] = [
  {
    id: 1,
    title: '城南片区道路改造工程监理服务招标公告',
    content: '<p>投标截止前请递交投标文件。</p>',
    netName: '浙江省公共资源交易中心',
    endTime: '2026-12-15T01:30:00.000Z',
    creationTime: '2026-11-20T02:00:00.000Z',
    publishTime: '2026-11-20T03:00:00.000Z',
    attachments: [{ fileId: 'projects/1002/notices/招标文件.pdf', fileName: '招标文件.pdf' }],
  },
];

/** A tender notice step's documents (/tender-notice): each with its deadline for bids, required to save. */
const tenderNotices = (save = fn(async () => true)): DocumentSource => ({
  list: { data: TENDER_NOTICES, isPending: false } as UseQueryResult<PublishableDocument[]>,
  save,
  publish: fn(async () => true),
  remove: fn(async () => true),
  showsNetName: true,
  asksDeadline: true,
  attachmentsDir: 'projects/1002/notices',
});

const meta = {
  title: 'Workspace/Step pages/Publishable documents',
  component: PublishableDocuments,
  args: { source: tenderNotices(), editable: true },
} satisfies Meta<typeof PublishableDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published tender notice says when bids close. */
export const TenderNoticeWithDeadline: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('document-deadline')).toHaveTextContent('Bids close 2026-12-15');
  },
};

/** A new tender notice is not saved without its deadline for bids: the form says why, and nothing is sent. */
export const TenderNoticeNeedsItsDeadline: Story = {
  args: { source: tenderNotices() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New' }));
    const draft = await canvas.findByTestId('document-draft');
    await userEvent.type(within(draft).getByLabelText('Title'), '招标公告');
    await userEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    await expect(
      await within(draft).findByText('Give the deadline for bids: the notice is published with it'),
    ).toBeVisible();
    await expect(args.source.save).not.toHaveBeenCalled();
  },
};

/** A published notice is read with its attachments, each downloadable. */
export const ReadWithAttachments: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /城南片区道路改造工程监理服务招标公告/ }));
    const links = await within(document.body).findByTestId(
      'document-attachment-links',
      {},
      { timeout: 8000 },
    );
    // The notice opens in a modal that zooms in: its links are visible once the motion ends.
    const link = within(links).getByRole('button', { name: /招标文件\.pdf/ });
    await waitFor(() => expect(link).toBeVisible(), { timeout: 8000 });
  },
};

/** A draft takes attachments uploaded through the signed flow, and lets one go again. */
export const AttachAFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New' }));
    const draft = await canvas.findByTestId('document-draft');
    const input = draft.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], '图纸.pdf', { type: 'application/pdf' }));
    const attachments = within(draft).getByTestId('document-attachments');
    await expect(
      await within(attachments).findByRole('button', { name: /图纸\.pdf/ }, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.click(within(attachments).getByRole('button', { name: 'Remove' }));
    await expect(within(attachments).queryByRole('button', { name: /图纸\.pdf/ })).toBeNull();
  },
};
