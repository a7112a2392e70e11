import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type { SplitPaymentView } from '@convoy/domain/contracts/split-payment.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { remindPayers, resendPayerLink, splitOf } from '../api/reservation-api';
import { splitCopy as copy } from '../copy/split-copy';
import { ManageCard } from './manage-card';

// The form in a chunk of its own: most bookings are never split.
const SplitForm = lazy(() => import('./split-form'));

/** A card booking still to come can be split (decision 045); the API refuses the rest. */
export const splittable = (found: ReservationResponse) =>
  found.reservation.status === 'confirmed' && found.payment?.method === 'card';

const splitKey = (code: string) => ['split', code] as const;

/** Who pays what of the booking, read once per booking found (shared by the section and the pay button). */
export function useSplit(found: ReservationResponse, email: string) {
  const code = found.reservation.code;
  return useQuery({
    queryKey: splitKey(code),
    queryFn: () => splitOf(code, email),
    enabled: splittable(found),
    staleTime: 30_000,
  });
}

/**
 * The manage page's "Split the cost" (decision 045): who pays what and who has paid, a reminder to
 * who has not, a member's link sent again; the form to split or change the split while nobody has
 * paid. Each answer of the API replaces the view.
 */
export function SplitSection({ found, email }: { found: ReservationResponse; email: string }) {
  const split = useSplit(found, email);
  const queryClient = useQueryClient();
  const code = found.reservation.code;
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) status.current?.focus();
  }, [said]);
  const show = (view: SplitPaymentView, message: string) => {
    queryClient.setQueryData(splitKey(code), view);
    setSaid(message);
  };
  const remind = useMutation({
    mutationFn: () => remindPayers(code, email),
    onSuccess: ({ reminded }) => {
      setSaid(copy.reminded(reminded));
      void split.refetch();
    },
  });
  const resend = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => resendPayerLink(code, email, id),
    onSuccess: (_none, { name }) => setSaid(copy.resent(name)),
  });
  if (!splittable(found)) return null;

  const view = split.data;
  const members = view?.payers ?? [];
  const anyPaid = members.some((p) => p.paidCents > 0);
  const problem = remind.error ?? resend.error;
  return (
    <ManageCard heading={copy.heading}>
      {split.isPending ? (
        <p role="status" className="text-slate-700">
          {copy.loading}
        </p>
      ) : split.isError || !view ? (
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-red-800">{copy.failed}</p>
          <button type="button" className={buttonClass.secondary} onClick={() => void split.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : editing ? (
        <Suspense fallback={<p className="text-slate-700">{copy.loading}</p>}>
          <SplitForm
            view={view}
            code={code}
            email={email}
            onSaved={(saved) => {
              setEditing(false);
              show(saved, saved.payers.length > 0 ? copy.sent(saved.payers.length) : copy.ended);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          {said ? (
            <p
              ref={status}
              tabIndex={-1}
              role="status"
              className="font-semibold text-green-800 focus:outline-none"
            >
              {said}
            </p>
          ) : null}
          {problem ? (
            <p role="alert" className="font-semibold text-red-800">
              {errorSentence(problem)}
            </p>
          ) : null}
          {members.length === 0 ? (
            <p className="text-slate-700">{copy.intro(view.dueOn)}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              <PayerLine
                name={copy.you}
                amountCents={view.organiser.amountCents}
                paidCents={view.organiser.paidCents}
                dueCents={view.organiser.dueCents}
                status={copy.status[view.organiser.status]}
              />
              {members.map((p) => (
                <PayerLine
                  key={p.id}
                  name={p.name}
                  detail={p.email}
                  amountCents={p.amountCents}
                  paidCents={p.paidCents}
                  dueCents={p.dueCents}
                  status={copy.status[p.status]}
                  action={
                    p.status === 'due' ? (
                      <button
                        type="button"
                        className={buttonClass.link}
                        aria-disabled={resend.isPending || undefined}
                        onClick={() => {
                          if (!resend.isPending) resend.mutate({ id: p.id, name: p.name });
                        }}
                      >
                        {copy.resend(p.name)}
                      </button>
                    ) : null
                  }
                />
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-3">
            {members.some((p) => p.status === 'due') ? (
              <button
                type="button"
                className={buttonClass.secondary}
                aria-disabled={remind.isPending || undefined}
                onClick={() => {
                  if (!remind.isPending) remind.mutate();
                }}
              >
                {remind.isPending ? copy.reminding : copy.remind}
              </button>
            ) : null}
            {anyPaid ? (
              <p className="text-slate-700">{copy.locked}</p>
            ) : (
              <button
                type="button"
                className={members.length === 0 ? buttonClass.primary : buttonClass.secondary}
                onClick={() => {
                  setSaid(null);
                  setEditing(true);
                }}
              >
                {members.length === 0 ? copy.open : copy.change}
              </button>
            )}
          </div>
        </>
      )}
    </ManageCard>
  );
}

function PayerLine({
  name,
  detail,
  amountCents,
  paidCents,
  dueCents,
  status,
  action,
}: {
  name: string;
  detail?: string;
  amountCents: number;
  paidCents: number;
  dueCents: number;
  status: string;
  action?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        {detail ? <p className="text-slate-600 text-sm">{detail}</p> : null}
        {action}
      </div>
      <div className="text-right">
        <p>
          {copy.share}: {formatMoney(amountCents)}
          {paidCents > 0 ? ` · ${copy.paid}: ${formatMoney(paidCents)}` : ''}
        </p>
        <p className="font-semibold text-slate-800">
          {status}
          {dueCents > 0 ? ` · ${copy.dueLine(dueCents)}` : ''}
        </p>
      </div>
    </li>
  );
}
