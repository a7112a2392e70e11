import { brand } from '@convoy/domain/content/brand';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { CalendarEvent } from '@convoy/domain/rules/calendar';
import type { PickupLocation } from '../../../lib/catalog-queries';
import { bookedLines } from '../components/booking-summary';
import { successCopy } from '../copy/success-copy';

/** The path of the manage page for a booking (the e-mail is not put in the address). */
export function managePath(code: string): string {
  return `/manage?${new URLSearchParams({ code })}`;
}

/**
 * The booking as a calendar event, pickup to return (the instants the server
 * computed in the location's timezone). The UID is stable per booking, so
 * importing the file twice updates one event.
 */
export function reservationEvent(
  reservation: Reservation,
  location: PickupLocation | undefined,
): CalendarEvent {
  const host = new URL(brand.siteUrl).host;
  const address = location
    ? `${location.name}, ${location.address.street}, ${location.address.city}, ${location.address.region} ${location.address.postalCode}`
    : reservation.pickupLocationId;
  return {
    uid: `reservation-${reservation.code}@${host}`,
    title: successCopy.event.title(bookedLines(reservation)),
    description: successCopy.event.description(
      reservation.code,
      `${brand.siteUrl}${managePath(reservation.code)}`,
    ),
    location: address,
    start: new Date(reservation.pickupAt),
    end: new Date(reservation.returnAt),
    organizer: { name: brand.name, email: brand.email },
  };
}
