import { randomUUID } from 'node:crypto';
import { brand } from '@convoy/domain/content/brand';
import type { Location } from '@convoy/domain/content/locations';
import type { PostalAddress } from '@convoy/domain/contracts/organisation.schema';
import type { InvoiceSummary, Payment } from '@convoy/domain/contracts/payment.schema';
import type { PriceLine, PriceTax } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { invoiceBalance, invoiceDueOn } from '@convoy/domain/rules/receivables';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { bookInvoiceIssued, bookInvoiceVoided } from '../accounting/ledger.ts';
import { dayOf } from '../analytics/period.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import { lineLabel } from '../mail/price-lines.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { invoiceEvent, recordWebhookEvent } from '../webhooks/webhook-events.ts';
import { type InvoiceContent, invoiceNumber, type StoredInvoice } from './invoice.repository.ts';
import type { OperationRecord, PaymentRecord } from './payment-record.ts';

/**
 * Issuing invoices (SPEC Part B §15): inside the transaction that confirms,
 * changes or cancels a reservation, so the invoice exists exactly when what it
 * bills does. A reservation has one current invoice: a new one (a change, a
 * cancellation fee) voids the one before, which keeps its number. Numbers
 * come from the year's counter (InvoiceRepository.nextSeq): consecutive, no
 * gaps. The invoice copies the stored price lines; nothing is priced again.
 */
/** What an invoice knows of the organisation it bills (the organisations' repository rows have it). */
export interface BilledOrganisation {
  id: string;
  name: string;
  billingContact: { name: string; email: string; phone: string };
  address: PostalAddress;
  terms: { status: string; netDays: number | null };
}

/** The billing block of an invoice: the organisation's contact and address. */
export function billingLines(o: BilledOrganisation): string[] {
  const a = o.address;
  return [
    `Attn: ${o.billingContact.name}`,
    a.line1,
    ...(a.line2 ? [a.line2] : []),
    `${a.city}, ${a.region} ${a.postalCode}`,
    o.billingContact.email,
  ];
}

/** Lines added to a booking's stored ones, and the tax on them. */
export interface AddedCharges {
  lines: readonly PriceLine[];
  taxes: readonly PriceTax[];
}

/** What added charges come to: their lines and their taxes. */
export const addedTotal = (added: AddedCharges | undefined) =>
  [...(added?.lines ?? []), ...(added?.taxes ?? [])].reduce((sum, x) => sum + x.amountCents, 0);

export interface IssueInput {
  reservation: StoredReservation;
  organisation: BilledOrganisation | null;
  location: Location;
  kind: 'booking' | 'cancellation';
  now: number;
  /** The reservation's payments and current invoice, as the caller read them in this transaction. */
  payments: readonly PaymentRecord[];
  previous: StoredInvoice | undefined;
  /**
   * Charges added after the booking (a return's mileage, fuel, lateness,
   * damage; incidental fees and their tax, decision 032): after the stored
   * lines and taxes.
   */
  added?: AddedCharges;
}

/** Net days when the reservation is paid by invoice on an organisation's approved terms. */
export function netDaysOf(
  reservation: StoredReservation,
  organisation: BilledOrganisation | null,
): number | null {
  if (reservation.paymentMethod !== 'invoice' || organisation?.terms.status !== 'approved') return null;
  return organisation.terms.netDays;
}

/** The vehicles, the location and the trip, as an invoice names them. */
function tripOf(r: StoredReservation, location: Location) {
  return {
    vehicles: r.vehicleName,
    location: location.name,
    pickup: formatLocalDateTime(r.pickupAt, r.timezone),
    return: formatLocalDateTime(r.returnAt, r.timezone),
  };
}

function contentOf(input: IssueInput): {
  content: InvoiceContent;
  totalCents: number;
} {
  const { reservation: r, location, kind } = input;
  const trip = tripOf(r, location);
  if (kind === 'cancellation') {
    const fee = r.cancellationFeeCents ?? 0;
    return {
      content: {
        ...trip,
        lines: [
          {
            kind: 'fee',
            code: 'cancellation-fee',
            label: `Cancellation fee, reservation ${r.code} (cancellation policy)`,
            quantity: 1,
            unitCents: fee,
            amountCents: fee,
            taxable: false,
          },
        ],
        taxes: [],
      },
      totalCents: fee,
    };
  }
  const { added } = input;
  return {
    content: {
      ...trip,
      lines: [...r.pricing.lines, ...(added?.lines ?? [])],
      taxes: [...r.pricing.taxes, ...(added?.taxes ?? [])],
    },
    totalCents: r.pricing.totalCents + addedTotal(added),
  };
}

/** Issues the reservation's invoice of `kind`, voiding its current one. */
export async function issueInvoice(repos: Repositories, input: IssueInput): Promise<StoredInvoice> {
  const { content, totalCents } = contentOf(input);
  const { previous } = input;
  const invoice = await numberedInvoice(repos, {
    ...input,
    content,
    totalCents,
    receivedCents: netReceived(input.payments),
    supplementOf: null,
  });
  if (previous) await repos.invoices.void(previous.id, input.now, `Replaced by ${invoice.number}`);
  await repos.invoices.insert(invoice);
  // Booked in the same transaction (decision 040): the void of the one it replaces, then the reissue.
  if (previous && previous.status !== 'void') await bookInvoiceVoided(repos, previous, input.now);
  await invoiceIssued(repos, input.reservation.code, invoice, input.now);
  return invoice;
}

/** What a supplementary invoice bills: fees added after the final invoice, with their own tax (decision 032). */
export interface SupplementInput {
  reservation: StoredReservation;
  organisation: BilledOrganisation | null;
  location: Location;
  now: number;
  /** The final invoice it stands beside, which stays as issued. */
  final: StoredInvoice;
  lines: readonly PriceLine[];
  taxes: readonly PriceTax[];
  /** What the reservation received beyond its final invoice and earlier supplements. */
  creditCents: number;
}

/**
 * Issues an invoice for fees added after the final invoice (decision 032):
 * the next number of the same series, beside the final invoice (which is not
 * voided: it billed what it billed), due at once or on the booking's terms.
 */
export async function issueSupplement(repos: Repositories, input: SupplementInput): Promise<StoredInvoice> {
  const { reservation: r, location } = input;
  const content: InvoiceContent = {
    ...tripOf(r, location),
    lines: [...input.lines],
    taxes: [...input.taxes],
  };
  const totalCents = addedTotal(input);
  const invoice = await numberedInvoice(repos, {
    ...input,
    kind: 'booking',
    content,
    totalCents,
    receivedCents: input.creditCents,
    supplementOf: input.final.id,
  });
  await repos.invoices.insert(invoice);
  await invoiceIssued(repos, r.code, invoice, input.now);
  return invoice;
}

/**
 * What an invoice's issue sets going, in its transaction: its entry for the books (decision 040) and the
 * partners' `invoice.issued` (decision 038).
 */
async function invoiceIssued(repos: Repositories, bookingCode: string, invoice: StoredInvoice, now: number) {
  await bookInvoiceIssued(repos, invoice, now);
  await recordWebhookEvent(repos, invoiceEvent(bookingCode, invoice), now);
}

/** A new invoice with the year's next number (last in the transaction: the counter is held until the commit). */
async function numberedInvoice(
  repos: Repositories,
  input: Pick<IssueInput, 'reservation' | 'organisation' | 'kind' | 'now'> & {
    content: InvoiceContent;
    totalCents: number;
    receivedCents: number;
    supplementOf: string | null;
  },
): Promise<StoredInvoice> {
  const { reservation: r, organisation, now, totalCents } = input;
  const issuedOn = dayOf(now);
  const year = Number(issuedOn.slice(0, 4));
  const seq = await repos.invoices.nextSeq(year);
  const netDays = netDaysOf(r, organisation);
  const paid = invoiceBalance(totalCents, input.receivedCents).balanceDueCents === 0;
  return {
    id: randomUUID(),
    number: invoiceNumber(year, seq),
    year,
    seq,
    reservationId: r.id,
    organisationId: organisation?.id ?? null,
    kind: input.kind,
    status: paid ? 'paid' : 'open',
    issuedAt: now,
    issuedOn,
    dueOn: invoiceDueOn(issuedOn, netDays, r.pickupDate),
    netDays,
    poNumber: r.poNumber,
    billTo: organisation
      ? { name: organisation.name, lines: billingLines(organisation) }
      : {
          name: `${r.contact.firstName} ${r.contact.lastName}`,
          lines: [r.contact.email, r.contact.phone],
        },
    content: input.content,
    totalCents,
    paidAt: paid ? now : null,
    voidedAt: null,
    voidReason: null,
    supplementOf: input.supplementOf,
  };
}

/**
 * What a reservation received that goes toward `invoice`: all of it for its
 * main invoice; for a supplement (decision 032), what is left after the main
 * invoice and the supplements issued before it.
 */
export function receivedToward(
  invoice: StoredInvoice,
  invoices: readonly StoredInvoice[],
  receivedCents: number,
): number {
  if (invoice.supplementOf === null) return receivedCents;
  const before = invoices.filter(
    (i) =>
      i.status !== 'void' &&
      i.id !== invoice.id &&
      (i.supplementOf === null || i.year < invoice.year || (i.year === invoice.year && i.seq < invoice.seq)),
  );
  return receivedCents - before.reduce((sum, i) => sum + i.totalCents, 0);
}

/** An invoice as the renter, the organisation and staff see it: what was paid of it and what is still due. */
export function invoiceSummary(i: StoredInvoice, receivedCents: number): InvoiceSummary {
  return {
    number: i.number,
    status: i.status,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    totalCents: i.totalCents,
    ...(i.status === 'void'
      ? { paidCents: 0, balanceDueCents: 0 }
      : invoiceBalance(i.totalCents, receivedCents)),
    poNumber: i.poNumber,
  };
}

/** Received and not refunded, over a reservation's payments. */
export const netReceived = (payments: readonly PaymentRecord[]) =>
  payments.reduce((sum, p) => sum + p.capturedCents - p.refundedCents, 0);

/**
 * Brings a reservation's invoice, and the supplements of its final invoice
 * (decision 032), in line with what it received (after a payment or a refund).
 */
export async function settleInvoiceStatus(
  repos: Repositories,
  reservationId: string,
  now: number,
): Promise<void> {
  const invoices = (await repos.invoices.forReservation(reservationId)).filter((i) => i.status !== 'void');
  if (invoices.length === 0) return;
  const received = netReceived(await repos.payments.forReservation(reservationId));
  for (const invoice of invoices) {
    const toward = receivedToward(invoice, invoices, received);
    await repos.invoices.setPaid(
      invoice.id,
      invoiceBalance(invoice.totalCents, toward).balanceDueCents === 0,
      now,
    );
  }
}

/** Held on the card and not yet captured (a deposit's authorisation). */
export const heldCents = (p: Pick<PaymentRecord, 'status' | 'authorisedCents'>) =>
  p.status === 'authorised' ? p.authorisedCents : 0;

/** A payment as the renter, the organisation and staff see it. */
export function toApiPayment(p: PaymentRecord, zone: string): Payment {
  return {
    id: p.id,
    kind: p.kind,
    status: p.status,
    amountCents: p.amountCents,
    authorisedCents: heldCents(p),
    capturedCents: p.capturedCents,
    refundedCents: p.refundedCents,
    description: paymentLabel(p),
    createdAt: zonedIso(p.createdAt, zone),
    failureMessage: p.failureMessage,
  };
}

/** Bank transfer lines from BANK_TRANSFER_DETAILS, and who issues the documents. */
export interface DocumentContext {
  bankTransfer: string[] | null;
}

const seller = {
  name: brand.ownerCompany,
  lines: [
    brand.address.street,
    `${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`,
    brand.phone,
    brand.email,
  ],
};

/** "Visa •••• 4242", "Bank transfer, ref 88231". */
export function paymentLabel(
  p: Pick<PaymentRecord, 'kind' | 'reference' | 'cardBrand' | 'cardLast4'>,
): string {
  if (p.kind === 'bank_transfer') return `Bank transfer${p.reference ? `, ref ${p.reference}` : ''}`;
  const card = p.cardBrand ? `${p.cardBrand[0]?.toUpperCase()}${p.cardBrand.slice(1)}` : 'Card';
  return p.cardLast4 ? `${card} •••• ${p.cardLast4}` : `${card} payment`;
}

/** Money received and refunded, in order, as an invoice lists it. */
function paymentRows(payments: readonly PaymentRecord[], operations: readonly OperationRecord[]) {
  const rows: InvoiceDocument['payments'] = [];
  for (const p of payments) {
    if (p.capturedCents > 0)
      rows.push({
        date: p.receivedOn ?? dayOf(p.updatedAt),
        label: paymentLabel(p),
        amountCents: p.capturedCents,
      });
    const refunds = operations.filter(
      (o) => o.paymentId === p.id && o.kind === 'refund' && o.status === 'done',
    );
    for (const o of refunds)
      rows.push({
        date: dayOf(o.doneAt ?? o.createdAt),
        label: `Refund: ${o.reason}`,
        amountCents: -o.amountCents,
      });
    // Refunded at the provider directly (its dashboard): one row for what our records did not make.
    const other = p.refundedCents - refunds.reduce((sum, o) => sum + o.amountCents, 0);
    if (other > 0) rows.push({ date: dayOf(p.updatedAt), label: 'Refund', amountCents: -other });
  }
  return rows;
}

/** The invoice as its PDF shows it: the stored lines, the payments received, the balance. */
export function invoiceDocument(
  invoice: StoredInvoice,
  reservation: StoredReservation,
  payments: readonly PaymentRecord[],
  operations: readonly OperationRecord[],
  ctx: DocumentContext,
  /** The reservation's invoices, for a supplement's share of what was received (decision 032). */
  invoices: readonly StoredInvoice[] = [invoice],
): InvoiceDocument {
  const received = receivedToward(invoice, invoices, netReceived(payments));
  const { paidCents, balanceDueCents } =
    invoice.status === 'void'
      ? { paidCents: 0, balanceDueCents: 0 }
      : invoiceBalance(invoice.totalCents, received);
  const exempt = invoice.content.taxes.filter((t) => t.exemption);
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    terms: invoice.netDays === null ? null : `Net ${invoice.netDays}`,
    status: invoice.status,
    seller,
    billTo: invoice.billTo,
    reservation: {
      code: reservation.code,
      vehicles: invoice.content.vehicles,
      location: invoice.content.location,
      pickup: invoice.content.pickup,
      return: invoice.content.return,
    },
    poNumber: invoice.poNumber,
    lines: invoice.content.lines.map((l) => ({
      label: lineLabel(l),
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
    })),
    taxes: invoice.content.taxes.map((t) => ({
      label: t.label,
      rate: t.rate ?? null,
      baseCents: t.baseCents,
      amountCents: t.amountCents,
      exemption: t.exemption ?? null,
    })),
    totalCents: invoice.totalCents,
    payments: paymentRows(payments, operations),
    paidCents,
    balanceDueCents,
    bankTransfer: invoice.status === 'open' && balanceDueCents > 0 ? ctx.bankTransfer : null,
    notes: [
      ...exempt.map(
        (t) =>
          `${t.label} not charged: tax-exemption certificate ${t.exemption?.certificateNumber} (${t.exemption?.state}) on file.`,
      ),
      ...(invoice.status === 'void' ? [`This invoice is void: ${invoice.voidReason ?? 'replaced'}.`] : []),
      ...(invoice.status === 'open' && balanceDueCents > 0
        ? [
            `Please quote ${invoice.number}${invoice.poNumber ? ` and PO ${invoice.poNumber}` : ''} with your payment.`,
          ]
        : []),
    ],
  };
}

/** A receipt for one payment received. */
export function receiptDocument(
  payment: PaymentRecord,
  reservation: StoredReservation,
  invoice: StoredInvoice | undefined,
  billTo: InvoiceDocument['billTo'],
): InvoiceDocument {
  const date = payment.receivedOn ?? dayOf(payment.updatedAt);
  const amount = payment.capturedCents;
  return {
    kind: 'receipt',
    number: `RCT-${date.slice(0, 4)}-${payment.id.slice(0, 8).toUpperCase()}`,
    issuedOn: date,
    dueOn: null,
    terms: null,
    status: 'paid',
    seller,
    billTo,
    reservation: {
      code: reservation.code,
      vehicles: reservation.vehicleName,
      location: invoice?.content.location ?? reservation.locationId,
      pickup: formatLocalDateTime(reservation.pickupAt, reservation.timezone),
      return: formatLocalDateTime(reservation.returnAt, reservation.timezone),
    },
    poNumber: reservation.poNumber,
    lines: [
      {
        label: `Payment for reservation ${reservation.code}${invoice ? `, invoice ${invoice.number}` : ''}`,
        quantity: 1,
        unitCents: amount,
        amountCents: amount,
      },
    ],
    taxes: [],
    totalCents: amount,
    payments: [{ date, label: paymentLabel(payment), amountCents: amount }],
    paidCents: amount,
    balanceDueCents: 0,
    bankTransfer: null,
    notes: ['Thank you for your payment.'],
  };
}
