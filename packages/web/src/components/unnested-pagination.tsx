import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PaginationProps } from 'antd';

/**
 * antd's Pagination puts a `<button>` inside its focusable previous and next list items, so one control
 * holds another and is announced and focused twice (WCAG 4.1.2; the stories' nested-interactive check).
 * This `itemRender` draws the icon alone there: the list item, which takes the focus and the Enter key and
 * is named by its title, stays the one control. Pages and jumps keep antd's own rendering.
 */
export const unnestedPaginationItem: NonNullable<PaginationProps['itemRender']> = (_page, type, original) => {
  if (type !== 'prev' && type !== 'next') return original;
  return (
    <span className="ant-pagination-item-link" aria-hidden="true">
      {type === 'prev' ? <LeftOutlined /> : <RightOutlined />}
    </span>
  );
};
