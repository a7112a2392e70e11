import { locationSeed } from '@convoy/domain/content/locations';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import { type BookingEvent, enqueueBookingEvent, enqueueWithStaffNotice } from './event-emails.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { MoneySnapshot, ReservationSnapshot } from './outbox-message.ts';

/** An outbox that keeps what it is asked to write. */
function recordingOutbox() {
  const rows: { to: string; reference: string; subject: string; payload: unknown; at: number }[] = [];
  const outbox = {
    enqueue: async (messages: (typeof rows)[number][], at: number) => {
      rows.push(...messages.map((m) => ({ ...m, at })));
      return messages.map((_, i) => `id-${i}`);
    },
  } as unknown as OutboxRepository;
  return { outbox, rows };
}

const location = locationSeed[0]!;
const snapshot = {
  reservation: {
    code: 'CNV-7K3M9Q',
    pickupDate: '2026-07-06',
    lines: [{ vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 }],
  } as Reservation,
  pricing: { totalCents: 120_000 },
  location,
} as ReservationSnapshot;
const documents = [{ kind: 'invoice', number: 'INV-2026-000123' }] as InvoiceDocument[];
const money: MoneySnapshot = {
  method: 'card',
  organisation: null,
  poNumber: null,
  paidCents: 30_000,
  heldCents: 0,
  balanceCents: 90_000,
  dueOn: '2026-07-06',
  invoiceNumber: null,
};
const to = { to: 'ada@example.com', staff: 'desk@rent.test' };
const AT = 1_783_000_000_000;

describe('enqueueBookingEvent', () => {
  const cases: [BookingEvent['kind'], string][] = [
    ['reservation_confirmation', 'reservation_confirmed'],
    ['reservation_cancellation', 'reservation_cancelled'],
    ['reservation_change', 'reservation_changed'],
  ];
  it.each(cases)(
    '%s: the renter gets the PDFs, staff a %s notice of the same snapshot',
    async (kind, type) => {
      const { outbox, rows } = recordingOutbox();
      const change = { changes: ['Pickup: Jul 6 → Jul 7'] };
      const event = (
        kind === 'reservation_change' ? { kind, snapshot: { ...snapshot, change } } : { kind, snapshot }
      ) as BookingEvent;
      await enqueueBookingEvent(outbox, event, to, { money, documents }, AT);
      expect(rows.map((r) => [r.to, r.reference, r.at])).toEqual([
        ['ada@example.com', 'CNV-7K3M9Q', AT],
        ['desk@rent.test', 'CNV-7K3M9Q', AT],
      ]);
      expect(rows[0]?.payload).toEqual({ kind, ...event.snapshot, money, documents });
      expect(rows[1]?.payload).toEqual({
        kind: 'staff_notification',
        event: { type, ...event.snapshot, money },
      });
      expect(rows[1]?.subject).toContain('CNV-7K3M9Q');
    },
  );
});

describe('enqueueWithStaffNotice', () => {
  it('writes the person’s e-mail, then staff’s notice, under one reference', async () => {
    const { outbox, rows } = recordingOutbox();
    const lead = {
      submissionId: 'L-1',
      kind: 'contact' as const,
      name: 'Ada Okafor',
      email: 'ada@example.com',
      phone: null,
      organisation: null,
      subject: 'Vans in June',
      message: 'Two vans?',
      details: [],
    };
    await enqueueWithStaffNotice(
      outbox,
      'L-1',
      to,
      { payload: { kind: 'lead_acknowledgement', lead }, event: { type: 'lead_received', lead } },
      AT,
    );
    expect(rows.map((r) => [r.to, r.reference, r.subject])).toEqual([
      ['ada@example.com', 'L-1', expect.any(String)],
      ['desk@rent.test', 'L-1', 'New contact enquiry from Ada Okafor'],
    ]);
    expect(rows[1]?.payload).toEqual({ kind: 'staff_notification', event: { type: 'lead_received', lead } });
  });
});
