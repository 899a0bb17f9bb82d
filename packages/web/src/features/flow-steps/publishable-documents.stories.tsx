import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UseQueryResult } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { publicationCheck } from './lawful-deadline';
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
  deadline: 'tenderNotice',
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

/** A tender notice drafted on 12-01 with bids closing on 12-10: fewer than the 20 days the law asks. */
const EARLY_DRAFT: PublishableDocument = {
  id: 3,
  title: '图书馆改造工程招标公告',
  content: '<p>投标截止前请递交投标文件。</p>',
  netName: '浙江省公共资源交易中心',
  endTime: '2026-12-10T01:30:00.000Z',
  creationTime: '2026-12-01T01:00:00.000Z',
  publishTime: null,
};

/** The law on a tender notice published on 2026-12-01 that issues the documents (招标投标法 第二十四条). */
const FIRST_TENDER_NOTICE = publicationCheck(
  'tenderNotice',
  { biddingMethod: '公开招标' },
  new Date('2026-12-01T02:00:00.000Z'),
);

/**
 * A draft whose deadline the law does not allow says so as soon as it is opened, in the words the server
 * would refuse with, article and all; it is not saved until the deadline is lawful.
 */
export const TenderNoticeDeadlineTooEarly: Story = {
  args: {
    source: {
      ...tenderNotices(),
      list: { data: [EARLY_DRAFT], isPending: false } as UseQueryResult<PublishableDocument[]>,
      check: FIRST_TENDER_NOTICE,
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const draft = await canvas.findByTestId('document-draft');
    await expect(
      await within(draft).findByText(
        /^The bid deadline may not be earlier than 2026-12-21 \(Tendering Law, art\. 24/,
      ),
    ).toBeVisible();
    await expect(
      within(draft).getByText('Not earlier than 2026-12-21 (Tendering Law, art. 24).'),
    ).toBeVisible();
    await userEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    await expect(args.source.save).not.toHaveBeenCalled();
  },
};

/** The demo tender notice of 1002: published 11-20, bids close 12-15; its cut-off (15 days before) was 11-30. */
const IN_FORCE = {
  biddingMethod: '公开招标',
  regime: 'tendering',
  documentsIssuedAt: '2026-11-20T08:00:00.000Z',
  bidDeadline: '2026-12-15T09:30:00.000Z',
} as const;

/** Correction notices (type 1): each may move the bid deadline (ADR 0022). */
const corrections = (save = fn(async () => true)): DocumentSource => ({
  list: { data: [] as PublishableDocument[], isPending: false } as UseQueryResult<PublishableDocument[]>,
  save,
  publish: fn(async () => true),
  remove: fn(async () => true),
  showsNetName: true,
  deadline: 'movedDeadline',
  // 12-05 is past the cut-off: a correction now must move the deadline fifteen days on, to 12-20.
  check: publicationCheck('correction', IN_FORCE, new Date('2026-12-05T02:00:00.000Z')),
});

/**
 * A correction past the clarification cut-off: the earliest lawful moved deadline is filled in, with the
 * article that asks for it, and saved with the notice unless the user picks a later one.
 */
export const CorrectionProposesAMovedDeadline: Story = {
  args: { source: corrections() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New' }));
    const draft = await canvas.findByTestId('document-draft');
    const proposal = await within(draft).findByTestId('document-deadline-proposal');
    await expect(proposal).toHaveTextContent('The deadline for bids is moved to 2026-12-20');
    await expect(proposal).toHaveTextContent(
      'Tendering Law, art. 23; Tendering Law Implementing Regulations, art. 21',
    );
    // 17:30 in China, shown in the browser's own time zone.
    await expect((within(draft).getByLabelText('Moved deadline for bids') as HTMLInputElement).value).toMatch(
      /^2026-12-2[01] /,
    );
    await userEvent.type(within(draft).getByLabelText('Title'), '关于顺延投标截止时间的更正公告');
    await userEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.source.save).toHaveBeenCalledWith(
        expect.objectContaining({ endTime: '2026-12-20T09:30:00.000Z' }),
      ),
    );
  },
};

/** The same in Chinese: the proposal and its articles as Chinese law writes them. */
export const CorrectionProposesAMovedDeadlineInChinese: Story = {
  args: { source: corrections() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    // antd spaces a two-character label: 新 建.
    await userEvent.click(canvas.getByRole('button', { name: /^新\s?建$/ }));
    const proposal = await canvas.findByTestId('document-deadline-proposal');
    await expect(proposal).toHaveTextContent('已将投标截止时间顺延至法定最早的 2026-12-20');
    await expect(proposal).toHaveTextContent('招标投标法 第二十三条；招标投标法实施条例 第二十一条');
  },
};

/**
 * The server refused to publish: its reason stays on the draft's row, in the user's language, and the
 * notice stays a draft — however sure the client was.
 */
export const PublishRefused: Story = {
  decorators: [withAntdApp],
  args: {
    source: {
      ...tenderNotices(),
      list: { data: [EARLY_DRAFT], isPending: false } as UseQueryResult<PublishableDocument[]>,
      publish: fn(async (_id: number, refused?: (reason: string) => void) => {
        refused?.('投标截止时间不得早于 2026-12-21（招标投标法 第二十四条：…）');
        return false;
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    const refusal = await canvas.findByTestId('document-refusal');
    await expect(refusal).toHaveTextContent('招标投标法 第二十四条');
    await expect(within(canvas.getByTestId('documents')).getByText('Draft')).toBeVisible();
  },
};

/**
 * A prequalification notice (type 2) published on 2026-12-01 for a project tendered by law: its deadline
 * for applications may not come before 12-11 (实施条例 第十六条、第十七条), and is asked for before saving.
 */
export const PrequalificationNoticeDeadlineTooEarly: Story = {
  args: {
    source: {
      ...tenderNotices(),
      deadline: 'applicationDeadline',
      list: {
        data: [{ ...EARLY_DRAFT, title: '图书馆改造工程资格预审公告', endTime: '2026-12-08T01:30:00.000Z' }],
        isPending: false,
      } as UseQueryResult<PublishableDocument[]>,
      check: publicationCheck(
        'prequalificationNotice',
        { biddingMethod: '公开招标' },
        new Date('2026-12-01T02:00:00.000Z'),
      ),
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const draft = await canvas.findByTestId('document-draft');
    await expect(within(draft).getByLabelText('Deadline for prequalification applications')).toBeVisible();
    await expect(
      await within(draft).findByText(
        /^The deadline for prequalification applications may not be earlier than 2026-12-11 \(Tendering Law Implementing Regulations, arts\. 16, 17/,
      ),
    ).toBeVisible();
    await userEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    await expect(args.source.save).not.toHaveBeenCalled();
  },
};
