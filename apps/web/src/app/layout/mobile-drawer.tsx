import {
  type NavGroup,
  type NavLink as NavLinkData,
  renterTasks,
  topNavigation,
} from '@convoy/domain/content/navigation';
import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { ChevronDownIcon, CloseIcon } from '../../components/nav/menu-icons';
import { LanguageSwitch } from './language-switch';
import m from './layout.messages';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * SPEC §2: a full-width side drawer titled "Navigation Menu", with nested
 * collapsible sections (menu → group → links), closing when a link is chosen.
 *
 * A native modal `<dialog>`, mounted (closed, so not displayed and not in the
 * accessibility tree) as soon as its chunk is in, so opening it builds nothing.
 * The browser makes the page behind inert, traps Tab, closes on Escape; the
 * dialog covers the whole screen and `overscroll-behavior` keeps a swipe inside
 * it from scrolling the page.
 *
 * Making the page inert restyles every element of it (~40 ms of a 4× throttled
 * phone's tap on the home page: decision 009). So the tap shows the
 * dialog without a modal (`show()`: only the drawer is styled) and the frame
 * after the one that drew it makes it modal. In between, the drawer's own keys
 * do what the modal's would: Escape closes it, Tab makes it modal at once and
 * then moves within it. The dialog is a child of `<body>` (a portal): the
 * header's backdrop filter would otherwise be the containing block of a dialog
 * that is not in the top layer.
 */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Shown and not yet modal (see above); `swapping` while close() + showModal() make it modal.
  const notModal = useRef(false);
  const swapping = useRef(false);

  const makeModal = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || !notModal.current) return;
    const focused = document.activeElement;
    swapping.current = true;
    dialog.close();
    dialog.showModal();
    swapping.current = false;
    notModal.current = false;
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus({ preventScroll: true });
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    dialog.show();
    notModal.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(makeModal);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, makeModal]);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (!notModal.current) return;
        if (event.key === 'Escape') close();
        else if (event.key === 'Tab') makeModal();
      }}
      onClose={(event) => {
        // Made modal: closed and shown again at once (the event comes after, or at once in a test's DOM).
        if (swapping.current || event.currentTarget.open) return;
        notModal.current = false;
        onOpenChange(false);
        returnFocusTo.current?.focus({ preventScroll: true }); // the bar is sticky: always in view
      }}
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-full max-w-none overscroll-contain border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/40 open:flex open:flex-col focus:outline-none"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-slate-200 border-b px-4 sm:px-6">
        <h2 id={titleId} className="font-bold text-lg text-slate-900">
          {m.navigationMenu()}
        </h2>
        <button
          type="button"
          aria-label={m.closeMenu()}
          onClick={close}
          className="rounded-md p-2 text-2xl text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      <DrawerNavigation onNavigate={close} />
    </dialog>,
    document.body,
  );
}

/** The menus: built once, when the drawer mounts; opening and closing do not render them again. */
const DrawerNavigation = memo(function DrawerNavigation({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav
      aria-label={m.mainNavigation()}
      className="flex-1 overflow-y-auto overscroll-contain px-2 py-3 sm:px-4"
    >
      <TaskLinks onNavigate={onNavigate} />
      <LanguageSwitch className="mb-3 block px-3 py-2.5 text-brand-800" />
      <ul className="divide-y divide-slate-100">
        {topNavigation.map((item) => (
          <li key={item.label}>
            {item.kind === 'menu' ? (
              <Section label={item.label} level="top">
                {item.groups.map((group, index) => (
                  <DrawerGroup key={group.label ?? `links-${index}`} group={group} onNavigate={onNavigate} />
                ))}
              </Section>
            ) : (
              <DrawerLink to={item.to} onNavigate={onNavigate} className="px-3 py-3.5 font-semibold text-lg">
                {item.label}
              </DrawerLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** What renters come back to do, first and always open: one tap from the Menu button. */
function TaskLinks({ onNavigate }: { onNavigate: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3 rounded-lg bg-brand-50 px-1 py-2">
      <h3 id={headingId} className="px-3 pb-1 font-semibold text-slate-700 text-xs uppercase tracking-wider">
        {renterTasks.label}
      </h3>
      <ul>
        {renterTasks.links.map((link) => (
          <li key={link.to}>
            <DrawerLink to={link.to} onNavigate={onNavigate} className="px-3 py-2.5 font-semibold">
              {link.label}
            </DrawerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A collapsible section: the WAI-ARIA disclosure pattern, a button with
 * aria-expanded and aria-controls, its links rendered only while open. No
 * Radix Collapsible: it and the Radix core it pulls in were 4.2 KB gzip every
 * phone loaded with the drawer (decision 009: what a phone loads).
 */
function Section({ label, level, children }: { label: string; level: 'top' | 'group'; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const size = level === 'top' ? 'py-3.5 text-lg font-semibold' : 'py-2.5 font-semibold text-slate-700';
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state}>
      <button
        type="button"
        aria-controls={contentId}
        aria-expanded={open}
        data-state={state}
        onClick={() => setOpen((was) => !was)}
        className={`group flex w-full items-center justify-between rounded-md px-3 text-left text-slate-900 hover:bg-slate-50 ${size}`}
      >
        {label}
        <ChevronDownIcon className="text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      <div
        id={contentId}
        data-state={state}
        hidden={!open}
        className={level === 'top' ? 'pb-2 pl-3' : 'pb-1 pl-3'}
      >
        {open ? children : null}
      </div>
    </div>
  );
}

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const links = (
    <ul>
      {group.links.map((link) => (
        <li key={link.label}>
          <DrawerEntry link={link} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
  // SPEC §2 "Direct links" stand without a heading of their own.
  return group.label ? (
    <Section label={group.label} level="group">
      {links}
    </Section>
  ) : (
    links
  );
}

function DrawerEntry({ link, onNavigate }: { link: NavLinkData; onNavigate: () => void }) {
  if (link.to === null) {
    // SPEC Part B §9: Cars has no target; it reads as not yet available, not as a link.
    return (
      <span className="flex items-center justify-between px-3 py-2.5 text-slate-500">
        {link.label}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600 text-xs">
          Not yet available
        </span>
      </span>
    );
  }
  return (
    <DrawerLink to={link.to} onNavigate={onNavigate} className="px-3 py-2.5">
      {link.label}
    </DrawerLink>
  );
}

function DrawerLink({
  to,
  onNavigate,
  className,
  children,
}: {
  to: string;
  onNavigate: () => void;
  className: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={to === pathname ? 'page' : undefined}
      className={`block rounded-md text-slate-800 hover:bg-slate-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ${className}`}
    >
      {children}
    </Link>
  );
}
