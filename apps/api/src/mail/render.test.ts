import { locationSeed } from '@convoy/domain/content/locations';
import { oneWayTermsWords } from '@convoy/domain/rules/cancellation-words';
import { describe, expect, it } from 'vitest';
import { testMailContext } from '../../test/mail.ts';
import { pricing, reservationSnapshot } from '../../test/reservation-snapshot.ts';
import type { OutboxPayload, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { pickupDayText, pickupReminderText } from './pickup-texts.ts';
import { renderEmail, subjectOf } from './render.ts';

// The shared booking (test/reservation-snapshot.ts), its renter's name with markup that must come out escaped.
const snapshot: ReservationSnapshot = reservationSnapshot('en', {
  contact: { firstName: 'Ada <b>', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
  driversNeeded: 2,
  readyForPickup: false,
});
const { reservation, location } = snapshot;
const ctx = testMailContext;

describe('the renter’s confirmation', () => {
  const payload: OutboxPayload = { kind: 'reservation_confirmation', ...snapshot };
  const email = renderEmail(payload, ctx);

  it('says what, when and where, in the location’s time with its zone', () => {
    expect(email.subject).toBe('Your Convoy reservation CNV-7K3M9Q is confirmed');
    expect(subjectOf(payload)).toBe(email.subject);
    for (const part of [
      'Confirmation code: CNV-7K3M9Q',
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

  it('names each driver by the van they drive; a message queued before vehicle numbers by the class', () => {
    const driver = {
      id: 'd1',
      vehicleId: '15-passenger-van',
      vehicleNumber: 2,
      vehicleName: '15 Passenger Van',
      name: 'Sam Lee',
      licenceCountry: 'US',
      licenceState: 'MD',
      licenceNumberMasked: '•••• 8901',
      licenceExpiry: '2030-01-01',
      licenceClass: 'regular' as const,
      passengerEndorsement: false,
      yearsLicensed: 9,
    };
    const { vehicleNumber: _n, ...before } = driver;
    const withDrivers = (drivers: unknown[]) =>
      renderEmail({ ...payload, reservation: { ...reservation, drivers } } as OutboxPayload, ctx).text;
    expect(withDrivers([driver])).toContain('Driver, 15 Passenger Van 2');
    expect(withDrivers([before])).toMatch(/Driver, 15 Passenger Van\b(?! 2)/);
  });

  it('breaks the price down as SPEC §9 computes it, then every stored line, tax and what is due when', () => {
    expect(email.text).toMatch(/2 days × \$179\.00:\s+\$358\.00/);
    expect(email.text).toMatch(/Extra 8 h \(a full daily rate\):\s+\$179\.00/);
    expect(email.text).toMatch(/Per vehicle:\s+\$537\.00/);
    expect(email.text).toMatch(/15 Passenger Van \(2 vehicles × \$537\.00\):\s+\$1,074\.00/);
    expect(email.text).toMatch(/Luggage trailer:\s+\$75\.00/);
    // 6 % of (1,074 + 75), rounded half-up once: 68.94.
    expect(email.text).toMatch(/Sales tax \(6%\):\s+\$68\.94/);
    expect(email.text).toMatch(/Total \(USD\), taxes and fees included:\s+\$1,217\.94/);
    expect(email.text).toMatch(/Refundable deposit, held at pickup:\s+\$500\.00/);
    expect(email.text).toMatch(/Due at pickup:\s+\$1,217\.94/);
    expect(email.text).toMatch(/Protection:\s+Declined. Your cover: Church Mutual policy 123/);
  });

  it('reads a message queued before the true total, with the SPEC §9 total it had', () => {
    const { lines, taxes, ...old } = pricing;
    const before = renderEmail({ kind: 'reservation_confirmation', ...snapshot, pricing: old as never }, ctx);
    expect(lines.length + taxes.length).toBeGreaterThan(0);
    expect(before.text).toMatch(/Total \(USD\):\s+\$1,074\.00/);
  });

  it('states the cancellation policy it was booked under, tier by tier, when the message carries it', () => {
    const cancellation = {
      policy: [
        'Cancel 5 days before pickup or earlier: free.',
        'Cancel less than 5 days before pickup: 40% of the total.',
      ],
      noShow: 'Not collected and not canceled (a no-show): 40% of the total.',
    };
    const stated = renderEmail({ kind: 'reservation_confirmation', ...snapshot, cancellation }, ctx);
    expect(stated.text).toMatch(
      /Canceling\s+-+\s+Cancel 5 days before pickup or earlier: free\.\s+Cancel less than 5 days before pickup: 40% of the total\.\s+Not collected and not canceled \(a no-show\): 40% of the total\./,
    );
    expect(stated.html).toContain('Cancel less than 5 days before pickup: 40% of the total.');
    // A message queued before the e-mails stated the policy says nothing of it, rather than a rule of its own.
    expect(email.text).not.toContain('Canceling\n');
  });

  it('escapes what the renter typed in the HTML part', () => {
    expect(email.html).toContain('Hello Ada &lt;b&gt;,');
    expect(email.html).not.toContain('Ada <b>');
    expect(email.html).toContain('<a href="https://rent.test/manage?code=CNV-7K3M9Q"');
  });

  it('keeps a name on its line: no line break or bidi control of a name reaches either part', () => {
    // A name stored before names were cleaned (contracts/plain-text.ts), as a renter could type it.
    const typed = {
      ...reservation.contact,
      firstName: 'Ada\r\nPay to account 0001\u202E',
      lastName: 'Okafor\n',
    };
    const forged = { ...snapshot, reservation: { ...reservation, contact: typed } };
    for (const kind of ['reservation_confirmation', 'reservation_cancellation'] as const) {
      const { text, html } = renderEmail({ kind, ...forged }, ctx);
      expect(text).toContain('Hello Ada Pay to account 0001,');
      expect(text.split('\n').filter((line) => line.startsWith('Pay to'))).toEqual([]);
      expect(`${text}${html}`).not.toMatch(/[\r\u202E]/);
    }
    const staff = renderEmail(
      { kind: 'staff_notification', event: { type: 'reservation_confirmed', ...forged } },
      ctx,
    );
    expect(staff.text).toMatch(/Ada Pay to account 0001 Okafor/);
    expect(staff.text.split('\n').filter((line) => /^(Pay to|Okafor)/.test(line))).toEqual([]);
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
    // Folded at 75 octets: unfold before reading the description.
    const unfolded = String(ics!.content).replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Luggage trailer $75.00');
    expect(unfolded).toContain('Total $1\\,217.94\\, taxes and fees included');
  });
});

describe('a one-way rental’s e-mails (decision 028)', () => {
  const chicago = locationSeed.find((l) => l.id === 'chicago')!;
  const oneWay: ReservationSnapshot = {
    ...snapshot,
    reservation: {
      ...reservation,
      returnLocationId: 'chicago',
      returnTimezone: 'America/Chicago',
      returnAt: '2026-07-08T17:00:00-05:00',
    },
    returnLocation: chicago,
    cancellation: {
      policy: [
        'Cancel 7 days before pickup or earlier: free.',
        'Cancel less than 7 days before pickup: 50% of the total.',
      ],
      noShow: 'Not collected and not canceled (a no-show): 50% of the total.',
      oneWayTerms: true,
    },
  };

  it('names the return location and the return in its zone, each end with its address and hours', () => {
    const { text, attachments } = renderEmail(
      { kind: 'reservation_confirmation', ...oneWay },
      testMailContext,
    );
    expect(text).toMatch(/Return to Chicago West Loop:? +Wednesday, July 8, 2026 at 5:00 PM CDT/);
    // Not in Baltimore's zone, as the return was written before.
    expect(text).not.toContain('6:00 PM EDT');
    expect(text).toContain(`Return to Chicago West Loop\n-`);
    expect(text).toContain(`${chicago.name}\n${chicago.address.street}`);
    expect(text).not.toContain('Pickup and return\n');
    const unfolded = String(attachments[0]!.content).replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('return to Chicago West Loop');
  });

  it('says the cancellation terms are the route’s own, before its tiers', () => {
    const { text } = renderEmail({ kind: 'reservation_confirmation', ...oneWay }, testMailContext);
    expect(text).toContain(`${oneWayTermsWords}\n`);
    expect(text.indexOf(oneWayTermsWords)).toBeLessThan(text.indexOf('Cancel less than 7 days'));
    const roundTrip = renderEmail(
      {
        kind: 'reservation_confirmation',
        ...snapshot,
        cancellation: { ...oneWay.cancellation!, oneWayTerms: undefined },
      },
      testMailContext,
    );
    expect(roundTrip.text).not.toContain(oneWayTermsWords);
    expect(roundTrip.text).toContain('Pickup and return');
  });
});

describe('the other e-mails', () => {
  it('cancels the calendar event with the same UID', () => {
    const email = renderEmail(
      { kind: 'reservation_cancellation', ...snapshot, reservation: { ...reservation, status: 'cancelled' } },
      ctx,
    );
    expect(email.subject).toBe('Your Convoy reservation CNV-7K3M9Q is canceled');
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
    expect(email.text).toContain('$1,217.94');
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

describe('the reminders before pickup', () => {
  it('lists what each driver still has to do, with the manage page to send links again; nothing when all is done', () => {
    const drivers = [
      {
        name: 'Ben Ode',
        vehicle: '15 Passenger Van 1',
        missing: ['licence_photos', 'safety_acknowledgement'] as const,
      },
      { name: 'Cy Lam', vehicle: '15 Passenger Van 2', missing: [] },
    ].map((d) => ({ ...d, missing: [...d.missing] }));
    const email = renderEmail({ kind: 'pickup_reminder', ...snapshot, drivers }, ctx);
    expect(email.text).toContain('Still to do before pickup');
    expect(email.text).toContain(
      'Ben Ode (15 Passenger Van 1): photos of the license, the 15-passenger van safety briefing',
    );
    expect(email.text).not.toContain('Cy Lam (');
    expect(email.text).toContain('Send a driver their link again from the manage page');
    const none = renderEmail({ kind: 'pickup_reminder', ...snapshot, drivers: [] }, ctx);
    expect(none.text).not.toContain('Still to do before pickup');
    // A reminder queued before the list had none: it renders as before.
    expect(renderEmail({ kind: 'pickup_reminder', ...snapshot }, ctx).text).toBe(none.text);
  });

  it('the day before: when in the location’s zone, where, its hours, and what to bring', () => {
    const payload: OutboxPayload = { kind: 'pickup_day_reminder', ...snapshot };
    const email = renderEmail(payload, ctx);
    expect(subjectOf(payload)).toBe(
      'Your Convoy pickup: where, when and what to bring (reservation CNV-7K3M9Q)',
    );
    for (const part of [
      'Your pickup at Baltimore Harbor is Monday, July 6, 2026 at 9:00 AM EDT.',
      '1200 Harbor Boulevard, Baltimore, MD 21230',
      'Hours: Mon–Fri 7:00 AM–7:00 PM',
      'Every driver: a valid driver’s license.',
      'The renter: a credit card in their name for the $500.00 deposit.',
      'Your certificate of insurance',
    ]) {
      expect(email.text).toContain(part);
    }
    const covered = renderEmail(
      {
        kind: 'pickup_day_reminder',
        ...snapshot,
        reservation: { ...reservation, protectionDeclined: false },
      },
      ctx,
    );
    expect(covered.text).not.toContain('certificate of insurance');
  });

  it('texts a few lines in the location’s zone, without the renter’s name, ending with the opt-out words', () => {
    const reminder = pickupReminderText(snapshot, ctx);
    expect(reminder).toBe(
      'Convoy: pickup Mon, Jul 6, 9:00 AM EDT at Baltimore Harbor. Drivers, payment and details: https://rent.test/manage?code=CNV-7K3M9Q Reply STOP to opt out.',
    );
    const renter = pickupDayText(snapshot, ctx);
    expect(renter).toBe(
      "Convoy: pickup Mon, Jul 6, 9:00 AM EDT, Baltimore Harbor, 1200 Harbor Boulevard, Baltimore, MD 21230 (open 7:00 AM to 7:00 PM). Bring: driver's license, card for the deposit, insurance certificate. https://rent.test/manage?code=CNV-7K3M9Q Reply STOP to opt out.",
    );
    const driver = pickupDayText(snapshot, null);
    expect(driver).not.toContain('manage?code');
    for (const text of [reminder, renter, driver]) {
      expect(text).not.toContain('Okafor');
      expect(text.length).toBeLessThanOrEqual(320);
    }
  });
});
