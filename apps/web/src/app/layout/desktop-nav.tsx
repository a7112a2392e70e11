import { renterTasks, topNavigation } from '@convoy/domain/content/navigation';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import m from './layout.messages';
import { NavMenu } from './nav-menu';
import { topItemClass } from './nav-styles';

/**
 * The top navigation from 1024 px: SPEC §2's items, in its order, from the
 * navigation data, under a line of the tasks renters come back for. The WAI-ARIA disclosure navigation pattern: buttons with
 * aria-expanded show panels of ordinary links. No menu library: the panels are
 * plain HTML hidden with the `hidden` attribute, so the prerendered page has no
 * inline style and nothing is aria-hidden while focusable.
 */
export default function DesktopNav() {
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // Choosing a link closes the menu it was in.
  useEffect(() => {
    if (pathname) setOpenMenu(null);
  }, [pathname]);

  // A click anywhere else closes it too.
  useEffect(() => {
    if (!openMenu) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openMenu]);

  return (
    <div className="flex flex-col items-end">
      <TaskLinks pathname={pathname} />
      <nav
        ref={navRef}
        aria-label={m.mainNavigation()}
        className="relative hidden lg:block"
        onBlur={(event) => {
          // Tabbing out of the navigation closes an open panel.
          const next = event.relatedTarget as Node | null;
          if (next && !event.currentTarget.contains(next)) setOpenMenu(null);
        }}
      >
        <div>
          <ul className="flex items-center gap-0.5">
            {topNavigation.map((item) => (
              <li key={item.label}>
                {item.kind === 'menu' ? (
                  <NavMenu
                    item={item}
                    open={openMenu === item.id}
                    onOpenChange={(open) => setOpenMenu(open ? item.id : null)}
                  />
                ) : (
                  <Link
                    to={item.to}
                    aria-current={pathname === item.to ? 'page' : undefined}
                    className={`${topItemClass} aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800`}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}

/** What renters come back to do, in a line above SPEC §2's items (the drawer lists them first). */
function TaskLinks({ pathname }: { pathname: string }) {
  return (
    <nav aria-label={renterTasks.label}>
      <ul className="flex items-center gap-1">
        {renterTasks.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              className="inline-flex h-6 items-center rounded px-2 font-medium text-brand-800 text-sm hover:bg-brand-50 hover:underline aria-[current=page]:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
