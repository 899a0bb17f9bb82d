import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { AppRoutes } from '../../app/router';
import { draftKey, projectDrafts } from './project-draft';

/** Project creation (issue 8): new, refused, edit with corrections, re-tender — over the in-memory container. */
const meta = {
  title: 'Projects/Create project',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/create-project' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('project-form', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Saved empty: every required field says so, from the domain's schema. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('project-save', {}, { timeout: 8000 }));
    await expect((await canvas.findAllByText('is required')).length).toBeGreaterThan(1);
  },
};

export const EditWithCorrections: Story = {
  parameters: {
    route:
      '/create-project?id=1002&correctionsmsg=%E8%AF%B7%E8%A1%A5%E5%85%85%E9%87%87%E8%B4%AD%E5%8D%95%E4%BD%8D',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/请补充采购单位/, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** 1005 is terminated: its re-tender is prefilled and linked, with a number still to give. */
export const Retender: Story = {
  parameters: { route: '/create-project?rebiddingId=1005&isRebidding=true' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/re-tenders the terminated project/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The packages' budgets add up to more than the project's: the list says so, in exact money. */
export const PackagesOverBudget: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Budget', {}, { timeout: 8000 }), '100');
    await userEvent.click(await canvas.findByRole('button', { name: /Add bid package/ }));
    await userEvent.type(await canvas.findByLabelText('Budget (元)'), '100.01');
    await userEvent.click(await canvas.findByTestId('project-save'));
    await expect(
      await canvas.findByText(/add up to 100\.01 元, more than the project budget of 100\.00 元/),
    ).toBeInTheDocument();
  },
};

const aFile = (name: string) => new File(['%PDF-1.7 demo'], name, { type: 'application/pdf' });
const uploadInto = async (canvasElement: HTMLElement, usage: '0' | '11', file: File) => {
  const input = canvasElement.querySelector<HTMLInputElement>(
    `[data-testid="project-files-${usage}"] input[type="file"]`,
  );
  if (!input) throw new Error(`no file input for usage ${usage}`);
  await userEvent.upload(input, file);
};

/** A requirements document on its way to the store: listed with its progress. */
export const Uploading: Story = {
  parameters: { seed: { signedInAs: 'admin', uploads: 'stall' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('project-form', {}, { timeout: 8000 });
    await uploadInto(canvasElement, '0', aFile('招标需求.pdf'));
    await expect(await canvas.findByText('招标需求.pdf')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.ant-upload-list-item-uploading')).not.toBeNull();
  },
};

/** The store refused: the file stays listed with its reason and a retry. */
export const UploadFailed: Story = {
  parameters: { seed: { signedInAs: 'admin', uploads: 'fail' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('project-form', {}, { timeout: 8000 });
    await uploadInto(canvasElement, '11', aFile('委托协议.pdf'));
    await expect(await canvas.findByRole('button', { name: 'Retry 委托协议.pdf' })).toBeInTheDocument();
  },
};

/** Filled in and saved: the new project opens in the operation screen at its first step. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Project name', {}, { timeout: 8000 }), '故事项目');
    await userEvent.type(await canvas.findByLabelText('Project number'), 'ZB-STORY-0001');
    await userEvent.type(await canvas.findByLabelText('Budget'), '1280000');
    await expect(await canvas.findByTestId('in-wan')).toHaveTextContent('= 128 万元');
    await uploadInto(canvasElement, '0', aFile('招标需求.pdf'));
    await canvas.findByText('招标需求.pdf');
    await userEvent.click(await canvas.findByTestId('project-save'));
    await expect(await canvas.findByTestId('operation-frame', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** Saved as a draft: kept in this browser. */
export const DraftSaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Project name', {}, { timeout: 8000 }), '草稿项目');
    await userEvent.click(await canvas.findByTestId('project-save-draft'));
    // Messages show above the page, outside the story's root.
    await expect(await screen.findByText('Draft saved in this browser')).toBeInTheDocument();
  },
};

/** Left with changes earlier: the draft comes back, until saved or discarded. */
export const DraftRestored: Story = {
  beforeEach: () => {
    // The in-memory admin is user 1 of tenant 3.
    const key = draftKey(3, 1, 'new');
    projectDrafts.save(key, { projectName: '上次未提交的项目', biddingMethod: '公开招标' });
    return () => projectDrafts.discard(key);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('draft-restored', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('上次未提交的项目')).toBeInTheDocument();
  },
};
