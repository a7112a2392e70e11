import type { PaymentSessionResponse } from '@convoy/domain/contracts/payment.schema';
import type { PayerPage } from '@convoy/domain/contracts/split-payment.schema';
import { apiRequest } from '../../lib/api-client';

/**
 * A member's calls (apps/api/src/payments/split-payment.routes.ts), each with the link's token in
 * `Authorization: Bearer`, never in a URL, so never in an access log.
 */
export function payerApi(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    page: () => apiRequest<PayerPage>('/api/payer', { headers }),
    pay: () =>
      apiRequest<PaymentSessionResponse>('/api/payer/payment', { method: 'POST', headers, body: {} }),
  };
}
