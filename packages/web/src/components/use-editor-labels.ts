import { useT } from '../i18n/i18n-context';
import type { RichTextEditorLabels } from './rich-text-editor';

/** The rich-text editor's toolbar words in the user's language; `editor` names the field it edits. */
export function useEditorLabels(editor?: string): RichTextEditorLabels {
  const { t } = useT();
  return {
    editor: editor ?? t('editor.label'),
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    heading: t('editor.heading'),
    bulletList: t('editor.bulletList'),
    orderedList: t('editor.orderedList'),
    undo: t('editor.undo'),
    redo: t('editor.redo'),
  };
}
