import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { manageCopy as copy } from '../copy/manage-copy';

/** Asks before cancelling: a cancellation cannot be undone, and what it costs now is said again. */
export function CancelDialog({
  code,
  feeNow,
  pending,
  onConfirm,
}: {
  code: string;
  feeNow: number | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={copy.cancel}
      title={copy.cancelTitle}
      body={feeNow === null ? copy.cancelBody(code) : `${copy.cancelBody(code)} ${copy.feeNow(feeNow)}`}
      keep={copy.cancelKeep}
      confirm={copy.cancelConfirm}
      pendingLabel={copy.cancelling}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
