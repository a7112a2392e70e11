import { describe, expect, it } from 'vitest';
import { testMailContext as ctx } from '../../test/mail.ts';
import { reservationSnapshot } from '../../test/reservation-snapshot.ts';
import type { MoneySnapshot, OrganisationSnapshot, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { renderEmail, subjectOf } from './render.ts';

/** The renter's e-mails about money in the language they booked in (decision 048). */

// The shared booking (test/reservation-snapshot.ts), booked in Spanish by Ana Ruiz, drivers still to name.
const { reservation, location } = reservationSnapshot('es', {
  contact: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+1 410 555 0199' },
  drivers: [],
  driversNeeded: 2,
  readyForPickup: false,
});
const money: MoneySnapshot = {
  method: 'card',
  organisation: 'Iglesia Gracia',
  poNumber: 'PO-88412',
  paidCents: 35_800,
  heldCents: 25_000,
  balanceCents: 71_600,
  dueOn: '2026-07-06',
  invoiceNumber: 'INV-2026-000123',
};
const pricing = { subtotalCents: 107_400, currency: 'USD' } as ReservationSnapshot['pricing'];
const spanish: ReservationSnapshot = { reservation, pricing, location, money };
const english: ReservationSnapshot = { ...spanish, reservation: { ...reservation, locale: 'en' } };

/** Every amount in a text, in order: the Spanish e-mail says the same sums as the English. */
const amounts = (text: string) => text.match(/\$[\d,]+\.\d{2}/g) ?? [];

/** The text on one line, a fact's padding and a link's line break as one space. */
const flat = <T extends { text: string }>(email: T): T => ({
  ...email,
  text: email.text.replace(/\s+/g, ' '),
});

const bothLanguages = <T extends { text: string }>(render: (s: ReservationSnapshot) => T) => ({
  es: flat(render(spanish)),
  en: flat(render(english)),
});

describe('the money e-mails in Spanish', () => {
  it('says how it is paid and what is still due, with the link to pay on the Spanish manage page', () => {
    const { es, en } = bothLanguages((s) => renderEmail({ kind: 'invoice_issued', ...s }, ctx));
    expect(es.subject).toBe('Factura INV-2026-000123 de la reserva CNV-7K3M9Q de Convoy');
    for (const expected of [
      'Hola, Ana:',
      'Adjuntamos la factura de la reserva CNV-7K3M9Q.',
      'Precio',
      'Pago: Con tarjeta',
      'Facturado a: Iglesia Gracia',
      'Orden de compra: PO-88412',
      'Factura: INV-2026-000123',
      'Pagado: $358.00',
      'Depósito retenido en su tarjeta: $250.00',
      'Saldo pendiente: $716.00, a más tardar el lunes, 6 de julio de 2026',
      'Pagar el saldo en línea: https://rent.test/es/manage?code=CNV-7K3M9Q&pay=balance',
      'Adjuntamos en PDF la factura (y un recibo por cada pago).',
      'Ver su reserva: https://rent.test/es/manage?code=CNV-7K3M9Q',
    ]) {
      expect(es.text).toContain(expected);
    }
    expect(amounts(es.text)).toEqual(amounts(en.text));
    expect(en.text).toContain('Still to pay: $716.00 by Monday, July 6, 2026');
    expect(es.text).not.toMatch(/Hello|Payment|Still to pay|Pay the balance|View your reservation|attached/);
  });

  it('writes the receipt’s note again in Spanish when it is one the API writes; another stays as stored', () => {
    const note =
      'We received a payment for reservation CNV-7K3M9Q. Its receipt and the invoice as it stands are attached.';
    const { es, en } = bothLanguages((s) => renderEmail({ kind: 'payment_receipt', note, ...s }, ctx));
    expect(es.subject).toBe('Pago recibido para la reserva CNV-7K3M9Q de Convoy');
    expect(es.text).toContain(
      'Recibimos un pago para la reserva CNV-7K3M9Q. Adjuntamos su recibo y la factura en su estado actual.',
    );
    expect(en.text).toContain(note);
    expect(amounts(es.text)).toEqual(amounts(en.text));
    expect(es.text).not.toMatch(/Hello|We received/);
    const transfer = flat(
      renderEmail(
        {
          kind: 'payment_receipt',
          note: 'We received your bank transfer (reference 88231) against invoice INV-2026-000123.',
          ...spanish,
        },
        ctx,
      ),
    );
    expect(transfer.text).toContain(
      'Recibimos su transferencia bancaria (referencia 88231) para la factura INV-2026-000123.',
    );
    const typed = renderEmail({ kind: 'payment_receipt', note: 'Gracias, Ana.', ...spanish }, ctx);
    expect(typed.text).toContain('Gracias, Ana.');
  });

  it('reminds of the pickup: the drivers still to name, what to bring', () => {
    const { es, en } = bothLanguages((s) => renderEmail({ kind: 'pickup_reminder', ...s }, ctx));
    expect(es.subject).toBe('Se acerca su recogida con Convoy: reserva CNV-7K3M9Q');
    for (const expected of [
      'Hola, Ana:',
      'Se acerca su recogida. Esto es lo que debe tener listo.',
      '2 vehículos todavía necesitan un conductor designado: agregue a cada conductor, con su licencia, desde la página de su reserva.',
      'Cada conductor trae una licencia de conducir vigente; el arrendatario trae una tarjeta de crédito a su nombre.',
    ]) {
      expect(es.text).toContain(expected);
    }
    expect(amounts(es.text)).toEqual(amounts(en.text));
    expect(es.text).not.toMatch(/Hello|coming up|Every driver/);
    const one = { ...spanish, reservation: { ...reservation, driversNeeded: 1 } };
    expect(renderEmail({ kind: 'pickup_reminder', ...one }, ctx).text).toContain(
      'Un vehículo todavía necesita un conductor designado',
    );
  });

  it('says an unpaid reservation lapsed, with the Spanish home page to book again', () => {
    const { es } = bothLanguages((s) => renderEmail({ kind: 'reservation_expired', ...s }, ctx));
    expect(es.subject).toBe('Su reserva CNV-7K3M9Q de Convoy no se pagó: los vehículos quedan liberados');
    expect(es.html).toContain('<title>Reserva CNV-7K3M9Q liberada</title>');
    expect(es.text).toContain('No se le cobró nada.');
    expect(es.text).toContain('Reservar de nuevo: https://rent.test/es');
    expect(es.text).toContain(`¿Preguntas? Llame a ${location.name} al ${location.phone}.`);
    expect(es.text).not.toMatch(/Hello|Book again|Questions/);
    expect(subjectOf({ kind: 'reservation_expired', ...spanish })).toBe(es.subject);
  });

  it('keeps an organisation’s e-mails, which are about no booking, in English', () => {
    const organisation = {
      code: 'ORG-1',
      name: 'Iglesia Gracia',
      kind: 'church',
      billingContact: { name: 'Bea', email: 'bea@example.com' },
      terms: { status: 'approved', requestedNetDays: 30, netDays: 30, poRequired: false },
    } as OrganisationSnapshot;
    const email = renderEmail({ kind: 'organisation_terms', organisation }, ctx);
    expect(email.text).toContain('Hello Bea,');
  });
});
