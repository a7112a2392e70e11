/**
 * Stripe's test card numbers the stand-in knows (https://docs.stripe.com/testing#cards), and what
 * each does when charged. Any other number is refused as Stripe's page refuses a wrong number.
 */

export interface Decline {
  code: 'card_declined' | 'authentication_required';
  declineCode: string;
  message: string;
}

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  /** How a charge ends: paid, declined, or held for 3-D Secure on the hosted page. */
  outcome: 'succeeds' | 'declined' | 'three_d_secure';
  decline?: Decline;
}

const genericDecline: Decline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

const cards: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', decline: genericDecline },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  // Asks for 3-D Secure on every charge, off-session ones included (which then fail).
  { number: '4000002760003184', brand: 'visa', outcome: 'three_d_secure' },
];

/** An off-session charge cannot show the customer a 3-D Secure page: Stripe declines it. */
export const authenticationRequired: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** A failed 3-D Secure check, as Stripe records it on the PaymentIntent. */
export const authenticationFailed = {
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
} as const;

/** The test card for a number typed with or without spaces or dashes; undefined for any other. */
export function findTestCard(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return cards.find((card) => card.number === digits);
}

export { genericDecline };
