import type { Meta, StoryObj } from '@storybook/react-vite';
import { aFlow, OPEN_TENDERING_STEPS } from '@tender/domain/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { BidExceptionModal } from './bid-exception-modal';
import { ChangeMethodModal } from './change-method-modal';
import { ProcessJumpModal } from './process-jump-modal';

/** The operation screen's modals (§2): bid exception, process jump and change of tendering method. */
const meta = {
  title: 'Workspace/Operation modals',
  decorators: [withAntdApp],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const nodes = aFlow('story-flow', OPEN_TENDERING_STEPS, 1);
const modal = () => within(document.body);

/** An Admin on a clear step: all seven exceptions (§2). */
export const AllExceptions: Story = {
  render: () => (
    <BidExceptionModal
      open
      blocked={false}
      offered={[
        'processJump',
        'editInformation',
        'terminate',
        'retender',
        'reevaluate',
        'changeMethod',
        'cancel',
      ]}
      onChoose={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    await expect(await modal().findAllByRole('button', { name: /./ })).not.toHaveLength(0);
    await expect(await modal().findByText('Process jump')).toBeInTheDocument();
  },
};

/** While blocked only terminate and re-tender remain (§6). */
export const WhileBlocked: Story = {
  render: () => (
    <BidExceptionModal open blocked offered={['terminate', 'retender']} onChoose={fn()} onClose={fn()} />
  ),
};

export const ProcessJump: Story = {
  render: () => (
    <ProcessJumpModal
      open
      nodes={nodes}
      currentNodeId={nodes[2]?.id}
      onClose={fn()}
      onJump={fn(async () => ({ ok: true as const }))}
    />
  ),
};

/** Submitted empty: the spec's exact messages (§5). */
export const ChangeMethodInvalid: Story = {
  render: () => <ChangeMethodModal open onClose={fn()} onSubmit={fn(async () => ({ ok: true as const }))} />,
  play: async () => {
    await userEvent.click(await modal().findByRole('button', { name: 'Change method and go to closing' }));
    await expect(await modal().findByText('请选择非招标方式')).toBeInTheDocument();
    await expect(await modal().findByText('请输入交易方式')).toBeInTheDocument();
    await expect(await modal().findByText('请输入成交结果')).toBeInTheDocument();
  },
};

/**
 * A failed tender's change of method (ADR 0023): only the lawful methods, and the approving authority's
 * document is required.
 */
export const ChangeMethodOfAFailedTender: Story = {
  render: () => (
    <ChangeMethodModal
      open
      failed={{ methods: ['竞争性谈判', '竞争性磋商'] }}
      onClose={fn()}
      onSubmit={fn(async () => ({ ok: true as const }))}
    />
  ),
  play: async () => {
    await userEvent.click(await modal().findByRole('button', { name: 'Change method and go to closing' }));
    await expect(await modal().findByText(/Approval document is required/)).toBeInTheDocument();
    await userEvent.click(modal().getByRole('combobox'));
    const options = [...document.body.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await expect(options).toEqual(['Competitive negotiation', 'Competitive consultation']);
  },
};
