import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor } from './rich-text-editor';

const labels = {
  editor: 'Content editor',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  undo: 'Undo',
  redo: 'Redo',
};

/** The rich-text editor of notices and clarifications (Tiptap 3). */
const meta = {
  title: 'Components/Rich text editor',
  component: RichTextEditor,
  args: {
    labels,
    value: '<h2>更正事项</h2><p>开标时间调整为 <strong>2026 年 12 月 18 日</strong>。</p>',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Content editor' });
    await userEvent.click(editor);
    await userEvent.type(editor, '补充');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { value: '' } };

export const Disabled: Story = { args: { disabled: true } };
