import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../form/form-styles';

/**
 * Asks before something that cannot be undone (cancelling a booking, on the
 * manage page and in the back office): a red trigger, a modal with the
 * consequence, "keep" to close and a red confirm that reads as pending while it runs.
 * In a subfolder, so it stays out of the chunk every page loads (vite.config.ts `site`):
 * only the screens that ask before cancelling load it and Radix's alert dialog.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  body,
  keep,
  confirm,
  pendingLabel,
  pending,
  onConfirm,
}: {
  trigger: string;
  /** The trigger's name where its text alone is ambiguous (one per row of a table). */
  triggerLabel?: string;
  title: string;
  body: string;
  keep: string;
  confirm: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={`${buttonClass.secondary} text-red-800 ring-red-300`}
        {...(triggerLabel ? { 'aria-label': triggerLabel } : {})}
      >
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-bold text-lg text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-800">{body}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>{keep}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${buttonClass.primary} bg-red-800 hover:bg-red-900`}
              aria-disabled={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? pendingLabel : confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
