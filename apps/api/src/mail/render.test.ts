import { locationSeed } from '@convoy/domain/content/locations';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { priceRental } from '@convoy/domain/rules/pricing';
import { describe, expect, it } from 'vitest';
import type { OutboxPayload, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { renderEmail, subjectOf } from './render.ts';

const location = locationSeed.find((l) => l.id === 'baltimore')!;
const reservation: Reservation = {
  code: 'CNV-7K3M9Q',
  status: 'confirmed',
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  locationTimezone: 'America/New_York',
  pickupDate: '2026-07-06',
  pickupTime: '09:00',
  returnDate: '2026-07-08',
  returnTime: '17:00',
  pickupAt: '2026-07-06T09:00:00-04:00',
  returnAt: '2026-07-08T17:00:00-04:00',
  rentalMonths: null,
  renterAge: 30,
  rentalPurpose: 'sports-teams',
  vehicleId: '15-passenger-van',
  vehicleName: '15 Passenger Van',
  quantity: 2,
  contact: { firstName: 'Ada <b>', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
  createdAt: '2026-07-01T08:00:00-04:00',
  cancelledAt: null,
};
const pricing = priceRental({
  pickupAt: Date.parse(reservation.pickupAt),
  returnAt: Date.parse(reservation.returnAt),
  rates: { dailyRateCents: 17900, weeklyRateCents: 107400, monthlyRateCents: 359900 },
  quantity: 2,
});
const snapshot: ReservationSnapshot = { reservation, pricing, location };
const ctx = { publicUrl: 'https://rent.test' };

describe('the renter’s confirmation', () => {
  const payload: OutboxPayload = { kind: 'reservation_confirmation', ...snapshot };
  const email = renderEmail(payload, ctx);

  it('says what, when and where, in the location’s time with its zone', () => {
    expect(email.subject).toBe('Your Convoy reservation CNV-7K3M9Q is confirmed');
    expect(subjectOf(payload)).toBe(email.subject);
    for (const part of [
      'Reservation code: CNV-7K3M9Q',
      '2 × 15 Passenger Van',
      'Monday, July 6, 2026 at 9:00 AM EDT',
      'Wednesday, July 8, 2026 at 5:00 PM EDT',
      'Baltimore Harbor\n1200 Harbor Boulevard, Baltimore, MD 21230',
      'Hours: Mon–Fri 7:00 AM–7:00 PM; Sat 8:00 AM–5:00 PM; Sun 9:00 AM–3:00 PM',
      'https://rent.test/manage?code=CNV-7K3M9Q',
    ]) {
      expect(email.text).toContain(part);
    }
  });

  it('breaks the price down as SPEC §9 computes it', () => {
    expect(email.text).toMatch(/2 days × \$179\.00:\s+\$358\.00/);
    expect(email.text).toMatch(/Extra 8 h \(a full daily rate\):\s+\$179\.00/);
    expect(email.text).toMatch(/Per vehicle:\s+\$537\.00/);
    expect(email.text).toMatch(/Total \(USD\):\s+\$1,074\.00/);
  });

  it('escapes what the renter typed in the HTML part', () => {
    expect(email.html).toContain('Hello Ada &lt;b&gt;,');
    expect(email.html).not.toContain('Ada <b>');
    expect(email.html).toContain('<a href="https://rent.test/manage?code=CNV-7K3M9Q"');
  });

  it('attaches a calendar event from pickup to return', () => {
    const [ics] = email.attachments;
    expect(ics).toMatchObject({
      filename: 'reservation-CNV-7K3M9Q.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(ics!.content).toContain('METHOD:PUBLISH');
    expect(ics!.content).toContain('DTSTART:20260706T130000Z');
    expect(ics!.content).toContain('DTEND:20260708T210000Z');
    expect(ics!.content).toContain('UID:CNV-7K3M9Q@www.convoy.example');
  });
});

describe('the other e-mails', () => {
  it('cancels the calendar event with the same UID', () => {
    const email = renderEmail(
      { kind: 'reservation_cancellation', ...snapshot, reservation: { ...reservation, status: 'cancelled' } },
      ctx,
    );
    expect(email.subject).toBe('Your Convoy reservation CNV-7K3M9Q is cancelled');
    expect(email.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(email.attachments[0]!.content).toContain('STATUS:CANCELLED');
    expect(email.attachments[0]!.content).toContain('UID:CNV-7K3M9Q@www.convoy.example');
  });

  it('tells staff what was booked, by whom, for how much', () => {
    const email = renderEmail(
      { kind: 'staff_notification', event: { type: 'reservation_confirmed', ...snapshot } },
      ctx,
    );
    expect(email.subject).toBe(
      'New reservation CNV-7K3M9Q: 2 × 15 Passenger Van, Baltimore Harbor, Monday, July 6, 2026',
    );
    expect(email.text).toContain('ada@example.com');
    expect(email.text).toContain('sports-teams');
    expect(email.text).toContain('$1,074.00');
  });

  it('acknowledges a quote request with its reference', () => {
    const quote = {
      quoteId: '3f1c2a8e-5b7d-4c1e-9a2b-0d6e8f4a1b2c',
      quoteCode: 'Q-4F7K2M',
      organisation: 'Harbor FC',
      contact: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
      passengers: 30,
      location,
      pickupDate: '2026-08-01',
      pickupTime: '08:00',
      returnDate: '2026-08-03',
      returnTime: '18:00',
      vehicleType: 'bus',
      vehicleName: null,
      rentalPurpose: 'sports-teams',
      notes: null,
    };
    const email = renderEmail({ kind: 'quote_acknowledgement', quote }, ctx);
    expect(email.subject).toBe('We received your quote request Q-4F7K2M');
    expect(email.text).toContain('Saturday, August 1, 2026 at 8:00 AM');
    expect(email.text).toContain('Harbor FC');
  });
});
