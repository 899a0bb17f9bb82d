import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * The libraries (§1): the bidder list with its standings, search and filters kept in the address; an
 * entry's page; the form with the domain's field rules (a credit code's check character among them) and
 * the server's refusals; the agency and purchaser lists without a bidder's extras. In-memory container.
 */
const meta = {
  title: 'Libraries/Bidders, agencies and purchasers',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'agent' }, route: '/home/supplier-library' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };

/** Every bidder with where it stands: a certificate lapsed, one lapsing soon, one bidder blacklisted. */
export const BidderList: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('library-table', {}, WAIT));
    await expect(await table.findByText('浙江恒信科技有限公司', {}, WAIT)).toBeVisible();
    await expect(table.getByTestId('certificate-expired')).toHaveTextContent('Expired');
    await expect(table.getByTestId('certificate-expiring')).toHaveTextContent('Expiring within 30 days');
    await expect(table.getByTestId('blacklisted')).toHaveTextContent(
      /^Blacklisted until \d{4}-\d{2}-\d{2}: 串通投标/,
    );
    await expect(table.queryByText('杭州市教育局')).toBeNull();
    await expect(canvas.getByTestId('library-create')).toHaveTextContent('New bidder');
  },
};

/** A filter narrows the rows and stays in the address, so back and reload keep it. */
export const FilteredByBlacklist: Story = {
  parameters: { route: '/home/supplier-library?blacklisted=true' },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('library-table', {}, WAIT));
    await expect(await table.findByText('温州东方家具有限公司', {}, WAIT)).toBeVisible();
    await expect(table.queryByText('浙江恒信科技有限公司')).toBeNull();
    await expect(canvas.getByText('1 entries')).toBeVisible();
  },
};

/** A search without a match says so, not that the library is empty. */
export const SearchWithoutResult: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('浙江恒信科技有限公司', {}, WAIT);
    await userEvent.type(canvas.getByTestId('library-search-keyword'), '不存在的公司');
    await userEvent.click(canvas.getByTestId('library-search-submit'));
    await expect(await canvas.findByTestId('library-empty', {}, WAIT)).toHaveTextContent(
      'No entry matches the search',
    );
  },
};

/** A viewer reads the library but is offered no way to add, edit or import. */
export const ForAViewer: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByText('浙江恒信科技有限公司', {}, WAIT);
    await expect(canvas.queryByTestId('library-create')).toBeNull();
    await expect(canvas.queryByTestId('library-edit-1')).toBeNull();
    await expect(canvas.queryByTestId('library-import')).toBeNull();
  },
};

/** An entry's page: its details, its certificates each with its state, its blacklist history. */
export const BidderDetail: Story = {
  parameters: { route: '/home/supplier-library/detail?id=4' },
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByTestId('library-detail', {}, WAIT));
    await expect(detail.getByText('温州东方家具有限公司')).toBeVisible();
    await expect(detail.getByText('91110108551385082Q')).toBeVisible();
    await expect(detail.getByText('串通投标，经监管部门认定')).toBeVisible();
    await expect(detail.getByTestId('library-detail-edit')).toBeVisible();
  },
};

/** A wrong check character is named at the field, with the one it should be; nothing is saved. */
export const CreateWithWrongCheckCharacter: Story = {
  parameters: { route: '/home/supplier-library/edit' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByTestId('library-field-name', {}, WAIT), '新建测试有限公司');
    await userEvent.type(canvas.getByTestId('library-field-credit-code'), '91350100M000100Y44');
    await userEvent.click(canvas.getByTestId('library-save'));
    await expect(
      await canvas.findByText(
        'Unified social credit code has a wrong check character: the last one should be 3',
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('library-edit')).toBeVisible();
  },
};

/** A credit code another bidder holds: the server's refusal names that bidder; the form stays. */
export const CreateWithTakenCreditCode: Story = {
  parameters: { route: '/home/supplier-library/edit' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByTestId('library-field-name', {}, WAIT), '重复代码有限公司');
    await userEvent.type(canvas.getByTestId('library-field-credit-code'), '91330100799655058B');
    await userEvent.click(canvas.getByTestId('library-save'));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(/is already the entry of 浙江恒信科技有限公司 \(no\. 1\)/, {}, WAIT),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('library-edit')).toBeVisible();
  },
};

/** A new bidder with a contact and a certificate: saved, it opens on its own page. */
export const CreateSaved: Story = {
  parameters: { route: '/home/supplier-library/edit' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByTestId('library-field-name', {}, WAIT), '新建测试有限公司');
    await userEvent.type(canvas.getByTestId('library-field-credit-code'), '91350100m000100y43');
    await userEvent.click(canvas.getByText('Add a contact'));
    await userEvent.type(canvas.getByLabelText('Contact name'), '赵工');
    await userEvent.click(canvas.getByTestId('library-save'));
    const detail = within(await canvas.findByTestId('library-detail', {}, WAIT));
    await expect(detail.getByText('新建测试有限公司')).toBeVisible();
    await expect(detail.getByText('91350100M000100Y43')).toBeVisible();
    await expect(detail.getByText('赵工')).toBeVisible();
  },
};

/** The purchaser library lists its own entries, without a bidder's standing or industry. */
export const PurchaserList: Story = {
  parameters: { route: '/home/purchaser-library' },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('library-table', {}, WAIT));
    await expect(await table.findByText('杭州市教育局', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(table.queryByText('浙江恒信科技有限公司')).toBeNull());
    await expect(canvas.queryByText('Standing')).toBeNull();
    await expect(canvas.getByTestId('library-create')).toHaveTextContent('New purchaser');
  },
};

/** In Chinese: the list and its tags in the UI's language. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('library-table', {}, WAIT));
    await expect(await table.findByText('已过期', {}, WAIT)).toBeVisible();
    await expect(canvas.getByTestId('library-create')).toHaveTextContent('新增供应商');
  },
};

/** The rows the filter keeps leave as a CSV file, headers in the UI's language. */
export const ExportFilteredAsCsv: Story = {
  parameters: { route: '/home/supplier-library?blacklisted=true' },
  play: async ({ canvas }) => {
    await canvas.findByText('温州东方家具有限公司', {}, WAIT);
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.hover(canvas.getByTestId('library-export'));
      await userEvent.click(await screen.findByText('CSV file (.csv)', {}, WAIT));
      await waitFor(() => expect(created).toHaveBeenCalled(), WAIT);
      const blob = created.mock.calls[0]?.[0] as Blob;
      const csv = await blob.text();
      await expect(csv).toContain('Name,Unified social credit code');
      await expect(csv).toContain('温州东方家具有限公司');
      await expect(csv).not.toContain('浙江恒信科技有限公司');
    } finally {
      created.mockRestore();
    }
  },
};
