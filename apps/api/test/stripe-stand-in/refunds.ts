import type { Params } from './params.ts';
import type { StandInState } from './stand-in-state.ts';
import { moneyText, stripeErrors } from './stripe-errors.ts';
import { type Charge, newId, type PaymentIntent, type Refund, update } from './stripe-objects.ts';

/**
 * Refunds (https://docs.stripe.com/api/refunds): of a captured payment, whole or in parts,
 * never past what is left of it; and Stripe's list object for reading them back.
 */

function refundedPayment(state: StandInState, params: Params): { intent: PaymentIntent; charge: Charge } {
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if (intentId === undefined && chargeId === undefined) {
    throw stripeErrors.invalid(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  const charge = chargeId !== undefined ? state.charge(chargeId) : undefined;
  const intent = state.paymentIntent(intentId ?? charge?.payment_intent ?? '', 'payment_intent');
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw stripeErrors.invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund (its status is ${intent.status}).`,
      { code: 'charge_not_refundable', param: 'payment_intent' },
    );
  }
  return { intent, charge: charge ?? state.charge(intent.latest_charge) };
}

export function createRefund(state: StandInState, params: Params): Refund {
  params.only(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'metadata.*']);
  const reason = params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;
  const metadata = params.metadata('metadata');
  const { intent, charge } = refundedPayment(state, params);
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw stripeErrors.invalid(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.integer('amount') ?? left;
  if (amount < 1) throw stripeErrors.invalidParam('amount', 'This value must be greater than or equal to 1.');
  if (amount > left) {
    throw stripeErrors.invalid(
      `Refund amount (${moneyText(amount, charge.currency)}) is greater than unrefunded amount on charge (${moneyText(left, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: Refund = {
    id: newId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: state.now(),
    currency: charge.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    status: 'succeeded',
  };
  state.refunds.set(refund.id, refund);
  const refunded = charge.amount_refunded + amount;
  update(charge, { amount_refunded: refunded, refunded: refunded === charge.amount });
  state.emit('charge.refunded', charge);
  state.emit('refund.created', refund);
  return refund;
}

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** GET /v1/refunds: newest first, filtered by payment_intent or charge, `limit` and `starting_after`. */
export function listRefunds(state: StandInState, params: Params): ListObject<Refund> {
  params.only(['payment_intent', 'charge', 'limit', 'starting_after', 'ending_before', 'created']);
  if (params.value('ending_before') !== undefined || params.value('created') !== undefined) {
    throw stripeErrors.unsupported(
      'ending_before',
      'Listing refunds by ending_before or created is not implemented.',
    );
  }
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw stripeErrors.invalidParam('limit', 'This value must be between 1 and 100.');
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if (intentId !== undefined) state.paymentIntent(intentId, 'payment_intent');
  let refunds = [...state.refunds.values()]
    .filter((refund) => intentId === undefined || refund.payment_intent === intentId)
    .filter((refund) => chargeId === undefined || refund.charge === chargeId)
    .reverse();
  const after = params.string('starting_after');
  if (after !== undefined) refunds = refunds.slice(refunds.findIndex((refund) => refund.id === after) + 1);
  return {
    object: 'list',
    data: refunds.slice(0, limit),
    has_more: refunds.length > limit,
    url: '/v1/refunds',
  };
}
