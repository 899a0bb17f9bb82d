import { UserOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ItemList } from './item-list';
import { unnestedPaginationItem } from './unnested-pagination';

interface Supplier {
  readonly id: number;
  readonly name: string;
  readonly signedInAt: string;
}

const suppliers: Supplier[] = Array.from({ length: 12 }, (_, k) => ({
  id: k + 1,
  name: `供应商 ${k + 1}`,
  signedInAt: `2026-12-${String(k + 1).padStart(2, '0')} 09:30`,
}));

const opened = fn();

function SupplierItem({ supplier }: { readonly supplier: Supplier }) {
  return (
    <ItemList.Item
      data-testid="supplier"
      actions={[
        <Button key="open" size="small" onClick={() => opened(supplier.name)}>
          Open
        </Button>,
        <Button key="remove" size="small" danger>
          Remove
        </Button>,
      ]}
    >
      <ItemList.Meta avatar={<UserOutlined />} title={supplier.name} description={supplier.signedInAt} />
    </ItemList.Item>
  );
}

const paging = {
  pageSize: 5,
  showSizeChanger: false,
  size: 'small',
  itemRender: unnestedPaginationItem,
} as const;

/** Our list of items (antd's List is deprecated): rows parted by lines, a meta, actions at the end. */
const meta = {
  title: 'Components/Item list',
  component: ItemList<Supplier>,
  parameters: { layout: 'padded' },
  args: {
    items: suppliers.slice(0, 3),
    rowKey: (supplier) => supplier.id,
    renderItem: (supplier) => <SupplierItem supplier={supplier} />,
    header: <Typography.Text strong>Signed-in suppliers</Typography.Text>,
    empty: 'No supplier has signed in yet',
    'data-testid': 'suppliers',
  },
} satisfies Meta<typeof ItemList<Supplier>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names the pager should show on a page. */
const namesOnPage = (page: number) =>
  suppliers.slice((page - 1) * paging.pageSize, page * paging.pageSize).map((supplier) => supplier.name);

const shownNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByTestId('supplier')
    .map((item) => within(item).getByRole('heading').textContent);

/** Each item's title and description, its actions at its end, a line between items but under the last. */
export const WithMetaAndActions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Signed-in suppliers' });
    const items = within(list).getAllByTestId('supplier');
    await expect(shownNames(canvasElement)).toEqual(['供应商 1', '供应商 2', '供应商 3']);
    await expect(items[1]).toHaveTextContent('2026-12-02 09:30');
    const open = within(items[1]!).getByRole('button', { name: 'Open' });
    const title = within(items[1]!).getByRole('heading');
    await expect(open.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(getComputedStyle(items[0]!).borderBottomStyle).toBe('solid');
    await expect(getComputedStyle(items[2]!).borderBottomStyle).toBe('none');
    opened.mockClear();
    await userEvent.click(open);
    await expect(opened).toHaveBeenCalledWith('供应商 2');
  },
};

/** No items: the empty text in place of the list. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No supplier has signed in yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loading with nothing yet: a spinner, and not the empty text, which would say there is nothing. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('No supplier has signed in yet')).toBeNull();
  },
};

/** Twelve items five a page: the pager under the list turns the page. */
export const Paginated: Story = {
  args: { items: suppliers, pagination: paging },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(shownNames(canvasElement)).toEqual(namesOnPage(1));
    await userEvent.click(canvas.getByTitle('2'));
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOnPage(2)));
    await userEvent.click(canvas.getByTitle('3'));
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(['供应商 11', '供应商 12']));
  },
};

/** A caller that holds the page (`current`): the list shows the caller's page, and tells it of a turn. */
function ControlledPaging() {
  const [current, setCurrent] = useState(3);
  return (
    <>
      <Typography.Text data-testid="caller-page">{current}</Typography.Text>
      <ItemList
        items={suppliers}
        rowKey={(supplier) => supplier.id}
        renderItem={(supplier) => <SupplierItem supplier={supplier} />}
        pagination={{ ...paging, current, onChange: setCurrent }}
      />
    </>
  );
}

export const ControlledPagination: Story = {
  render: () => <ControlledPaging />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(shownNames(canvasElement)).toEqual(namesOnPage(3));
    await userEvent.click(canvas.getByTitle('1'));
    await waitFor(() => expect(canvas.getByTestId('caller-page')).toHaveTextContent('1'));
    await expect(shownNames(canvasElement)).toEqual(namesOnPage(1));
  },
};
