import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lookupReservation } from '../api/reservation-api';

/** While a booking waits for its card payment, the success page asks again this often… */
export const pollEveryMs = 3_000;
/**
 * …for this long, then offers "Check again". Each lookup counts against the
 * manage rate limit (30 in 10 minutes per address): 15 at most leaves the
 * renter room to look the booking up and manage it afterwards. Each lookup
 * asks the provider itself, so the first one after the return usually settles it.
 */
export const pollForMs = 45_000;

/**
 * The booking as it stands now (GET /api/reservations/:code?email=, which asks
 * the payment provider first while the booking waits for its payment), asked
 * again every 3 s while it is `pending_payment`, for up to 45 s: the
 * provider's webhook usually lands within seconds of the return. Stops at
 * once on any other status or on an error. `again()` starts another 45 s.
 */
export function useBookingStatus(code: string, email: string) {
  const [since, setSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: ['reservation', code, email] as const,
    queryFn: ({ signal }) => lookupReservation(code, email, signal),
    // Always the live status on arrival, never a cached one.
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.status === 'success' &&
      q.state.data?.reservation.status === 'pending_payment' &&
      Date.now() - since < pollForMs
        ? pollEveryMs
        : false,
  });
  const waiting = query.data?.reservation.status === 'pending_payment';

  useEffect(() => {
    if (!waiting) return;
    const left = since + pollForMs - Date.now();
    if (left <= 0) {
      setGaveUp(true);
      return;
    }
    setGaveUp(false);
    const timer = setTimeout(() => setGaveUp(true), left);
    return () => clearTimeout(timer);
  }, [waiting, since]);

  return {
    query,
    /** Still asking: pending and within the 45 s. */
    polling: waiting && !gaveUp && !query.isError,
    /** Pending after 45 s of asking. */
    gaveUp: waiting && gaveUp,
    again: () => {
      setSince(Date.now());
      void query.refetch();
    },
  };
}
