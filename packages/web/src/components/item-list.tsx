import { type GlobalToken, Grid, Pagination, type PaginationProps, Spin, Typography, theme } from 'antd';
import {
  Children,
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';

export type ItemListSize = 'default' | 'small';

/** Pages the items under the list; `current` makes the page the caller's (controlled). */
export type ItemListPagination = Omit<PaginationProps, 'total'>;

export interface ItemListProps<T> {
  readonly items: readonly T[];
  /** `index` counts among all the items, not only the page shown. */
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** The item's identity; by its position when the items carry none. */
  readonly rowKey?: (item: T) => Key;
  /** What it says, in the secondary colour, when there are no items and none are loading. */
  readonly empty?: ReactNode;
  /** A heading above the items, which also names the list. */
  readonly header?: ReactNode;
  readonly loading?: boolean;
  readonly pagination?: ItemListPagination;
  readonly size?: ItemListSize;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly 'data-testid'?: string;
}

/** antd's List's height while it loads with nothing shown yet, so the spinner has room. */
const LOADING_MIN_HEIGHT = 53;
/** antd's List's page size when the pagination names none. */
const DEFAULT_PAGE_SIZE = 10;

/** How an item sits in its list: the padding of the list's size, the room before its actions, its rule. */
interface ItemPlacement {
  readonly size: ItemListSize;
  readonly actionsGap: 'marginXXL' | 'marginLG' | 'marginSM';
  /** On a phone the actions go under the content when they do not fit beside it. */
  readonly wrap: boolean;
  /** A line under the item: between items, and under the last when a pager follows. */
  readonly ruled: boolean;
}

const Placement = createContext<ItemPlacement>({
  size: 'default',
  actionsGap: 'marginXXL',
  wrap: false,
  ruled: false,
});

const ruleOf = (token: GlobalToken) => `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;

/**
 * A short list of items, each a row parted from the next by a line, with its content, an optional meta
 * (avatar, title, description) and its actions at the end. antd 6.6 deprecated its List, and its
 * successor Listy is a virtual-scrolling list for long feeds; ours are short (a page of the workbench, a
 * project's notices), so a semantic <ul> drawn with the theme's tokens keeps them as antd's List drew
 * them, without the warning.
 */
export function ItemList<T>({
  items,
  renderItem,
  rowKey,
  empty,
  header,
  loading = false,
  pagination,
  size = 'default',
  ...root
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const headerId = useId();
  const page = usePage(pagination, items.length);
  const placement = useResponsivePlacement(size);
  const shown = pagination ? items.slice(page.first, page.first + page.pageSize) : items;
  const ruled = (index: number) => index < shown.length - 1 || pagination !== undefined;
  return (
    <div
      {...root}
      style={{
        position: 'relative',
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...root.style,
      }}
    >
      {header && (
        <div id={headerId} style={{ paddingBlock: token.paddingSM, borderBlockEnd: ruleOf(token) }}>
          {header}
        </div>
      )}
      <Spin spinning={loading}>
        {shown.length > 0 ? (
          <ul
            aria-labelledby={header ? headerId : undefined}
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {shown.map((item, index) => (
              <Placement.Provider
                key={rowKey?.(item) ?? page.first + index}
                value={{ ...placement, ruled: ruled(index) }}
              >
                {renderItem(item, page.first + index)}
              </Placement.Provider>
            ))}
          </ul>
        ) : loading ? (
          <div style={{ minHeight: LOADING_MIN_HEIGHT }} />
        ) : (
          empty && (
            <div style={{ padding: token.padding, textAlign: 'center' }}>
              <Typography.Text type="secondary">{empty}</Typography.Text>
            </div>
          )
        )}
      </Spin>
      {pagination && (
        <div style={{ marginBlockStart: token.marginLG }}>
          <Pagination
            align="end"
            {...pagination}
            total={items.length}
            current={page.current}
            pageSize={page.pageSize}
            onChange={page.onChange}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The page shown: the caller's when it holds `current`, else the last one chosen — kept when the items
 * are read again (the workbench refreshes), only brought back within the pages there still are.
 */
function usePage(pagination: ItemListPagination | undefined, total: number) {
  const [chosen, setChosen] = useState(pagination?.defaultCurrent ?? 1);
  const pageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(pagination?.current ?? chosen, lastPage);
  const onChange = (next: number, nextSize: number) => {
    setChosen(next);
    pagination?.onChange?.(next, nextSize);
  };
  return { current, pageSize, first: (current - 1) * pageSize, onChange };
}

/** antd's List's narrower screens: less room before the actions, and on a phone they may wrap. */
function useResponsivePlacement(size: ItemListSize): Omit<ItemPlacement, 'ruled'> {
  const screens = Grid.useBreakpoint();
  if (screens.md) return { size, actionsGap: 'marginXXL', wrap: false };
  if (screens.sm) return { size, actionsGap: 'marginLG', wrap: false };
  return { size, actionsGap: 'marginSM', wrap: true };
}

export interface ItemListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Controls at the item's end. */
  readonly actions?: readonly ReactNode[];
}

/** One item of an ItemList; other props (data-testid, data-*) go to its <li>. */
function Item({ actions = [], children, style, ...li }: ItemListItemProps) {
  const { token } = theme.useToken();
  const placement = useContext(Placement);
  const padding =
    placement.size === 'small'
      ? `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`
      : `${token.paddingContentVertical}px 0`;
  return (
    <li
      {...li}
      style={{
        display: 'flex',
        flexWrap: placement.wrap ? 'wrap' : undefined,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding,
        color: token.colorText,
        borderBlockEnd: placement.ruled ? ruleOf(token) : undefined,
        ...style,
      }}
    >
      {children}
      {actions.length > 0 && <Actions actions={actions} gap={token[placement.actionsGap]} />}
    </li>
  );
}

/** The item's controls at its end, as antd drew them: a list of their own, parted by thin lines. */
function Actions({ actions, gap }: { readonly actions: readonly ReactNode[]; readonly gap: number }) {
  const { token } = theme.useToken();
  const last = actions.length - 1;
  return (
    <ul
      style={{
        flex: '0 0 auto',
        margin: 0,
        marginInlineStart: gap,
        padding: 0,
        fontSize: 0,
        listStyle: 'none',
      }}
    >
      {/* Children.map keys each <li> by its action's own key. */}
      {Children.map(actions, (action, index) => (
        <li
          style={{
            position: 'relative',
            display: 'inline-block',
            paddingInline: index === 0 ? `0 ${token.paddingXS}px` : token.paddingXS,
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            textAlign: 'center',
          }}
        >
          {action}
          {index < last && <ActionSplit />}
        </li>
      ))}
    </ul>
  );
}

/** The thin upright line between two actions, as tall as a line of text less its leading. */
function ActionSplit() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      style={{
        position: 'absolute',
        insetBlockStart: '50%',
        insetInlineEnd: 0,
        width: token.lineWidth,
        height: Math.round(token.fontSize * token.lineHeight) - 2 * token.marginXXS,
        transform: 'translateY(-50%)',
        backgroundColor: token.colorSplit,
      }}
    />
  );
}

export interface ItemListMetaProps {
  readonly avatar?: ReactNode;
  readonly title?: ReactNode;
  readonly description?: ReactNode;
}

/** An item's avatar beside its title and, under it, its description in the description colour. */
function Meta({ avatar, title, description }: ItemListMetaProps) {
  const { token } = theme.useToken();
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ display: 'flex', flex: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
      {avatar && <div style={{ marginInlineEnd: token.padding }}>{avatar}</div>}
      <div style={{ flex: '1 0', width: 0, color: token.colorText }}>
        {title && (
          <h4 style={{ ...text, margin: 0, marginBlockEnd: token.marginXXS, color: token.colorText }}>
            {title}
          </h4>
        )}
        {description && <div style={{ ...text, color: token.colorTextDescription }}>{description}</div>}
      </div>
    </div>
  );
}

ItemList.Item = Item;
ItemList.Meta = Meta;
