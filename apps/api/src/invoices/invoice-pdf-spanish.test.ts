import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { documentInLanguage } from '../mail/invoice-document.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredInvoice } from './invoice.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceDocument, paymentLabel, receiptDocument } from './invoicing.ts';
import type { OperationRecord, PaymentRecord } from './payment-record.ts';

/**
 * The invoice and the receipt a renter who booked in Spanish gets (decision 048): made by
 * invoicing.ts as every e-mail's documents are (in English, when queued), drawn in Spanish.
 */

const pickupAt = Date.parse('2026-07-06T13:00:00Z');
const returnAt = Date.parse('2026-07-08T21:00:00Z');
const zone = 'America/New_York';

const reservation = {
  code: 'CNV-7K3M9Q',
  vehicleName: '15 Passenger Van',
  locationId: 'baltimore',
  pickupAt,
  returnAt,
  timezone: zone,
  poNumber: 'PO-88412',
} as StoredReservation;

const invoice: StoredInvoice = {
  id: 'inv-1',
  number: 'INV-2026-000123',
  year: 2026,
  seq: 123,
  reservationId: 'r-1',
  organisationId: 'o-1',
  kind: 'booking',
  status: 'open',
  issuedAt: Date.parse('2026-07-01T12:00:00Z'),
  issuedOn: '2026-07-01',
  dueOn: '2026-07-31',
  netDays: 30,
  poNumber: 'PO-88412',
  billTo: { name: 'Grace Fellowship Church', lines: ['Attn: Treasurer', '45 Oak Ave', 'Macon, GA 31201'] },
  content: {
    lines: [
      {
        kind: 'vehicle',
        code: '15-passenger-van',
        label: '15 Passenger Van',
        quantity: 2,
        per: 'vehicle',
        unitCents: 55_800,
        amountCents: 111_600,
        taxable: true,
      },
      {
        kind: 'extra',
        code: 'luggage-trailer',
        label: 'Luggage trailer',
        quantity: 1,
        unitCents: 7_500,
        amountCents: 7_500,
        taxable: true,
      },
    ],
    taxes: [
      {
        code: 'sales-tax',
        label: 'Maryland sales tax',
        rate: 6,
        baseCents: 119_100,
        amountCents: 0,
        exemption: { state: 'MD', certificateNumber: 'MD-12345' },
      },
      { code: 'vehicle-fee', label: 'Rental vehicle fee', rate: 2, baseCents: 119_100, amountCents: 2_382 },
    ],
    vehicles: '2 × 15 Passenger Van',
    location: 'Baltimore Inner Harbor',
    pickup: formatLocalDateTime(pickupAt, zone),
    return: formatLocalDateTime(returnAt, zone),
  } as StoredInvoice['content'],
  totalCents: 121_482,
  paidAt: null,
  voidedAt: null,
  voidReason: null,
  supplementOf: null,
};

const payment = (over: Partial<PaymentRecord>): PaymentRecord => ({
  id: 'a1b2c3d4-0000-0000-0000-000000000000',
  kind: 'deposit',
  status: 'succeeded',
  amountCents: 50_000,
  authorisedCents: 0,
  capturedCents: 50_000,
  refundedCents: 0,
  cardBrand: 'visa',
  cardLast4: '4242',
  reference: null,
  receivedOn: '2026-07-02',
  failureMessage: null,
  createdAt: Date.parse('2026-07-02T12:00:00Z'),
  updatedAt: Date.parse('2026-07-02T12:00:00Z'),
  ...over,
});

const payments = [
  payment({}),
  payment({
    id: 'e5f6a7b8-0000-0000-0000-000000000000',
    kind: 'bank_transfer',
    cardBrand: null,
    cardLast4: null,
    reference: '88231',
    capturedCents: 20_000,
    refundedCents: 5_000,
    receivedOn: '2026-07-03',
  }),
];
const operations: OperationRecord[] = [
  {
    paymentId: 'e5f6a7b8-0000-0000-0000-000000000000',
    kind: 'refund',
    status: 'done',
    amountCents: 5_000,
    reason: 'Paid twice',
    createdAt: Date.parse('2026-07-04T12:00:00Z'),
    doneAt: Date.parse('2026-07-04T12:00:00Z'),
  },
];

const document = invoiceDocument(invoice, reservation, payments, operations, {
  bankTransfer: ['Bank: First Harbor Bank', 'Routing: 061000104'],
});

async function textOf(buffer: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Every amount printed, in order: the same in both languages. */
const amounts = (text: string) => text.match(/-?\$[\d,]+\.\d{2}/g) ?? [];

describe('the invoice PDF in Spanish', () => {
  it('heads, labels and totals in Spanish; the numbers, dates and amounts as in English', async () => {
    const english = await textOf(await renderInvoicePdf(document));
    const buffer = await inLanguage('es', () => renderInvoicePdf(document));
    const spanish = await textOf(buffer);
    for (const expected of [
      'Factura',
      'INV-2026-000123',
      'Número',
      'Emitida 2026-07-01',
      'Vence 2026-07-31',
      'Pago a 30 días',
      'Facturar a',
      'Grace Fellowship Church',
      'Orden de compra: PO-88412',
      'Reserva',
      'Código CNV-7K3M9Q',
      'Sucursal Baltimore Inner Harbor',
      'lunes, 6 de julio de 2026, 9:00 a.m. EDT',
      'miércoles, 8 de julio de 2026, 5:00 p.m. EDT',
      'Descripción Cant. Precio unitario Importe',
      '15 Passenger Van (2 vehículos × $558.00)',
      'Luggage trailer',
      'Maryland sales tax (6%)',
      'Exento — certificado MD-12345 (MD)',
      'Total $1,214.82',
      'Pagos recibidos',
      'Fecha Pago Importe',
      'Visa •••• 4242',
      'Transferencia bancaria, ref. 88231',
      'Reembolso: Paid twice',
      'Pagado $650.00',
      'Saldo pendiente, vence el 2026-07-31 $564.82',
      'Pago por transferencia bancaria',
      'Routing: 061000104',
      'Notas',
      'Maryland sales tax no cobrado: consta en archivo el certificado de exención de impuestos MD-12345 (MD).',
      'Indique INV-2026-000123 y la orden de compra PO-88412 al realizar su pago.',
      'Factura INV-2026-000123 · Página 1 de 1',
    ]) {
      expect(spanish).toContain(expected);
    }
    expect(amounts(spanish)).toEqual(amounts(english));
    expect(english).toContain('Balance due by 2026-07-31');
    for (const word of [
      'Invoice',
      'Issued',
      'Net 30',
      'Bill to',
      'Description',
      'Unit price',
      'vehicles',
      'Exempt',
      'Payments received',
      'Bank transfer',
      'Refund',
      'Balance due',
      'Notes',
      'not charged',
      'Please quote',
      'Monday',
      'Page',
    ]) {
      expect(spanish).not.toContain(word);
    }
    const { info } = await getMeta(new Uint8Array(buffer));
    expect(info.Title).toBe('Factura INV-2026-000123');
  });

  it('writes a receipt, its payment and the trip’s dates in Spanish; void notes too', async () => {
    const receipt = receiptDocument(payments[0] as PaymentRecord, reservation, invoice, invoice.billTo);
    const text = await textOf(await inLanguage('es', () => renderInvoicePdf(receipt)));
    for (const expected of [
      'Recibo',
      'RCT-2026-A1B2C3D4',
      'Recibido 2026-07-02',
      'PAGADO',
      'Pago de la reserva CNV-7K3M9Q, factura INV-2026-000123',
      'Gracias por su pago.',
      'Pagado $500.00',
      'Saldo pendiente $0.00',
      inLanguage('es', () => formatLocalDateTime(pickupAt, zone)),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Receipt|PAID|Payment for|Thank you/);

    const replaced = { ...invoice, status: 'void' as const, voidReason: 'Replaced by INV-2026-000124' };
    const voided = invoiceDocument(replaced, reservation, payments, operations, { bankTransfer: null });
    const notes = inLanguage('es', () => documentInLanguage(voided).notes);
    expect(notes).toContain('Esta factura está anulada: Reemplazada por INV-2026-000124.');
    expect(await textOf(await inLanguage('es', () => renderInvoicePdf(voided)))).toContain('ANULADA');
  });

  it('names each kind of payment as invoicing.ts labels it, in Spanish', () => {
    const label = (p: Partial<PaymentRecord>) =>
      inLanguage(
        'es',
        () =>
          documentInLanguage({
            ...document,
            payments: [{ date: '', label: paymentLabel(payment(p)), amountCents: 0 }],
          }).payments[0]?.label,
      );
    expect(label({ cardBrand: null, cardLast4: null })).toBe('Pago con tarjeta');
    expect(label({ cardBrand: null })).toBe('Tarjeta •••• 4242');
    expect(label({ cardLast4: null })).toBe('Pago con Visa');
    expect(label({ kind: 'bank_transfer', reference: null })).toBe('Transferencia bancaria');
  });

  it('leaves the English document as it is', () => {
    expect(documentInLanguage(document)).toBe(document);
  });
});
