import type { Screen } from '@convoy/domain/content/routes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { findPage } from '../../lib/locale';

// Toasts follow something the visitor does on these screens only (a booking
// refused because the last vehicle went, a cancellation, back-office saves), so
// the toaster (Radix Toast) never loads on a marketing page (decision 009:
// JS budget). Once it is there it stays, so a toast shown just before a
// navigation (confirm → availability on a 409) is still seen. A message sent
// while it loads waits in lib/toast.ts and shows when it arrives.
const AppToaster = lazy(() => import('../toaster'));
const screensThatToast: ReadonlySet<Screen> = new Set<Screen>(['confirm', 'manage']);

export function ToastHost() {
  const { pathname } = useLocation();
  const screen = findPage(pathname)?.screen;
  const wanted = pathname.startsWith('/admin') || (screen !== undefined && screensThatToast.has(screen));
  const [mounted, setMounted] = useState(false);
  // After hydration (the prerendered HTML has no toaster), and then for good.
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
