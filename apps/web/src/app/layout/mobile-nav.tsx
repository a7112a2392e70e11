import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';

// The drawer (Radix Dialog and Collapsible) is its own chunk: desktop visitors
// never load it, phones fetch it when the Menu button is approached or pressed.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** Below 1024 px: the Menu button and its full-width drawer (SPEC §2). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any route change closes the drawer (SPEC §2: it closes when a link is chosen).
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <MenuIcon className="text-xl" />
        Menu
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
