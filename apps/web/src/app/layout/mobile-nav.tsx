import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';
import { loadOnce } from '../../lib/load-once';
import m from './layout.messages';
import type { DrawerProps } from './mobile-drawer';
import { phoneQuery } from './nav-styles';
import { whenEngaged } from './when-engaged';

// The drawer (a native dialog with the menus' data, 2.9 KB gzip) is its own chunk: desktop
// visitors never load it. A phone fetches it at the visitor's first touch, key or scroll on the
// page, so a reader who goes on to tap Menu finds it in; a visitor who only looks at the first
// screen never loads it (decision 009: what a phone loads). Approaching or pressing the button
// fetches it too: when that tap is the first touch, the drawer waits for its download (about a
// third of a second on an emulated slow 4G phone). The drawer's chunk imports the menus' (their
// data and icons, shared with the full bar): asking for both at once fetches them in one round
// trip instead of one after the other.
// A failed download (a flaky network, a deploy in between) is tried again at the next tap.
const drawerPart = loadOnce(() =>
  Promise.all([import('./mobile-drawer'), import('../../components/nav/menu-icons')]).then(
    ([drawer]) => drawer,
  ),
);

/** Below 1024 px: the Menu button and its full-width drawer (SPEC §2). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  // The drawer's component once its chunk is in: rendered directly, no Suspense to wait through.
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | undefined>(() => drawerPart.value);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any route change closes the drawer (SPEC §2: it closes when a link is chosen).
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  const load = useCallback(() => {
    drawerPart.load().then(
      (component) => setDrawer(() => component),
      (error: unknown) => {
        // The button says the menu is closed again; the next tap downloads it anew.
        console.warn('The menu could not be loaded; it is tried again at the next tap.', error);
        setOpen(false);
      },
    );
  }, []);
  useEffect(() => {
    if (!window.matchMedia?.(phoneQuery).matches) return;
    return whenEngaged(load);
  }, [load]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <MenuIcon className="text-xl" />
        {m.menu()}
      </button>
      {Drawer ? <Drawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </div>
  );
}
