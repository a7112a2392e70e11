import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../../components/form/form-styles';
import { manageCopy as copy } from '../copy/manage-copy';

/** Asks before cancelling: a cancellation cannot be undone. */
export function CancelDialog({
  code,
  pending,
  onConfirm,
}: {
  code: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={`${buttonClass.secondary} text-red-800 ring-red-300`}>
        {copy.cancel}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-bold text-lg text-slate-900">
            {copy.cancelTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-800">
            {copy.cancelBody(code)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>{copy.cancelKeep}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${buttonClass.primary} bg-red-800 hover:bg-red-900`}
              aria-disabled={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? copy.cancelling : copy.cancelConfirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
