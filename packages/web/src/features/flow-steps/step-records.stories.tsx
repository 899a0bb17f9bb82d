import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_COMPREHENSIVE_CRITERIA, parsePoints, type StoredMark } from '@tender/domain';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * The step pages kept as step records (ADR 0007): the tender documents' versions, the invitations, the
 * contracts and the single-source publicity, over the in-memory container.
 */
const meta = {
  title: 'Workspace/Step records',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/tender-invitation?id=1001' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
const tenderDocument = (version: number, state: '0' | '1') => ({
  id: 900 + version,
  projectId: 1001,
  tenderDocument_fileId: `projects/1001/tender-documents/v${version}.pdf`,
  tenderDocument_fileName: `招标文件第${version}版.pdf`,
  tenderDocument_state: state,
  tenderDocument_publishTime: state === '1' ? '2026-11-10T02:00:00.000Z' : null,
  creationTime: `2026-11-0${version}T02:00:00.000Z`,
});

/** 1001 has left 招标文件编制: its versions are listed, newest first and current, and read-only. */
export const TenderDocumentVersions: Story = {
  parameters: {
    route: '/tender-document?id=1001',
    seed: {
      signedInAs: 'admin',
      records: { tenderDocument: [tenderDocument(1, '1'), tenderDocument(2, '0')] },
    },
  },
  play: async ({ canvas }) => {
    const versions = await canvas.findAllByTestId('tender-document-version', {}, WAIT);
    await expect(versions.map((row) => row.dataset.version)).toEqual(['2', '1']);
    await expect(within(versions[0] as HTMLElement).getByText('Current')).toBeVisible();
    await expect(within(versions[1] as HTMLElement).getByText(/^Published/)).toBeVisible();
    await expect(canvas.getByTestId('step-read-only')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
  },
};

/** A bidder is invited and accepts: the answer and its time are recorded, and counted. */
export const InviteAndAccept: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByTestId('supplier-name', {}, WAIT);
    await userEvent.type(within(name).getByRole('combobox'), '华建工程咨询有限公司');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const table = canvas.getByTestId('invitations');
    await within(table).findByText('华建工程咨询有限公司', {}, WAIT);
    await userEvent.click(within(table).getByRole('button', { name: 'Accepted' }));
    await expect(await within(table).findByText('Accepted', { selector: '.ant-tag' }, WAIT)).toBeVisible();
    await expect(canvas.getByTestId('invitations-accepted')).toHaveTextContent(
      '1 of 1 invited bidders accepted',
    );
  },
};

const marks = (expertId: number, given: [string, string, string][]): (StoredMark & { groupId: number })[] =>
  ['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'].flatMap((bidder, b) =>
    (['technical', 'business', 'service'] as const).map((criterion, c) => ({
      groupId: 31,
      expertId,
      bidder,
      criterion,
      points: parsePoints(given[b]?.[c] ?? '0') ?? 0,
      passed: null,
      comment: null,
    })),
  );

/** 包1 of 1003 is evaluated: its contract starts from the first candidate and their price, and is saved. */
export const SignAContract: Story = {
  parameters: {
    route: '/contract-signing?id=1003',
    seed: {
      signedInAs: 'admin',
      evaluation: {
        confirmedPackages: [31],
        seats: [{ projectId: 1003, expertId: 1 }],
        plans: [{ groupId: 31, method: 'comprehensive' as const, criteria: DEFAULT_COMPREHENSIVE_CRITERIA }],
        marks: marks(1, [
          ['32', '15', '8'],
          ['36', '17', '9'],
          ['30', '16', '7'],
        ]),
      },
    },
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('contract', {}, WAIT);
    const first = within(cards.find((card: HTMLElement) => card.dataset.package === '包1') as HTMLElement);
    await expect(first.getByTestId('contract-bidder')).toHaveValue('中诚监理有限公司');
    await expect(first.getByTestId('contract-amount')).toHaveValue('1156000.00');
    await userEvent.click(first.getByTestId('contract-save'));
    const saved = await first.findByTestId('contract-saved', {}, WAIT);
    await expect(saved).toHaveTextContent('1,156,000.00 元');
  },
};

/** A single-source justification is drafted with its period, then published. */
export const SingleSourcePublicity: Story = {
  parameters: { route: '/single-source-publicity?id=1001' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('single-source-new', {}, WAIT));
    const form = within(canvas.getByTestId('single-source-form'));
    await userEvent.type(form.getByLabelText('Title'), '单一来源采购论证公示');
    await userEvent.type(form.getByLabelText('Single-source supplier'), '华建工程咨询有限公司');
    await userEvent.click(form.getByTestId('single-source-save'));
    const list = within(canvas.getByTestId('single-source-notices'));
    await expect(await list.findByText('Draft', {}, WAIT)).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Publish' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Confirm' }, WAIT));
    await expect(await list.findByText(/^Published/, {}, WAIT)).toBeVisible();
  },
};
