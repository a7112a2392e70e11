import type { StandInState } from './stand-in-state.ts';
import { stripeErrors } from './stripe-errors.ts';
import { type Dispute, newId, update } from './stripe-objects.ts';

/**
 * Disputes (https://docs.stripe.com/disputes): the card holder's bank takes a
 * charge back; Stripe sends `charge.dispute.created`, then
 * `charge.dispute.closed` with the outcome. The customer's bank acts, not the
 * API: tests open and close them through the stand-in's own methods.
 */

export type DisputeReason = 'fraudulent' | 'duplicate' | 'product_not_received' | 'general';

/** The card holder disputes a succeeded payment (all of it unless `amount` says less). */
export function openDispute(
  state: StandInState,
  paymentIntentId: string,
  options: { reason?: DisputeReason; amount?: number } = {},
): Dispute {
  const intent = state.paymentIntent(paymentIntentId);
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw stripeErrors.invalid(`PaymentIntent ${intent.id} has no succeeded charge to dispute.`);
  }
  const charge = state.charge(intent.latest_charge);
  const dispute: Dispute = {
    id: newId('dp_'),
    object: 'dispute',
    amount: options.amount ?? charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: state.now(),
    currency: charge.currency,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: options.reason ?? 'fraudulent',
    status: 'needs_response',
  };
  state.disputes.set(dispute.id, dispute);
  state.emit('charge.dispute.created', dispute);
  return dispute;
}

/** The bank decides: `won` (the money stays) or `lost` (it goes back to the card holder). */
export function closeDispute(state: StandInState, id: string, outcome: 'won' | 'lost'): Dispute {
  const dispute = state.dispute(id);
  update(dispute, { status: outcome });
  state.emit('charge.dispute.closed', dispute);
  return dispute;
}
