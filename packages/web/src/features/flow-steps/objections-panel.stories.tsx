import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Objection, objectionLogOf } from '@tender/domain';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';
import { ObjectionClock } from './objections-panel';

/** The server's clock in these stories: the countdowns run from it (§9). */
const NOW = Date.parse('2026-11-03T02:00:00Z');
const WAIT = { timeout: 8000 };

/** An objection of 1003 (at 开标评标 in the demo) to its candidates, received on 11-02 by e-mail. */
const candidatesObjection = (more: Partial<Objection> = {}): Objection & { id: number } => ({
  id: 7001,
  projectId: 1003,
  supplierName: '中诚监理有限公司',
  content: '第一中标候选人的类似业绩不实',
  objection_status: '未处理',
  objection_receivedAt: '2026-11-02T01:00:00.000Z',
  objection_subject: 'candidates',
  objection_channel: 'email',
  creationTime: '2026-11-02T01:05:00.000Z',
  ...more,
});

/** An objection's entry as the server lays it out at NOW. */
const entryOf = (objection: Objection & { id: number }, now = NOW) =>
  objectionLogOf(1003, [objection], () => [], 'tendering', new Date(now)).items[0] as NonNullable<
    ReturnType<typeof objectionLogOf>['items'][number]
  >;

const meta = {
  title: 'Workspace/Objections',
  component: AppRoutes,
  parameters: {
    route: '/contract-signing?id=1003',
    seed: { signedInAs: 'admin', now: () => NOW, records: { objection: [candidatesObjection()] } },
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openObjections(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('tab', { name: /Objections and queries/ }, WAIT));
  return canvas.findByTestId('objections', {}, WAIT);
}

/**
 * The contract step an unanswered objection to the candidates suspends (实施条例 第五十四条): the page says
 * by which objection, received when, and until its reply, due by 11-05.
 */
export const SuspendedStep: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByTestId('step-suspended', {}, WAIT);
    await expect(banner).toHaveTextContent(
      'This step is suspended: the objection of 中诚监理有限公司 to Evaluation result / candidates, received 2026-11-02 09:00, is not answered yet (Tendering Law Implementing Regulations, art. 54). It stays suspended until the reply, due by 2026-11-05.',
    );
  },
};

/** Answered, the objection no longer suspends the step: no banner. */
export const AnsweredNoLongerSuspends: Story = {
  parameters: {
    seed: {
      signedInAs: 'admin',
      now: () => NOW,
      records: {
        objection: [
          candidatesObjection({
            objection_status: '已处理',
            objection_replyContent: '经核查，业绩属实。',
            objection_repliedAt: '2026-11-03T01:00:00.000Z',
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await openObjections(canvas);
    await expect(await within(table).findByText('Complaint window until 2026-11-13', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByTestId('step-suspended')).toBeNull();
  },
};

/** The log's row counts down to the reply with its article; answering it opens the complaint window. */
export const ReplyToAnObjection: Story = {
  play: async ({ canvas }) => {
    const table = await openObjections(canvas);
    await expect(await within(table).findByText('Reply by 2026-11-05', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('Tendering Law Implementing Regulations, art. 54')).toBeVisible();
    await expect(within(table).getByTestId('deadline-countdown')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Reply' }));
    const body = within(document.body);
    const form = await body.findByTestId('reply-objection-form', {}, WAIT);
    await userEvent.type(within(form).getByLabelText('Reply'), '经核查，业绩属实。');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reply' }));
    await expect(await within(table).findByText('Complaint window until 2026-11-13', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('Handled', { selector: '.ant-tag' }, WAIT)).toBeVisible();
  },
};

/** The register form names each field a registration lacks, before anything is sent. */
export const RegisterNamesMissingFields: Story = {
  parameters: { seed: { signedInAs: 'admin', now: () => NOW, records: { objection: [] } } },
  play: async ({ canvas }) => {
    await openObjections(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register objection' }));
    const body = within(document.body);
    await body.findByTestId('register-objection-form', {}, WAIT);
    await userEvent.click(body.getAllByRole('button', { name: 'Register objection' }).at(-1) as HTMLElement);
    await expect(await body.findByText('Received at is required', {}, WAIT)).toBeVisible();
    await expect(await body.findByText('Objector is required', {}, WAIT)).toBeVisible();
  },
};

/** Each clock a row can show, from the reply to the complaint window, with its article. */
export const Clocks: StoryObj<typeof ObjectionClock> = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ObjectionClock entry={entryOf(candidatesObjection())} />
      <ObjectionClock
        entry={entryOf(
          candidatesObjection({ objection_subject: 'opening' }),
          Date.parse('2026-11-02T03:00:00Z'),
        )}
      />
      <ObjectionClock entry={entryOf(candidatesObjection(), Date.parse('2026-11-06T02:00:00Z'))} />
      <ObjectionClock
        entry={entryOf(
          candidatesObjection({
            objection_status: '已处理',
            objection_repliedAt: '2026-11-03T01:00:00.000Z',
          }),
          Date.parse('2026-11-20T02:00:00Z'),
        )}
      />
      <ObjectionClock entry={entryOf(candidatesObjection({ objection_subject: 'other' }))} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const kinds = [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="objection-clock"]')].map(
      (clock) => clock.dataset.kind,
    );
    await expect(kinds).toEqual(['reply', 'replyOnTheSpot', 'complaint', 'complaintClosed']);
    await expect(within(canvasElement).getByText('No statutory reply period')).toBeVisible();
  },
};
