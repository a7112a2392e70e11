import { useMutation } from '@tanstack/react-query';
import type { Ref } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { startPayment } from '../api/reservation-api';
import { paymentCopy as copy } from '../copy/payment-copy';

/**
 * "Pay now" or "Pay the balance — $X": asks for the payment provider's hosted
 * page (POST /api/reservations/:code/payment) and goes there; the provider
 * returns to /success. A press while one is on its way is ignored; a refusal
 * is said beside the button.
 */
export function PayButton({
  code,
  email,
  label,
  buttonRef,
}: {
  code: string;
  email: string;
  label: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const pay = useMutation({
    mutationFn: () => startPayment(code, email),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  // Still "opening" once answered: the browser is on its way to the provider's page.
  const busy = pay.isPending || pay.isSuccess;
  const refused =
    pay.error instanceof ApiError && pay.error.code === 'nothing_due'
      ? copy.nothingDue
      : pay.error
        ? errorSentence(pay.error)
        : null;
  return (
    <div className="space-y-2">
      <button
        ref={buttonRef}
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) pay.mutate();
        }}
        className={buttonClass.primary}
      >
        {busy ? copy.opening : label}
      </button>
      {refused ? (
        <p role="alert" className="font-semibold text-red-800">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
