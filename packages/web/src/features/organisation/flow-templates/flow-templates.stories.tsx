import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { draftOf, FlowTemplateRepository } from '@tender/domain';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';
import { useInject } from '../../../di/use-inject';

/**
 * The flow templates tab of /organize-manage (§1 configurable step flow, ADR 0013) over the in-memory
 * container, whose every bidding method starts with version 1 of the demo open-tendering flow (9 steps).
 */
const meta = {
  title: 'Organisation/Flow templates',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=flow-templates' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

// Generous: a cold Vite and a busy machine load the settings page slowly the first time.
const LOAD = { timeout: 12000 };
const DEMO_STEPS = [
  '招标文件编制',
  '招标公告发布',
  '报名',
  '资格预审文件购买',
  '资格审查结果',
  '开标评标',
  '中标候选人公示',
  '中标结果公告',
  '合同签订',
];

async function openEditor(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByTestId('flow-template-edit-公开招标', {}, LOAD));
  const editor = await canvas.findByTestId('flow-template-editor', {}, LOAD);
  await expect(within(editor).getByTestId('flow-template-editing')).toHaveTextContent('Editing version 1');
  return editor;
}

/** Types a text in one go (one change, not one per character: the editor is a large form). */
async function fill(userEvent: UserEvent, input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The step names in the editor, in their order on the screen. */
const stepNames = (editor: HTMLElement) =>
  within(editor)
    .getAllByLabelText('Step name')
    .map((input) => (input as HTMLInputElement).value);

/** Adds a step at the end, marked external with the given path (a path the web app has no page for). */
async function addExternalStep(editor: HTMLElement, userEvent: UserEvent, name: string, path: string) {
  await userEvent.click(within(editor).getByTestId('flow-template-add-step'));
  const step = await within(editor).findByTestId('flow-step-10');
  await fill(userEvent, within(step).getByLabelText('Step name'), name);
  await userEvent.click(within(step).getByRole('switch', { name: 'External page' }));
  await fill(userEvent, await within(step).findByLabelText('Path of the external page'), path);
  return step;
}

/** The current template of every method, each with its step line ending in 0. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByTestId('flow-template-list', {}, LOAD);
    await expect(within(list).getAllByTestId(/^flow-template-card-/)).toHaveLength(7);
    const card = within(list).getByTestId('flow-template-card-公开招标');
    await expect(within(card).getByText('公开招标流程')).toBeVisible();
    const line = within(card).getByTestId('flow-template-line-公开招标');
    for (const name of DEMO_STEPS) await expect(within(line).getByText(name)).toBeInTheDocument();
    await expect(within(line).getByText('→ step 2')).toBeInTheDocument();
    // The last step leads to 0 by construction (ADR 0013).
    await expect(within(line).getAllByText('→ 0: ends the flow')).toHaveLength(1);
  },
};

/** The editor open on 公开招标's current version: its 9 steps in order and the draft's step line. */
export const EditorOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    await expect(stepNames(editor)).toEqual(DEMO_STEPS);
    await expect(within(editor).getByTestId('flow-step-9')).toHaveTextContent('leads to 0 (ends the flow)');
    const line = within(editor).getByTestId('flow-template-draft-line');
    await expect(within(line).getByText('→ 0: ends the flow')).toBeInTheDocument();
  },
};

/** A new step with a child site whose URL is not http(s): the domain's message under that URL. */
export const SiteUrlRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    const step = await addExternalStep(editor, userEvent, '合同归档', '/contract-archive');
    await userEvent.click(within(step).getByTestId('flow-step-add-site-10'));
    const site = await within(step).findByTestId('flow-step-10-site-1');
    await fill(userEvent, within(site).getByLabelText('Site name'), '文件服务器');
    await fill(userEvent, within(site).getByLabelText('Site URL'), 'ftp://files.example.com');
    await userEvent.click(within(editor).getByTestId('flow-template-save'));
    await expect(
      await within(site).findByText('Must be an http:// or https:// address.', {}, LOAD),
    ).toBeVisible();
    // Nothing was saved: the editor still holds version 1, and the preview already shows the new last step.
    await expect(within(editor).getByTestId('flow-template-editing')).toHaveTextContent('Editing version 1');
    await expect(within(editor).queryByTestId('flow-template-saved')).toBeNull();
    const line = within(editor).getByTestId('flow-template-draft-line');
    await expect(within(line).getByText('合同归档')).toBeInTheDocument();
  },
};

/** A second step opening /sign-up is refused under its page, whatever its external mark. */
export const RouterUsedTwiceRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    const step = await addExternalStep(editor, userEvent, '补充报名', '/sign-up');
    await userEvent.click(within(editor).getByTestId('flow-template-save'));
    await expect(
      await within(step).findByText('Already the page of step 3: a flow opens each page once.', {}, LOAD),
    ).toBeVisible();
    await expect(within(editor).queryByTestId('flow-template-saved')).toBeNull();
  },
};

/** dnd-kit's keyboard sensor: Space on the first step's handle, ArrowDown, Space swaps steps 1 and 2. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    const handle = within(editor).getByRole('button', { name: 'Move step 1: 招标文件编制' });
    handle.focus();
    // dnd-kit measures the list once the drag has started: each key waits for the one before to land.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard('[Space]');
    await settle();
    await userEvent.keyboard('[ArrowDown]');
    await settle();
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(stepNames(editor).slice(0, 3)).toEqual(['招标公告发布', '招标文件编制', '报名']),
    );
    // The step line follows the new order, and the move is an unsaved change.
    const line = within(editor).getByTestId('flow-template-draft-line').textContent ?? '';
    await expect(line.indexOf('招标公告发布')).toBeLessThan(line.indexOf('招标文件编制'));
    await expect(within(editor).getByText('Unsaved changes')).toBeVisible();
  },
};

/** Another administrator's save, made through the same in-memory repository the screen uses. */
let templatesOfTheStory: FlowTemplateRepository | undefined;
const withTemplates: Decorator = (Story) => {
  templatesOfTheStory = useInject<FlowTemplateRepository>(FlowTemplateRepository);
  return <Story />;
};

/** Saving from version 1 after someone else saved version 2: the conflict dialog, whose reload opens 2. */
export const StaleSave: Story = {
  decorators: [withTemplates],
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    const templates = templatesOfTheStory;
    if (!templates) throw new Error('the story’s repository was not captured');
    await templates.save(draftOf(await templates.get('公开招标')));
    await fill(userEvent, within(editor).getAllByLabelText('Step name')[0] as HTMLElement, '（修订）');
    await userEvent.click(within(editor).getByTestId('flow-template-save'));
    const dialog = await within(document.body).findByRole('dialog', {}, LOAD);
    await expect(dialog).toHaveTextContent('Someone else changed this meanwhile');
    await expect(dialog).toHaveTextContent('since you opened version 1 (it is now at version 2)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
    await waitFor(
      () => expect(canvas.getByTestId('flow-template-editing')).toHaveTextContent('Editing version 2'),
      LOAD,
    );
    await expect(stepNames(canvas.getByTestId('flow-template-editor'))[0]).toBe('招标文件编制');
  },
};

/** A save from the editor is the next version, and the editor goes on from it. */
export const SavedAsNewVersion: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    await fill(userEvent, within(editor).getAllByLabelText('Step name')[0] as HTMLElement, '（新）');
    await userEvent.click(within(editor).getByTestId('flow-template-save'));
    await expect(await canvas.findByTestId('flow-template-saved', {}, LOAD)).toHaveTextContent(
      'Saved as version 2',
    );
    await expect(canvas.getByTestId('flow-template-editing')).toHaveTextContent('Editing version 2');
    await expect(stepNames(canvas.getByTestId('flow-template-editor'))[0]).toBe('招标文件编制（新）');
  },
};

/** Version 1 stays readable, read-only, after version 2 was saved: what running projects started with. */
export const OlderVersionReadOnly: Story = {
  decorators: [withTemplates],
  play: async ({ canvas, userEvent }) => {
    const templates = templatesOfTheStory;
    if (!templates) throw new Error('the story’s repository was not captured');
    const draft = draftOf(await templates.get('公开招标'));
    await templates.save({
      ...draft,
      steps: draft.steps.map((step, k) => (k === 0 ? { ...step, nodeName: '招标文件编制（新）' } : step)),
    });
    await userEvent.click(await canvas.findByTestId('flow-template-versions-公开招标', {}, LOAD));
    const versions = await within(document.body).findByTestId('flow-template-versions', {}, LOAD);
    await expect(await within(versions).findAllByRole('row', {}, LOAD)).toHaveLength(3);
    await userEvent.click(within(versions).getByRole('button', { name: 'View version 1' }));
    const shown = await within(document.body).findByTestId('flow-template-version', {}, LOAD);
    const dialog = shown.closest('[role="dialog"]') as HTMLElement;
    await expect(dialog).toHaveTextContent('Open tendering: version 1 (read-only)');
    // It zooms in: visible once antd's opening motion has run.
    const steps = await within(shown).findByTestId('flow-template-version-steps', {}, LOAD);
    await waitFor(() => expect(steps).toBeVisible(), LOAD);
    await expect(steps).toHaveTextContent('招标文件编制');
    await expect(within(shown).queryByText('招标文件编制（新）')).toBeNull();
    await expect(within(shown).queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** Another organisation tab while the editor has changes: asked first, and staying keeps the changes. */
export const UnsavedChangesAsked: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await openEditor(canvas, userEvent);
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove step 9' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Users' }));
    const dialog = await within(document.body).findByRole('dialog', {}, LOAD);
    await expect(dialog).toHaveTextContent('Discard your changes to this flow template?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
    await expect(canvas.getByTestId('flow-templates-tab')).toBeVisible();
    await expect(stepNames(canvas.getByTestId('flow-template-editor'))).toHaveLength(8);
  },
};
