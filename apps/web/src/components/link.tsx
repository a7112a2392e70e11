import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path on this site: `/15-passenger-van`, `/?passengers=12#reserve`. */
  to: string;
  replace?: boolean;
};

/**
 * A link to a page of this site, navigated by the router: a plain `<a href>`
 * (so it works before hydration, opens in a new tab, and is what a crawler sees)
 * whose ordinary left click is handled in the page. Built from React Router's
 * `useHref` and `useLinkClickHandler`, the hooks it offers for custom links:
 * its own `<Link>` brings prefetching and view-transition code the site does
 * not use, about 2 KB gzip on every page (decision 009: JavaScript budget).
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
