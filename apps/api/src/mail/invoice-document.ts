import { language } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import { formatClock, formatLocalDate } from './format.ts';

/**
 * What an invoice or a receipt says, in the words and cents printed on it:
 * made from the stored invoice (its lines and taxes as issued, never priced
 * again) and the payments received, then drawn as a PDF (invoice-pdf.ts).
 * Dates are local calendar dates ("2026-07-06"); money is integer cents.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'receipt';
  /** "INV-2026-000123" for an invoice; a receipt carries its payment's reference, e.g. "RCT-2026-…". */
  number: string;
  /** The day it was issued (an invoice) or the payment was received (a receipt). */
  issuedOn: string;
  /** Invoices only: when payment is due (net terms, or the pickup day). */
  dueOn: string | null;
  /** Net days of an organisation's terms ("Net 30"), or null (due at pickup / paid online). */
  terms: string | null;
  status: 'open' | 'paid' | 'void';
  /** The company that issues it (the brand's owner company and address). */
  seller: { name: string; lines: string[] };
  /** Who pays: the organisation's billing contact and address, or the renter. */
  billTo: { name: string; lines: string[] };
  reservation: {
    code: string;
    /** "2 × 15 Passenger Van + 1 × Cargo Van" */
    vehicles: string;
    location: string;
    /** "Mon, Jul 6, 2026, 9:00 AM" at the location. */
    pickup: string;
    return: string;
  };
  poNumber: string | null;
  /** The stored price lines, as booked. */
  lines: { label: string; quantity: number; unitCents: number; amountCents: number }[];
  /** Each tax or fee as booked; an exempt one carries the certificate that exempts it (amount 0). */
  taxes: {
    label: string;
    /** Percent, e.g. 8.9 */
    rate: number | null;
    baseCents: number;
    amountCents: number;
    exemption: { state: string; certificateNumber: string } | null;
  }[];
  totalCents: number;
  /** Payments received and refunds (negative), in order. */
  payments: { date: string; label: string; amountCents: number }[];
  paidCents: number;
  balanceDueCents: number;
  /** Bank transfer details from configuration, one line each; null when none are configured. */
  bankTransfer: string[] | null;
  /** Short notes printed at the end (how to pay, the exemption in words, a void notice). */
  notes: string[];
}

/*
 * A document is made in English when its e-mail is queued (invoices/invoicing.ts): the terms, the
 * payments' and a receipt's labels, the notes, the trip's dates. Drawn for a renter who booked in
 * Spanish (decision 048: the outbox worker draws it in the e-mail's language), the words below are
 * written again in that language; what people typed (names, addresses, refund and void reasons,
 * stored line labels) and every number, date and amount stay as stored. Words this module does not
 * know stay as they were written.
 */
const words = defineMessages({
  net: { en: 'Net {days}', es: 'Pago a {days} días' },
  bankTransfer: { en: 'Bank transfer', es: 'Transferencia bancaria' },
  bankTransferRef: { en: 'Bank transfer, ref {reference}', es: 'Transferencia bancaria, ref. {reference}' },
  refund: { en: 'Refund', es: 'Reembolso' },
  refundFor: { en: 'Refund: {reason}', es: 'Reembolso: {reason}' },
  cardPayment: { en: 'Card payment', es: 'Pago con tarjeta' },
  brandPayment: { en: '{card} payment', es: 'Pago con {card}' },
  cardEnding: { en: 'Card {last4}', es: 'Tarjeta {last4}' },
  paymentFor: { en: 'Payment for reservation {code}', es: 'Pago de la reserva {code}' },
  paymentForInvoice: {
    en: 'Payment for reservation {code}, invoice {number}',
    es: 'Pago de la reserva {code}, factura {number}',
  },
  vehiclesTimes: {
    en: '{n, plural, one {# vehicle} other {# vehicles}} × {price}',
    es: '{n, plural, one {# vehículo} other {# vehículos}} × {price}',
  },
  exemptNote: {
    en: '{tax} not charged: tax-exemption certificate {certificate} ({state}) on file.',
    es: '{tax} no cobrado: consta en archivo el certificado de exención de impuestos {certificate} ({state}).',
  },
  voidNote: { en: 'This invoice is void: {reason}.', es: 'Esta factura está anulada: {reason}.' },
  replaced: { en: 'replaced', es: 'reemplazada' },
  replacedBy: { en: 'Replaced by {number}', es: 'Reemplazada por {number}' },
  reservationCancelled: { en: 'Reservation {code} canceled', es: 'Reserva {code} cancelada' },
  quoteNumber: {
    en: 'Please quote {number} with your payment.',
    es: 'Indique {number} al realizar su pago.',
  },
  quoteNumberAndPo: {
    en: 'Please quote {number} and PO {po} with your payment.',
    es: 'Indique {number} y la orden de compra {po} al realizar su pago.',
  },
  thanks: { en: 'Thank you for your payment.', es: 'Gracias por su pago.' },
  dateTime: { en: '{date} at {time} {zone}', es: '{date}, {time} {zone}' },
});

type Rewrite = [RegExp, (m: RegExpMatchArray) => string];

/** The first rewrite whose pattern matches the whole text, or the text as it was. */
function rewrite(text: string, rewrites: readonly Rewrite[]): string {
  for (const [pattern, write] of rewrites) {
    const match = text.match(pattern);
    if (match) return write(match);
  }
  return text;
}

const g = (m: RegExpMatchArray, i: number) => m[i] ?? '';

/** invoicing.ts `paymentLabel` and its refund rows: "Bank transfer, ref 88231", "Visa •••• 4242", "Refund: …". */
const paymentLabels: readonly Rewrite[] = [
  [/^Bank transfer$/, () => words().bankTransfer()],
  [/^Bank transfer, ref (.*)$/s, (m) => words().bankTransferRef({ reference: g(m, 1) })],
  [/^Refund$/, () => words().refund()],
  [/^Refund: (.*)$/s, (m) => words().refundFor({ reason: voidOrRefundReason(g(m, 1)) })],
  [/^Card payment$/, () => words().cardPayment()],
  [/^Card (•••• \d+)$/, (m) => words().cardEnding({ last4: g(m, 1) })],
  [/^(\S+) payment$/, (m) => words().brandPayment({ card: g(m, 1) })],
];

/** A reason the system wrote (a void's); one staff typed stays as typed. */
const reasons: readonly Rewrite[] = [
  [/^replaced$/, () => words().replaced()],
  [/^Replaced by (\S+)$/, (m) => words().replacedBy({ number: g(m, 1) })],
  [/^Reservation (\S+) cancelled$/, (m) => words().reservationCancelled({ code: g(m, 1) })],
];
const voidOrRefundReason = (reason: string) => rewrite(reason, reasons);

/** A receipt's line, and a line's count of vehicles ("Van (2 vehicles × $558.00)", price-lines.ts `lineLabel`). */
const lineLabels: readonly Rewrite[] = [
  [/^Payment for reservation (\S+)$/, (m) => words().paymentFor({ code: g(m, 1) })],
  [
    /^Payment for reservation (\S+), invoice (\S+)$/,
    (m) => words().paymentForInvoice({ code: g(m, 1), number: g(m, 2) }),
  ],
  [
    /^(.*) \((\d+) vehicles? × ([^()]+)\)$/s,
    (m) => `${g(m, 1)} (${words().vehiclesTimes({ n: Number(g(m, 2)), price: g(m, 3) })})`,
  ],
];

const notes: readonly Rewrite[] = [
  [
    /^(.*) not charged: tax-exemption certificate (.*) \(([^()]*)\) on file\.$/s,
    (m) => words().exemptNote({ tax: g(m, 1), certificate: g(m, 2), state: g(m, 3) }),
  ],
  [/^This invoice is void: (.*)\.$/s, (m) => words().voidNote({ reason: voidOrRefundReason(g(m, 1)) })],
  [/^Please quote (\S+) with your payment\.$/, (m) => words().quoteNumber({ number: g(m, 1) })],
  [
    /^Please quote (\S+) and PO (.*) with your payment\.$/s,
    (m) => words().quoteNumberAndPo({ number: g(m, 1), po: g(m, 2) }),
  ],
  [/^Thank you for your payment\.$/, () => words().thanks()],
];

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A trip's date as format.ts wrote it in English, "Monday, July 6, 2026 at 9:00 AM EDT", as it
 * writes it in the language of the render ("lunes, 6 de julio de 2026, 9:00 a.m. EDT").
 */
function tripDate(text: string): string {
  const m = text.match(/^[A-Z][a-z]+, ([A-Z][a-z]+) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) (AM|PM) (\S+)$/);
  const month = m ? months.indexOf(g(m, 1)) : -1;
  if (!m || month < 0) return text;
  const hour = (Number(g(m, 4)) % 12) + (g(m, 6) === 'PM' ? 12 : 0);
  const day = `${g(m, 3)}-${String(month + 1).padStart(2, '0')}-${g(m, 2).padStart(2, '0')}`;
  return words().dateTime({
    date: formatLocalDate(day),
    time: formatClock(`${String(hour).padStart(2, '0')}:${g(m, 5)}`),
    zone: g(m, 7),
  });
}

/** The document's words in the language being written; in English, the document itself. */
export function documentInLanguage(doc: InvoiceDocument): InvoiceDocument {
  if (language() === 'en') return doc;
  return {
    ...doc,
    terms:
      doc.terms === null
        ? null
        : rewrite(doc.terms, [[/^Net (\d+)$/, (m) => words().net({ days: g(m, 1) })]]),
    reservation: {
      ...doc.reservation,
      pickup: tripDate(doc.reservation.pickup),
      return: tripDate(doc.reservation.return),
    },
    lines: doc.lines.map((line) => ({ ...line, label: rewrite(line.label, lineLabels) })),
    payments: doc.payments.map((p) => ({ ...p, label: rewrite(p.label, paymentLabels) })),
    notes: doc.notes.map((note) => rewrite(note, notes)),
  };
}
