import type { Handover, HandoverKind } from '@convoy/domain/contracts/counter.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/form/form-styles';
import { Link } from '../../../../components/link';
import { errorSentence } from '../../../../lib/api-client';
import { adminCopy } from '../../shell/admin-copy';
import { adminApi } from '../../shell/api/admin-api';
import { useStaffAccess } from '../../shell/api/use-staff-access';
import { OpenedClaims } from '../claims/opened-claims';
import { counterCopy } from '../counter-copy';
import { CheckInForm } from './check-in-form';
import { CheckOutDone } from './check-out-done';
import { CheckOutForm } from './check-out-form';
import { ReturnInspections } from './inspection-summary';
import { ReturnCharges } from './return-charges';
import { SwapForm } from './swap-form';
import { SwapHistory } from './swap-history';
import { type HandoverVehicle, useHandover, vehicleName } from './use-handover';

const copy = counterCopy.handover;

/** The charges last answered: a preview's, or the recorded return's. */
interface Answer {
  handover: Handover;
  recorded: boolean;
}

/**
 * The counter's check-out or check-in of a booking (`side`), opened from its
 * row of Today and addressed by the URL, so a tablet reloads onto it. Only a
 * role that may change the counter gets the form; others see what was
 * recorded.
 */
export default function HandoverScreen({
  code,
  side,
  backHref,
}: {
  code: string;
  side: HandoverKind;
  backHref: string;
}) {
  const mayAct = useStaffAccess('counter').change;
  const { handover, addPhoto, removePhoto, settle } = useHandover(code);
  // The renter's name, offered for the signature.
  const detail = useQuery({
    queryKey: ['admin', 'reservation', code],
    queryFn: () => adminApi.reservation(code),
    enabled: side === 'out' && mayAct,
  });
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The vehicle being swapped for another unit (decision 035), by class and number; and what the last swap did.
  const [swapping, setSwapping] = useState<string | null>(null);
  const [swapped, setSwapped] = useState<string | null>(null);
  const chargesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) chargesRef.current?.focus();
  }, [answer]);
  const h = handover.data;
  const photos = { onPhotoAdded: addPhoto, onPhotoRemoved: removePhoto };
  const outstanding = h?.vehicles.filter((v) => v.out && !v.in) ?? [];

  const body = () => {
    if (handover.error) {
      return (
        <p role="alert" className="text-red-800">
          {errorSentence(handover.error)}
        </p>
      );
    }
    if (!h) return <p className="text-slate-600">{adminCopy.table.loading}</p>;
    if (side === 'out') {
      if (h.agreement || h.vehicles.every((v) => v.out)) return <CheckOutDone handover={h} />;
      if (!mayAct) return <p className="text-slate-700">{copy.readOnly}</p>;
      return (
        <CheckOutForm
          handover={h}
          renterName={detail.data?.renterName}
          onDone={settle}
          onRefused={() => void handover.refetch()}
          {...photos}
        />
      );
    }
    if (outstanding.length === 0) {
      return answer?.recorded || h.finalInvoice ? null : <p className="text-slate-700">{copy.nothingOut}</p>;
    }
    if (!mayAct) return <p className="text-slate-700">{copy.readOnly}</p>;
    const swapVehicle = outstanding.find((v) => `${v.classId}|${v.seq}` === swapping);
    if (swapVehicle?.unit) {
      return (
        <SwapForm
          handover={h}
          vehicle={{ ...swapVehicle, unit: swapVehicle.unit }}
          {...photos}
          onCancel={() => setSwapping(null)}
          onDone={(next, words) => {
            settle(next);
            setSwapping(null);
            setSwapped(words);
          }}
        />
      );
    }
    return (
      <>
        <SwapActions
          vehicles={outstanding}
          onSwap={(key) => {
            setSwapped(null);
            setSwapping(key);
          }}
        />
        <CheckInForm
          handover={h}
          {...photos}
          onAnswer={(next, recorded) => {
            if (recorded) settle(next);
            setAnswer({ handover: next, recorded });
          }}
        />
      </>
    );
  };

  const shown = answer?.handover ?? (side === 'in' && h?.finalInvoice ? h : null);
  return (
    <div className="space-y-6">
      <Link
        to={backHref}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        <span aria-hidden="true">← </span>
        {copy.back}
      </Link>
      <div>
        <h2 className="font-bold text-slate-900 text-xl">
          {side === 'out' ? copy.checkOutTitle(code) : copy.checkInTitle(code)}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          {side === 'out' ? copy.checkOutLead : copy.checkInLead}
        </p>
        {/* A one-way rental (decision 028): where and when it goes back, for the agent to tell the renter. */}
        {side === 'out' && h?.returnLocation ? (
          <p className="mt-2 font-semibold text-brand-900">{h.returnLocation.words}</p>
        ) : null}
      </div>
      {answer?.recorded ? (
        <p role="status" className="font-semibold text-emerald-800">
          {copy.checkedIn(code)}
        </p>
      ) : null}
      {/* New damage at the return opened a claim per vehicle (decision 036). */}
      {side === 'in' && (answer?.recorded || h?.finalInvoice) ? <OpenedClaims code={code} /> : null}
      {swapped ? (
        <p role="status" className="font-semibold text-emerald-800">
          {swapped}
        </p>
      ) : null}
      {side === 'in' && h?.swaps ? <SwapHistory swaps={h.swaps} /> : null}
      {body()}
      {shown ? (
        <div ref={chargesRef} tabIndex={-1} className="focus:outline-none">
          <ReturnCharges
            handover={shown}
            title={answer && !answer.recorded ? copy.previewTitle : copy.chargesTitle}
          />
          {answer && !answer.recorded ? null : <ReturnInspections handover={shown} />}
        </div>
      ) : null}
    </div>
  );
}

/** "Swap vehicle" for each vehicle on rent (decision 035): it opens the swap form in place of the return. */
function SwapActions({ vehicles, onSwap }: { vehicles: HandoverVehicle[]; onSwap: (key: string) => void }) {
  const words = counterCopy.swap;
  return (
    <div className="flex flex-wrap gap-3">
      {vehicles
        .filter((v) => v.unit)
        .map((v) => (
          <button
            key={`${v.classId}|${v.seq}`}
            type="button"
            onClick={() => onSwap(`${v.classId}|${v.seq}`)}
            className={buttonClass.secondary}
          >
            {vehicles.length > 1 ? words.actionFor(vehicleName(v)) : words.action}
          </button>
        ))}
    </div>
  );
}
