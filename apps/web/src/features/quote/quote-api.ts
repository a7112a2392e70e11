import type { QuoteRequestInput, QuoteResponse } from '@convoy/domain/contracts/quote.schema';
import { apiRequest } from '../../lib/api-client';

/** POST /api/quotes: 201 with the quote's id and a short code for the visitor. */
export function submitQuote(request: QuoteRequestInput): Promise<QuoteResponse> {
  return apiRequest('/api/quotes', { body: request });
}
