import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';
import { draftKey, projectDrafts } from './project-draft';

/**
 * Project creation (§2 /create-project, §4 re-tender): new, refused, edit with corrections, re-tender — over
 * the in-memory container.
 */
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

/** The purchaser is picked from its library as it is typed, and its first contact fills the empty fields. */
export const PurchaserFromTheLibrary: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('project-form', {}, { timeout: 8000 });
    await userEvent.type(canvas.getByLabelText('Purchaser'), '教育');
    await userEvent.click(
      await screen.findByText(
        '杭州市教育局',
        { selector: '.ant-select-item-option-content' },
        { timeout: 8000 },
      ),
    );
    await waitFor(() => expect(canvas.getByLabelText('Purchaser contact')).toHaveValue('王工'));
    await expect(canvas.getByLabelText('Purchaser phone')).toHaveValue('0571-88881234');
    await expect(canvas.getByLabelText('Purchaser')).toHaveValue('杭州市教育局');
  },
};

/**
 * The agency is picked from its library the same way: its contact's phone and e-mail fill the agency's
 * fields still empty, and a phone already typed stays.
 */
export const AgencyFromTheLibrary: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('project-form', {}, { timeout: 8000 });
    await userEvent.type(canvas.getByLabelText('Agency phone'), '0571-12345678');
    await userEvent.type(canvas.getByLabelText('Tendering agency'), '宏图');
    await userEvent.click(
      await screen.findByText(
        '杭州宏图招标代理有限公司',
        { selector: '.ant-select-item-option-content' },
        { timeout: 8000 },
      ),
    );
    await waitFor(() => expect(canvas.getByLabelText('Agency e-mail')).toHaveValue('li@hongtu.example'));
    await expect(canvas.getByLabelText('Agency phone')).toHaveValue('0571-12345678');
    await expect(canvas.getByLabelText('Tendering agency')).toHaveValue('杭州宏图招标代理有限公司');
  },
};

/** Saved empty: every required field says so, from the domain's schema. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('project-save', {}, { timeout: 8000 }));
    await expect((await canvas.findAllByText(/ is required$/)).length).toBeGreaterThan(1);
  },
};

/**
 * Saved with errors, in Chinese: a summary at the top lists every one (the project's and the packages'
 * budget far below), each a link that focuses its field; the save buttons stay in view.
 */
export const ErrorSummary: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('项目预算', {}, { timeout: 8000 }), '100');
    await userEvent.click(await canvas.findByRole('button', { name: /添加标段/ }));
    await userEvent.type(await canvas.findByLabelText('标段预算（元）'), '100.01');
    await userEvent.click(await canvas.findByTestId('project-save'));
    const summary = await canvas.findByTestId('form-error-summary');
    const links = await within(summary).findAllByRole('button');
    await expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^项目名称/), expect.stringMatching(/^项目编号/)]),
    );
    const budget = links.find((link) => /100\.01/.test(link.textContent ?? ''));
    await expect(budget).toBeDefined();
    const number = links.find((link) => /^项目编号/.test(link.textContent ?? ''));
    await userEvent.click(number as HTMLElement);
    await expect(await canvas.findByLabelText('项目编号')).toHaveFocus();
    // Fixed, the field leaves the summary.
    await userEvent.type(await canvas.findByLabelText('项目编号'), 'ZB-1');
    await waitFor(() => expect(within(summary).queryByText(/^项目编号/)).toBeNull());
  },
};

/**
 * The project manager is picked among the tenant's active staff, the creator by default (§3), in Chinese;
 * a member of staff who left is not offered.
 */
export const ManagerPicker: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: '项目经理' }, { timeout: 8000 });
    const field = picker.closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(field).toHaveTextContent('（admin）'));
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox');
    const options = listbox.parentElement as HTMLElement;
    await expect(await within(options).findByText(/（manager）/)).toBeInTheDocument();
    await expect(within(options).queryByText(/（leaver）/)).toBeNull();
    await userEvent.click(within(options).getByText(/（manager）/));
    await waitFor(() => expect(field).toHaveTextContent('（manager）'));
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

/**
 * 1005 is terminated: its re-tender is prefilled and linked, with a number still to give, and named as the
 * 2nd tender (ADR 0023).
 */
export const Retender: Story = {
  parameters: { route: '/create-project?rebiddingId=1005&isRebidding=true' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/re-tenders the terminated project/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByDisplayValue(/（第2次招标）$/)).toBeVisible();
  },
};

/** The packages' budgets add up to more than the project's: the list says so, in exact money. */
export const PackagesOverBudget: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Budget', {}, { timeout: 8000 }), '100');
    await userEvent.click(await canvas.findByRole('button', { name: /Add bid package/ }));
    await userEvent.type(await canvas.findByLabelText('Budget (元)'), '100.01');
    await userEvent.click(await canvas.findByTestId('project-save'));
    // At the packages, and again in the summary of errors at the top, named there.
    const budget = /add up to 100\.01 元, more than the project budget of 100\.00 元/;
    const summary = await canvas.findByTestId('form-error-summary');
    await expect(await within(summary).findByText(budget)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(budget)).toHaveLength(2));
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
