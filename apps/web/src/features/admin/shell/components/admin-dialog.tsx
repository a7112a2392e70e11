import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { adminCopy } from '../admin-copy';

/**
 * A back-office dialog (a booking, an organisation, a form a row opens): its
 * title, a Close button, what it is for (read to screen readers), scrolling
 * inside when taller than the screen. Closing it gives the focus back to what
 * opened it.
 */
export function AdminDialog({
  title,
  description,
  onClose,
  size = 'wide',
  children,
}: {
  title: string;
  /** Read out when it opens; shown when `size` is narrow (a form's lead). */
  description: string;
  onClose: () => void;
  size?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl focus:outline-none ${size === 'wide' ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-bold text-slate-900 text-xl">{title}</Dialog.Title>
            <Dialog.Close className="min-h-10 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-50">
              {adminCopy.frame.close}
            </Dialog.Close>
          </div>
          <Dialog.Description className={size === 'wide' ? 'sr-only' : 'mt-2 text-slate-700'}>
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
