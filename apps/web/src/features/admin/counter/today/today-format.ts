import { formatTime } from '../../../../lib/format';

/**
 * The time of day of an instant the counter answers with the location's offset
 * ("2026-07-13T09:00:00-04:00" → "9:00 AM"): its wall clock as written, so a
 * tablet in another timezone still shows the location's time.
 */
export const wallClockTime = (iso: string) => formatTime(iso.slice(11, 16));

/** Where a booking opens in the bookings view. */
export const bookingHref = (code: string) => `/admin?view=bookings&booking=${encodeURIComponent(code)}`;
