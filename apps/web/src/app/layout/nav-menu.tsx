import type { NavGroup, NavItem } from '@convoy/domain/content/navigation';
import { type KeyboardEvent, startTransition, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { ChevronDownIcon } from '../../components/nav/menu-icons';
import { desktopQuery, topItemClass } from './nav-styles';
import { whenLoadedAndIdle } from './when-idle';

type MenuItem = Extract<NavItem, { kind: 'menu' }>;

const linkClass =
  'block rounded-md px-3 py-2 text-[0.9375rem] text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/**
 * One dropdown of the top bar (SPEC §2 "Who We Serve", "Our Fleet"): a button
 * that shows a panel of links. Enter or Space toggles it; ArrowDown opens it and
 * moves to the first link; ArrowUp/ArrowDown, Home and End move between links
 * (Cars, not a link, is skipped); Escape closes it with focus back on the button.
 */
export function NavMenu({
  item,
  open,
  onOpenChange,
}: {
  item: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const containsCurrent = item.groups.some((g) => g.links.some((l) => l.to === pathname));
  // From 1024 px, where the bar shows, the panel's links are built once the page is loaded and
  // idle, and a closed panel is then kept laid out but invisible (visibility: hidden: not shown,
  // not focusable, not in the accessibility tree, clicks pass through): a click only makes it
  // visible. Building it in the click, then its layout, were most of the click's time at 4×
  // CPU (decision 009). Until then, and in the prerendered page, a closed panel is empty and hidden.
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (!window.matchMedia?.(desktopQuery).matches) return;
    return whenLoadedAndIdle(() => startTransition(() => setBuilt(true)));
  }, []);

  const links = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = () => {
    onOpenChange(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // The panel must be shown before one of its links can take focus.
      if (!open) flushSync(() => onOpenChange(true));
      focusLink(0);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + 1,
      ArrowUp: current - 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
        className={`group ${topItemClass} aria-expanded:bg-slate-100 ${containsCurrent ? 'text-brand-800' : ''}`}
      >
        {item.label}
        <ChevronDownIcon className="text-slate-500 transition-transform group-aria-expanded:rotate-180" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open && !built}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          // Choosing a link closes the panel, also when the link is the page already shown.
          if ((event.target as Element).closest('a[href]')) onOpenChange(false);
        }}
        className={`absolute top-full right-0 z-50 mt-2 grid w-max max-w-[calc(100vw-2rem)] grid-cols-3 gap-x-6 gap-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-xl ${open ? '' : 'invisible'}`}
      >
        {/* Empty in the prerendered page, so its text is the bar's own items. */}
        {open || built
          ? item.groups.map((group, index) => (
              <NavMenuGroup key={group.label ?? `links-${index}`} group={group} pathname={pathname} />
            ))
          : null}
      </div>
    </>
  );
}

function NavMenuGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <fieldset> is for form controls; this groups links under a label.
    <div role="group" aria-labelledby={group.label ? labelId : undefined} className="min-w-48">
      {group.label ? (
        <p id={labelId} className="px-3 pb-1 font-semibold text-slate-600 text-xs uppercase tracking-wider">
          {group.label}
        </p>
      ) : (
        // SPEC §2 "Direct links" have no heading; the spacer keeps them level with the labelled columns.
        <div aria-hidden="true" className="h-5" />
      )}
      <ul>
        {group.links.map((link) => (
          <li key={link.label}>
            {link.to === null ? (
              // SPEC Part B §9: Cars has no target; shown as not yet available, not as a link.
              <span
                aria-disabled="true"
                className="flex items-center justify-between gap-3 px-3 py-2 text-[0.9375rem] text-slate-600"
              >
                {link.label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600 text-xs">
                  Not yet available
                </span>
              </span>
            ) : (
              <Link
                to={link.to}
                aria-current={link.to === pathname ? 'page' : undefined}
                className={linkClass}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
