import type { PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { useEffect, useRef } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { fieldIds } from '../../../components/form/field-ids';
import { hintClass } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import type { FlowChoices } from '../../../lib/flow/flow-state';
import { flowStore, useFlow } from '../../../lib/flow/use-flow';
import type { FieldErrorState } from '../components/use-field-errors';
import { paymentCopy as copy } from '../copy/payment-copy';
import type { PaymentChoice } from './use-payment-choice';

/** What a way of paying means for this booking, in words, with the live price's amounts. */
function methodText(method: PaymentMethod, choice: PaymentChoice, pricing: PricedTrip | undefined): string {
  const organisation = choice.organisation;
  if (method === 'invoice')
    return copy.invoiceText(organisation?.name ?? '', organisation?.terms.netDays ?? null);
  if (method === 'at_pickup') return copy.atPickupText(pricing?.depositCents);
  return choice.collect === 'full'
    ? copy.cardFull(pricing?.totalCents)
    : copy.cardDeposit(pricing?.depositCents, pricing?.totalCents);
}

function methodLabel(method: PaymentMethod, choice: PaymentChoice): string {
  if (method === 'invoice') return copy.invoice(choice.organisation?.terms.netDays ?? null);
  return method === 'card' ? copy.card : copy.atPickup;
}

/** Why the remembered organization is not booked for, when the renter wanted it. */
function AccountNotice({ choice }: { choice: PaymentChoice }) {
  const { wanted, account, organisation } = choice;
  if (!wanted) return null;
  if (account.isPending) return <p className={hintClass}>{copy.accountLoading}</p>;
  if (account.isError) {
    const refused = (account.error as { status?: number }).status === 401;
    return (
      <p className="rounded-md border border-amber-600 bg-amber-50 p-3 text-slate-900 text-sm">
        {refused ? copy.accountRefused(wanted.name) : copy.accountFailed}{' '}
        <Link to="/organisation" className="font-semibold text-brand-800 underline underline-offset-2">
          {copy.accountLink}
        </Link>
      </p>
    );
  }
  if (organisation?.terms.status === 'requested')
    return <p className={hintClass}>{copy.termsPending(organisation.name)}</p>;
  return null;
}

/**
 * The confirm step's "How you'll pay" (decision 014): booking for the organization
 * remembered on this device (on unless the renter books privately), the ways
 * of paying the company and the organization's terms allow (payment-options.ts)
 * with what each means for this total, and the purchase order number when
 * paying by invoice. Kept in the flow's choices like the extras; `errors`
 * holds the PO field's message (missing, or the API's refusal).
 */
export function PaymentSection({
  choice,
  pricing,
  errors,
}: {
  choice: PaymentChoice;
  pricing: PricedTrip | undefined;
  errors: FieldErrorState;
}) {
  const choices = useFlow((s) => s.choices);
  const update = (patch: Partial<FlowChoices>) => flowStore().updateChoices(patch);
  const { remembered, offered, method } = choice;

  // The PO field is the one field here a booking can be refused for (the method's refusals go to
  // the form's summary): it takes the focus on each failed attempt, its message read with it.
  const focused = useRef(0);
  const poError = errors.errors.poNumber;
  useEffect(() => {
    if (errors.focusKey === focused.current || !poError) return;
    focused.current = errors.focusKey;
    const control = document.getElementById(fieldIds('poNumber').control);
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [errors.focusKey, poError]);

  return (
    <section
      aria-labelledby="payment-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="payment-heading" className="font-bold text-lg text-slate-900">
        {copy.heading}
      </h2>
      {remembered ? (
        <CheckboxField
          registration={{
            name: 'bookForOrganisation',
            onChange: (event) => {
              errors.clear();
              update({ bookPrivately: !event.target.checked });
            },
          }}
          checked={!choices.bookPrivately}
          label={copy.bookFor(choice.organisation?.name ?? remembered.name)}
        >
          <p className={hintClass}>{copy.bookForHint}</p>
        </CheckboxField>
      ) : null}
      <AccountNotice choice={choice} />
      {offered.length > 1 && method ? (
        <RadioGroupField
          registration={{
            name: 'paymentMethod',
            onChange: (event) => {
              errors.clear();
              update({ paymentMethod: event.target.value as PaymentMethod });
            },
          }}
          value={method}
          legend={copy.methodLegend}
          options={offered.map((m) => ({
            value: m,
            label: methodLabel(m, choice),
            description: methodText(m, choice, pricing),
          }))}
        />
      ) : method ? (
        <div>
          <p className="font-semibold text-slate-900">{methodLabel(method, choice)}</p>
          <p className="mt-1 text-slate-800">{methodText(method, choice, pricing)}</p>
        </div>
      ) : null}
      {method === 'card' ? <p className={hintClass}>{copy.cardPage}</p> : null}
      {method === 'invoice' ? (
        <TextField
          registration={{
            name: 'poNumber',
            onChange: (event) => {
              errors.clear('poNumber');
              update({ poNumber: event.target.value });
            },
          }}
          value={choices.poNumber}
          label={copy.poNumber}
          hint={copy.poHint}
          optional={!choice.poRequired}
          error={poError}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
      ) : null}
    </section>
  );
}
