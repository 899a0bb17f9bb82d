import { ImportOutlined } from '@ant-design/icons';
import { type LibraryKind, type SpreadsheetFile, ValidationError } from '@tender/domain';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { useLibraryImport } from '../../data/libraries/use-libraries';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { fileRefusalText, LibraryImportDialog, type LibraryImportState } from './library-import-dialog';

/**
 * Imports a spreadsheet into the library (§6 action `import`, shown only with it): a chosen file is read
 * and previewed, imported when no row has a problem, and the list refreshes. An import the server
 * refuses after all (the library changed since the preview) is previewed again, showing why.
 */
export function ImportLibraryButton({ kind }: { readonly kind: LibraryKind }) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const imports = useLibraryImport(kind);
  const [state, setState] = useState<LibraryImportState | null>(null);
  const file = useRef<SpreadsheetFile | null>(null);

  /** The reason a whole file was refused, in the UI's language. */
  const reasonOf = (error: unknown) =>
    error instanceof ValidationError ? fileRefusalText(error.fields, t, locale) : refusalText(error, locale);

  const read = async (chosen: SpreadsheetFile, failure?: string) => {
    file.current = chosen;
    setState({ step: 'reading', fileName: chosen.fileName });
    try {
      const preview = await imports.preview(chosen);
      if (file.current === chosen) {
        setState({ step: 'preview', preview, importing: false, ...(failure ? { failure } : {}) });
      }
    } catch (error) {
      if (file.current === chosen)
        setState({ step: 'refused', fileName: chosen.fileName, message: reasonOf(error) });
    }
  };

  const choose = async (chosen: File) => read({ fileName: chosen.name, bytes: await chosen.arrayBuffer() });

  const run = async () => {
    const chosen = file.current;
    if (state?.step !== 'preview' || !chosen) return;
    const { failure: _failure, ...previewed } = state;
    setState({ ...previewed, importing: true });
    try {
      const result = await imports.import(chosen);
      void message.success(t('libraries.import.done', { count: result.importedCount }));
      close();
    } catch (error) {
      // Rows that were fine in the preview are not any more: show them as they are now.
      if (error instanceof ValidationError) await read(chosen, t('libraries.import.changedMeanwhile'));
      else setState({ ...previewed, importing: false, failure: refusalText(error, locale) });
    }
  };

  const close = () => {
    file.current = null;
    setState(null);
  };

  return (
    <>
      <Button
        icon={<ImportOutlined />}
        onClick={() => setState({ step: 'choose' })}
        data-testid="library-import"
      >
        {t('libraries.import')}
      </Button>
      {state && (
        <LibraryImportDialog
          kind={kind}
          state={state}
          onChoose={(chosen) => void choose(chosen)}
          onImport={() => void run()}
          onClose={close}
        />
      )}
    </>
  );
}
