import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useEffect } from 'react';

/** The toolbar's wording, from the caller's dictionary (this component knows no language). */
export interface RichTextEditorLabels {
  readonly editor: string;
  readonly bold: string;
  readonly italic: string;
  readonly heading: string;
  readonly bulletList: string;
  readonly orderedList: string;
  readonly undo: string;
  readonly redo: string;
}

export interface RichTextEditorProps {
  /** HTML; antd's Form.Item passes it in and takes `onChange` back. */
  readonly value?: string | null;
  readonly onChange?: (html: string) => void;
  readonly disabled?: boolean;
  readonly labels: RichTextEditorLabels;
  readonly id?: string;
}

/**
 * The rich-text editor of notices and clarifications (Tiptap 3, StarterKit): headings, emphasis, lists
 * and links, with a small accessible toolbar. It produces HTML that the server sanitises; the pages that
 * use it are their own lazily loaded chunks, so the editor never weighs on the first load.
 */
export function RichTextEditor({ value, onChange, disabled = false, labels, id }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labels.editor,
        ...(id ? { id } : {}),
        style: `min-height: 180px; padding: 8px 12px; outline: none;`,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  // The form may replace the value (reset, another draft opened): follow it without losing the cursor.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const tool = (label: string, icon: React.ReactNode, pressed: boolean | undefined, run: () => void) => (
    <Tooltip title={label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled || !editor}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
      data-testid="rich-text-editor"
    >
      <Flex
        gap={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorSplit}` }}
        role="toolbar"
        aria-label={labels.editor}
      >
        {tool(labels.bold, <BoldOutlined />, active?.bold, () => editor?.chain().focus().toggleBold().run())}
        {tool(labels.italic, <ItalicOutlined />, active?.italic, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {tool(labels.heading, <span aria-hidden>H</span>, active?.heading, () =>
          editor?.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {tool(labels.bulletList, <UnorderedListOutlined />, active?.bulletList, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {tool(labels.orderedList, <OrderedListOutlined />, active?.orderedList, () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        {tool(labels.undo, <UndoOutlined />, undefined, () => editor?.chain().focus().undo().run())}
        {tool(labels.redo, <RedoOutlined />, undefined, () => editor?.chain().focus().redo().run())}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
