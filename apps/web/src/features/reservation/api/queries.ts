import type {
  AvailabilityRequestInput,
  AvailabilityResponse,
} from '@convoy/domain/contracts/availability.schema';
import type { CancellationPolicyResponse } from '@convoy/domain/contracts/cancellation.schema';
import type { PublicPaymentConfig } from '@convoy/domain/contracts/payment.schema';
import type { ExtrasResponse, ProtectionResponse } from '@convoy/domain/contracts/price-book.schema';
import type {
  ReservationPriceInput,
  ReservationPriceResponse,
} from '@convoy/domain/contracts/reservation.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * The availability search (POST /api/availability) and its query. It uses the
 * app's SPEC §9 defaults (fresh 5 minutes, kept 10, 3 retries except on 4xx);
 * it is a POST but reads only, so it is cached like any query. The request
 * comes from the trip (availabilityRequest in the domain's trip-draft.ts); the
 * catalogue's reads are lib/catalog-queries.ts, the booking's reservation-api.ts.
 */
export function searchAvailability(
  request: AvailabilityRequestInput,
  signal?: AbortSignal,
): Promise<AvailabilityResponse> {
  return apiRequest('/api/availability', { body: request, ...(signal ? { signal } : {}) });
}

export const availabilityKey = (request: AvailabilityRequestInput) => ['availability', request] as const;

export function availabilityQuery(request: AvailabilityRequestInput) {
  return {
    queryKey: availabilityKey(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchAvailability(request, signal),
  };
}

/**
 * The true total of the booking being prepared (POST /api/reservations/price):
 * the confirm step's live total and a card's price for several vehicles. It
 * holds nothing, so it is cached like a search.
 */
export function priceQuery(request: ReservationPriceInput) {
  return {
    queryKey: ['price', request] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReservationPriceResponse> =>
      apiRequest('/api/reservations/price', { body: request, signal }),
  };
}

/** What can be added at a location (GET /api/extras), with prices. */
export function extrasQuery(locationId: string) {
  return {
    queryKey: ['extras', locationId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExtrasResponse> =>
      apiRequest(`/api/extras?${new URLSearchParams({ locationId })}`, { signal }),
  };
}

/** The protection products (GET /api/protection), per vehicle per day. */
export const protectionQuery = {
  queryKey: ['protection'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ProtectionResponse> =>
    apiRequest('/api/protection', { signal }),
};

/** The company's cancellation policy in plain words (GET /api/cancellation-policy), shown before booking. */
export const cancellationPolicyQuery = {
  queryKey: ['cancellation-policy'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CancellationPolicyResponse> =>
    apiRequest('/api/cancellation-policy', { signal }),
};

/**
 * The cancellation policy a booking of this trip would keep: a one-way
 * route's own when it has one, else the company's (decision 028). A round
 * trip asks what `cancellationPolicyQuery` asks, and shares its cache.
 */
export function tripCancellationPolicyQuery(
  locationId: string,
  returnLocationId: string | undefined,
): {
  queryKey: readonly string[];
  queryFn: (context: { signal: AbortSignal }) => Promise<CancellationPolicyResponse>;
} {
  if (!returnLocationId) return cancellationPolicyQuery;
  const query = new URLSearchParams({ locationId, returnLocationId });
  return {
    queryKey: ['cancellation-policy', locationId, returnLocationId],
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CancellationPolicyResponse> =>
      apiRequest(`/api/cancellation-policy?${query}`, { signal }),
  };
}

/** What the company collects online at booking (GET /api/payments/config): nothing, the deposit or the total. */
export const paymentConfigQuery = {
  queryKey: ['payment-config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PublicPaymentConfig> =>
    apiRequest('/api/payments/config', { signal }),
};
