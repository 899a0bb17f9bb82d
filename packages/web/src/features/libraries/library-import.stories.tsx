import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LibraryImportPreview } from '@tender/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';
import { LibraryImportDialog } from './library-import-dialog';

/**
 * Importing a spreadsheet into a library (§6 action `import`): each step of the dialog — choose a file,
 * a preview whose rows have problems (highlighted, counted, import disabled), a clean preview, importing,
 * a file refused whole — and the whole way through the bidder list on the in-memory container, which
 * reads CSV as the server does.
 */
const meta = {
  title: 'Libraries/Import',
  component: LibraryImportDialog,
  args: { kind: 'bidder', state: { step: 'choose' }, onChoose: fn(), onImport: fn(), onClose: fn() },
  parameters: { seed: { signedInAs: 'agent' } },
} satisfies Meta<typeof LibraryImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };
/** The dialog, once it has opened (its zoom has ended). */
const dialog = async () => {
  const body = await screen.findByTestId('library-import-dialog', {}, WAIT);
  await waitFor(() => expect(body).toBeVisible(), WAIT);
  return within(body);
};

const withProblems: LibraryImportPreview = {
  fileName: '供应商.xlsx',
  rowCount: 3,
  errorRowCount: 2,
  rows: [
    { row: 2, name: '浙江新锐科技有限公司', creditCode: '911101080000080014', errors: [] },
    {
      row: 3,
      name: '杭州宏达建设有限公司',
      creditCode: '91330100799655058B',
      errors: [
        {
          field: 'creditCode',
          column: '统一社会信用代码',
          message: 'is already the entry of 浙江恒信科技有限公司 (no. 1) in this library',
        },
      ],
    },
    {
      row: 4,
      name: '',
      creditCode: '911101080000080027',
      errors: [
        { field: 'name', column: 'Name', message: 'is required' },
        {
          field: 'contacts.1.phone',
          column: 'Contacts',
          message: 'may hold digits, spaces and + - ( ) only',
        },
      ],
    },
  ],
};
const clean: LibraryImportPreview = {
  fileName: 'bidders.csv',
  rowCount: 2,
  errorRowCount: 0,
  rows: [
    { row: 2, name: '浙江新锐科技有限公司', creditCode: '911101080000080014', errors: [] },
    { row: 3, name: '宁波海纳贸易有限公司', creditCode: '911101080000080027', errors: [] },
  ],
};

/** Nothing is sent until a file is chosen; the hint says which files fit. */
export const ChooseAFile: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByText(/At most 10,000 rows and 8 MB/)).toBeVisible();
    await expect(screen.queryByTestId('library-import-submit')).toBeNull();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Rows with problems are highlighted and counted, each problem named by its column; import stays disabled. */
export const PreviewWithProblems: Story = {
  args: { state: { step: 'preview', preview: withProblems, importing: false } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByTestId('library-import-summary')).toHaveTextContent(
      '供应商.xlsx: 2 of 3 rows have problems',
    );
    await expect(body.getByTestId('library-import-row-3')).toHaveAttribute('data-problems', '1');
    await expect(body.getByTestId('library-import-row-2')).not.toHaveAttribute('data-problems');
    await expect(
      body.getByText('统一社会信用代码 is already the entry of 浙江恒信科技有限公司 (no. 1) in this library'),
    ).toBeVisible();
    await expect(
      body.getByText('Contacts line 2 Phone may hold digits, spaces and + - ( ) only'),
    ).toBeVisible();
    await expect(screen.getByTestId('library-import-submit')).toBeDisabled();
  },
};

/** In Chinese, the problems read as the form's own messages do. */
export const PreviewWithProblemsInChinese: Story = {
  ...PreviewWithProblems,
  globals: { locale: 'zh-CN' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText('Contacts 第 2 行 电话只能包含数字、空格和 + - ( )')).toBeVisible();
    await expect(body.getByText('Name不能为空')).toBeVisible();
  },
};

/** Every row is ready: the import is offered for all of them. */
export const PreviewClean: Story = {
  args: { state: { step: 'preview', preview: clean, importing: false } },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByTestId('library-import-summary')).toHaveTextContent(
      'bidders.csv: all 2 rows are ready to import',
    );
    const submit = screen.getByTestId('library-import-submit');
    await expect(submit).toHaveTextContent('Import 2 entries');
    await userEvent.click(submit);
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};

/** While importing, nothing else can be done: no other file, no cancel. */
export const Importing: Story = {
  args: { state: { step: 'preview', preview: clean, importing: true } },
  play: async () => {
    await dialog();
    await expect(screen.getByTestId('library-import-submit')).toHaveClass('ant-btn-loading');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /Choose another file/ })).toBeDisabled();
  },
};

/** A file that is no library sheet is refused whole, saying why; another can be chosen. */
export const RefusedFile: Story = {
  args: {
    state: {
      step: 'refused',
      fileName: 'notes.csv',
      message: 'The file has a column this library does not have: 备注',
    },
  },
  play: async () => {
    const body = await dialog();
    await expect(body.getByTestId('library-import-refused')).toHaveTextContent(
      'notes.csv cannot be importedThe file has a column this library does not have: 备注',
    );
    await expect(screen.getByRole('button', { name: /Choose another file/ })).toBeEnabled();
  },
};

const csvFile = (name: string, text: string) => new File([`\uFEFF${text}`], name, { type: 'text/csv' });

/**
 * The whole way on the bidder list: a file with a column the library lacks is refused whole; a CSV with a
 * row the library already holds is refused row by row; the corrected file imports, and the list shows the
 * new bidder.
 */
export const ImportThroughTheList: Story = {
  render: () => <AppRoutes />,
  parameters: { route: '/home/supplier-library' },
  play: async ({ canvas }) => {
    await canvas.findByText('浙江恒信科技有限公司', {}, WAIT);
    await userEvent.click(canvas.getByTestId('library-import'));
    const input = () =>
      screen.getByTestId('library-import-dialog').ownerDocument.querySelector('input[type=file]')!;
    await dialog();
    await userEvent.upload(
      input() as HTMLInputElement,
      csvFile('notes.csv', '名称,统一社会信用代码,备注\r\n'),
    );
    await expect(await screen.findByTestId('library-import-refused', {}, WAIT)).toHaveTextContent(
      'The file has a column this library does not have: 备注',
    );
    await userEvent.upload(
      input() as HTMLInputElement,
      csvFile(
        'bidders.csv',
        'Name,Unified social credit code\r\n浙江新锐科技有限公司,911101080000080014\r\n重复公司,91330100799655058B\r\n',
      ),
    );
    const summary = await screen.findByTestId('library-import-summary', {}, WAIT);
    await expect(summary).toHaveTextContent('1 of 2 rows have problems');
    await expect(screen.getByTestId('library-import-submit')).toBeDisabled();

    await userEvent.upload(
      input() as HTMLInputElement,
      csvFile(
        'bidders.csv',
        'Name,Unified social credit code\r\n浙江新锐科技有限公司,911101080000080014\r\n',
      ),
    );
    await waitFor(
      () => expect(screen.getByTestId('library-import-summary')).toHaveTextContent('ready'),
      WAIT,
    );
    await userEvent.click(screen.getByTestId('library-import-submit'));
    await waitFor(() => expect(screen.queryByTestId('library-import-dialog')).toBeNull(), WAIT);
    await expect(await canvas.findByText('浙江新锐科技有限公司', {}, WAIT)).toBeVisible();
  },
};
