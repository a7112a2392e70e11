import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type ToastKind, toastStreak } from '../lib/toast';
import m from './toaster.messages';

const accent: Record<ToastKind, string> = {
  success: 'border-l-green-700',
  error: 'border-l-red-700',
  info: 'border-l-brand-700',
};

/**
 * The one toast system (SPEC Part B §7): at most 3 visible (lib/toast.ts),
 * 4 seconds, 356 px wide, swiped right past 50 px to dismiss, bottom right.
 * Radix Toast announces each message (errors assertively), pauses while
 * hovered or focused, and F8 moves focus to the notifications.
 * Default export: loaded lazily by layout/toast-host.tsx.
 */
export default function AppToaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const streak = useSyncExternalStore(subscribeToToasts, toastStreak, toastStreak);
  return (
    <Toast.Provider
      key={streak}
      duration={4000}
      swipeDirection="right"
      swipeThreshold={50}
      label={m.notifications()}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`relative w-[356px] max-w-full rounded-lg border border-slate-200 border-l-4 bg-white py-3 pr-10 pl-4 text-slate-900 text-sm shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:transition-transform ${accent[t.kind]}`}
        >
          <Toast.Description>{t.message}</Toast.Description>
          <Toast.Close
            aria-label={m.dismiss()}
            className="absolute top-2 right-2 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={m.region()}
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-w-full list-none flex-col items-end gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
