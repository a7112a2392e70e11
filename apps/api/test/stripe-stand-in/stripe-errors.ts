/**
 * Stripe's error envelope, `{ error: { type, message, code?, param?, … } }`, with the HTTP status
 * the SDK turns into its error classes (400/404 StripeInvalidRequestError, 401
 * StripeAuthenticationError, 402 StripeCardError, 400 + idempotency_error StripeIdempotencyError).
 * Messages copy Stripe's wording where it is known (https://docs.stripe.com/error-codes).
 */

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /**
     * Stripe keeps no idempotent result for a request refused before an endpoint ran
     * (a parameter that failed validation): a retry with the same key runs again.
     */
    readonly beforeExecution = false,
  ) {
    super(body.message);
  }

  envelope(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

function invalid(
  message: string,
  extra: Partial<StripeErrorBody> = {},
  beforeExecution = false,
): StandInError {
  const doc = extra.code ? { doc_url: docUrl(extra.code) } : {};
  return new StandInError(400, { type: 'invalid_request_error', message, ...doc, ...extra }, beforeExecution);
}

export const stripeErrors = {
  missingParam: (param: string) =>
    invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param }, true),
  unknownParam: (param: string) =>
    invalid(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param }, true),
  invalidParam: (param: string, message: string) =>
    invalid(message, { code: 'parameter_invalid', param }, true),
  invalidInteger: (param: string, value: string) =>
    invalid(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param }, true),
  invalidBoolean: (param: string, value: string) =>
    invalid(`Invalid boolean: ${value}`, { code: 'parameter_invalid', param }, true),
  /** What the stand-in does not implement, said plainly rather than answered wrongly. */
  unsupported: (param: string, message: string) =>
    invalid(`${message} (Stripe stand-in: see apps/api/test/stripe-stand-in/README.md)`, { param }, true),
  noSuch: (kind: string, id: string, param: string) =>
    new StandInError(404, {
      type: 'invalid_request_error',
      message: `No such ${kind}: '${id}'`,
      code: 'resource_missing',
      doc_url: docUrl('resource_missing'),
      param,
    }),
  unrecognizedUrl: (method: string, path: string) =>
    new StandInError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    }),
  noApiKey: () =>
    new StandInError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    }),
  invalidApiKey: (key: string) =>
    new StandInError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      code: 'api_key_invalid',
    }),
  idempotencyMismatch: (key: string) =>
    new StandInError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
  unexpectedState: (message: string, paymentIntent?: unknown) =>
    invalid(message, {
      code: 'payment_intent_unexpected_state',
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    }),
  invalid,
};

/** A failed charge as Stripe answers it: 402, `card_error`, the PaymentIntent and PaymentMethod inside. */
export function cardError(details: {
  code: string;
  declineCode: string;
  message: string;
  charge: string;
  paymentIntent: unknown;
  paymentMethod: unknown;
}): StandInError {
  return new StandInError(402, {
    type: 'card_error',
    code: details.code,
    decline_code: details.declineCode,
    message: details.message,
    doc_url: docUrl(details.code),
    charge: details.charge,
    payment_intent: details.paymentIntent,
    payment_method: details.paymentMethod,
  });
}

/** A Stripe amount in words, as its error messages write it: `$12.50`. */
export function moneyText(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
