import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { readonly to: string };

/**
 * A link that looks like a button: one `<a href>` (antd renders a Button with href as one), moved
 * through the router. Never a button inside a link: two controls in one, focused and announced twice.
 * A click with a modifier key or the middle button still opens a new tab, as any link does.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => follow(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
