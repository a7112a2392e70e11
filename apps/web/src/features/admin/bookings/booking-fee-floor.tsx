import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DetailRow as Row } from '../shell/components/detail-row';
import { formatInstantShort } from '../shell/components/format';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.booking;

/**
 * The minimum a change left on what cancelling costs (SPEC Part B §14), and
 * the manager's waiver of it for this booking: asked first, recorded in the
 * audit log by the server. Nothing while there is none and none was waived.
 */
export function BookingFeeFloor({ r }: { r: AdminReservationDetail }) {
  const client = useQueryClient();
  const may = useStaffAccess('money').change;
  const waive = useMutation({
    mutationFn: () => bookingsApi.waiveFeeFloor(r.code),
    onSuccess: (updated) => {
      client.setQueryData(['admin', 'reservation', r.code], updated);
      toast.success(copy.waived(r.code));
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  if (r.cancellationFloorWaived && r.cancellationFeeFloorCents === 0) {
    const { by, at } = r.cancellationFloorWaived;
    return <Row label={copy.feeFloor}>{copy.feeFloorWaived(by, formatInstantShort(at))}</Row>;
  }
  if (r.cancellationFeeFloorCents === 0) return null;
  return (
    <Row label={copy.feeFloor}>
      <span className="block">{formatMoney(r.cancellationFeeFloorCents)}</span>
      <span className="block text-slate-600 text-xs">{copy.feeFloorWhy}</span>
      {may && r.status === 'confirmed' ? (
        <span className="mt-2 block">
          <ConfirmDialog
            trigger={copy.waiveFloor}
            title={copy.waiveFloorTitle(r.code)}
            body={copy.waiveFloorBody}
            keep={copy.keep}
            confirm={copy.waiveFloor}
            pendingLabel={copy.waiving}
            pending={waive.isPending}
            onConfirm={() => waive.mutate()}
          />
        </span>
      ) : null}
    </Row>
  );
}
