import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointRequest,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '@convoy/domain/contracts/webhook.schema';
import { adminRequest } from '../../shell/api/admin-api';

const endpoint = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/** Partners' webhooks under /api/admin/webhooks (decision 038). */
export const webhooksApi = {
  list: () => adminRequest<{ endpoints: WebhookEndpoint[] }>('/webhooks'),
  /** The answer carries the signing secret: shown once, never again. */
  register: (request: WebhookEndpointRequest) =>
    adminRequest<WebhookEndpointWithSecret>('/webhooks', { body: request }),
  change: (id: string, change: WebhookEndpointUpdate) =>
    adminRequest<WebhookEndpoint>(endpoint(id), { method: 'PATCH', body: change }),
  remove: (id: string) => adminRequest<void>(endpoint(id), { method: 'DELETE' }),
  rotateSecret: (id: string) =>
    adminRequest<WebhookEndpointWithSecret>(`${endpoint(id)}/secret`, { body: {} }),
  deliveries: (id: string) => adminRequest<{ deliveries: WebhookDelivery[] }>(`${endpoint(id)}/deliveries`),
  /** Sent again now, with the same webhook-id. */
  replay: (deliveryId: string) =>
    adminRequest<WebhookDelivery>(`/webhooks/deliveries/${encodeURIComponent(deliveryId)}/replay`, {
      body: {},
    }),
};
