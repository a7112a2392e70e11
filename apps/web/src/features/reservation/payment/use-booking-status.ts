import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lookupReservation } from '../api/reservation-api';

/** While a booking waits for its card payment, the success page asks again this often… */
export const pollEveryMs = 2_000;
/** …for this long, then offers "Check again" (each lookup counts against the manage rate limit). */
export const pollForMs = 60_000;

/**
 * The booking as it stands now (GET /api/reservations/:code?email=, which asks
 * the payment provider first while the booking waits for its payment), asked
 * again every 2 s while it is `pending_payment`, for up to a minute: the
 * provider's webhook usually lands within seconds of the return. Stops at
 * once on any other status or on an error. `again()` starts another minute.
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
    /** Still asking: pending and within the minute. */
    polling: waiting && !gaveUp && !query.isError,
    /** Pending after a minute of asking. */
    gaveUp: waiting && gaveUp,
    again: () => {
      setSince(Date.now());
      void query.refetch();
    },
  };
}
