import { useQuery } from '@tanstack/react-query';
import { useFlow } from '../../../lib/flow/use-flow';
import { organisationAccountQuery, useRememberedOrganisation } from '../../../lib/organisation-account';
import { paymentConfigQuery } from '../api/queries';
import type { PaymentFields } from '../confirm/reservation-request';
import { chosenMethod, offeredMethods, poRequired } from './payment-options';

const nobody = { code: '', key: '' };
const answered = (query: { isPending: boolean; failureCount: number }) =>
  !query.isPending || query.failureCount > 0;

/**
 * How the booking on the confirm step is paid and for whom (decision 014): the
 * company's setting (GET /api/payments/config), the organization remembered on
 * this device and its account (terms, name), unless the renter books
 * privately, and the renter's choice in the flow. `fields` go into the live
 * price and the booking; `ready` is false until the setting and the account
 * have answered, so the price is asked once, as it will be booked.
 */
export function usePaymentChoice() {
  const choices = useFlow((s) => s.choices);
  const remembered = useRememberedOrganisation() ?? null;
  const config = useQuery(paymentConfigQuery);
  const wanted = remembered && !choices.bookPrivately ? remembered : null;
  const account = useQuery({ ...organisationAccountQuery(wanted ?? nobody), enabled: wanted !== null });
  const organisation = wanted ? (account.data?.organisation ?? null) : null;
  const collect = config.data?.collectAtBooking;
  const offered = collect ? offeredMethods(collect, organisation) : [];
  const method = offered.length > 0 ? chosenMethod(choices.paymentMethod, offered) : undefined;
  const po = choices.poNumber.trim();
  const fields: PaymentFields = {
    ...(method ? { paymentMethod: method } : {}),
    ...(wanted && organisation ? { organisation: { code: wanted.code, key: wanted.key } } : {}),
    ...(method === 'invoice' && po !== '' ? { poNumber: po } : {}),
  };
  return {
    remembered,
    /** The remembered account, while the renter books for it. */
    wanted,
    account,
    /** The organization booked for, once its account answered. */
    organisation,
    collect,
    offered,
    method,
    poRequired: poRequired(method, organisation),
    fields,
    // A failed first try counts as an answer: the price is not held up by retries.
    ready: answered(config) && (wanted === null || answered(account)),
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
