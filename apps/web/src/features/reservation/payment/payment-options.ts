import type { Organisation } from '@convoy/domain/contracts/organisation.schema';
import type { CollectMode, PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import { paymentCopy as copy } from '../copy/payment-copy';

/**
 * What the confirm step offers for paying (decision 014), as the API allows it
 * (payments.service.ts `forBooking`): the company's own way first, by card
 * when it collects online (the deposit or the total) or at the counter when it
 * collects nothing, and "Pay by invoice" for an organization approved for
 * invoice terms. One way offered is said in words; two are a choice.
 */
export function offeredMethods(collect: CollectMode, organisation: Organisation | null): PaymentMethod[] {
  const own: PaymentMethod = collect === 'none' ? 'at_pickup' : 'card';
  return organisation?.terms.status === 'approved' ? [own, 'invoice'] : [own];
}

/** The renter's choice while it is offered; else the first way offered (booking privately drops invoice). */
export function chosenMethod(chosen: PaymentMethod | null, offered: readonly PaymentMethod[]): PaymentMethod {
  return chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? 'at_pickup');
}

/** Whether this booking must carry a purchase order number. */
export function poRequired(method: PaymentMethod | undefined, organisation: Organisation | null): boolean {
  return method === 'invoice' && organisation?.terms.poRequired === true;
}

/** The message beside the PO field when the booking needs a number it lacks (the API says the same). */
export function poProblem(
  method: PaymentMethod | undefined,
  organisation: Organisation | null,
  poNumber: string,
): Record<string, string> | null {
  if (!organisation || !poRequired(method, organisation) || poNumber.trim() !== '') return null;
  return { poNumber: copy.poMissing(organisation.name) };
}
