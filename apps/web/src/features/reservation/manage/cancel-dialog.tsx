import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
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
    <ConfirmDialog
      trigger={copy.cancel}
      title={copy.cancelTitle}
      body={copy.cancelBody(code)}
      keep={copy.cancelKeep}
      confirm={copy.cancelConfirm}
      pendingLabel={copy.cancelling}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
