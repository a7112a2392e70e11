import { z } from 'zod';
import { isoInstantSchema } from './common.schema.ts';

/**
 * Signed webhooks for partners (decision 038): staff register an endpoint and
 * the events it wants; each event is delivered to it signed as the Standard
 * Webhooks specification says, retried for a day, logged, replayable.
 */
export const webhookEventTypes = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'invoice.issued',
  'vehicle.checked_out',
  'vehicle.checked_in',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Each event in words, for the screen. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'booking.created': 'Booking created',
  'booking.changed': 'Booking changed',
  'booking.cancelled': 'Booking canceled',
  'payment.succeeded': 'Payment succeeded',
  'payment.refunded': 'Payment refunded',
  'invoice.issued': 'Invoice issued',
  'vehicle.checked_out': 'Vehicle checked out',
  'vehicle.checked_in': 'Vehicle checked in',
};

const urlMessage = 'Enter the full address of the endpoint, starting with https:// or http://.';

/** An endpoint's address: http or https, no credentials in it, at most 2,000 characters. */
export const webhookUrlSchema = z
  .string({ error: urlMessage })
  .trim()
  .max(2000, 'An address has at most 2,000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: urlMessage }))
  .refine((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return !parsed || (parsed.username === '' && parsed.password === '');
  }, 'Leave the user name and password out of the address: the signature proves who sends.');

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: 'Choose events from the list.' }), {
    error: 'Choose at least one event.',
  })
  .min(1, 'Choose at least one event.')
  .max(webhookEventTypes.length)
  .transform((events) => webhookEventTypes.filter((e) => events.includes(e)));

/** POST /api/admin/webhooks: an endpoint and the events it wants. */
export const webhookEndpointRequestSchema = z.object({ url: webhookUrlSchema, events: eventsSchema });
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointRequestSchema>;

/** PATCH /api/admin/webhooks/:id: other events, or the endpoint disabled (or enabled again). */
export const webhookEndpointUpdateSchema = z
  .object({ events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((u) => u.events !== undefined || u.enabled !== undefined, {
    message: 'Change the events or whether the endpoint is enabled.',
    path: ['events'],
  });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

export const webhookIdParamsSchema = z.object({ id: z.uuid('No such endpoint.') });
export const webhookDeliveryParamsSchema = z.object({
  id: z.string().regex(/^msg_[A-Za-z0-9]{16,40}$/, 'No such delivery.'),
});

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  createdAt: isoInstantSchema,
  /** When the signing secret was made or last rotated. */
  secretSetAt: isoInstantSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of a registration and of a rotation: the `whsec_…` secret, shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const webhookDeliveryStatuses = ['pending', 'sending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One try of a delivery: the receiver's status code (none when it never answered), how long, the error. */
export const webhookAttemptSchema = z.object({
  at: isoInstantSchema,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

/** One event sent to one endpoint: its `webhook-id` (the same on every attempt and replay), its attempts. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: isoInstantSchema,
  nextAttemptAt: isoInstantSchema.nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
