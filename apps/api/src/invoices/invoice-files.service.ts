import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type DocumentContext, invoiceDocument, receiptDocument } from './invoicing.ts';

export interface InvoicePdf {
  fileName: string;
  data: Buffer;
}

const noSuchInvoice = () => new ApiError(404, 'not_found', 'There is no such invoice for this reservation.');

/**
 * Invoices and receipts as PDF files, drawn on request from the stored
 * invoice and the payments received (decision 014): the renter's (their
 * reservation's code and e-mail), an organisation's (its code and key) and
 * staff's. Never cached: a payment changes what the invoice says is due.
 */
export class InvoiceFiles {
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;
  readonly #ctx: DocumentContext;

  constructor(deps: { db: Executor; repositories: RepositoryFactory; documents: DocumentContext }) {
    this.#db = deps.db;
    this.#repositories = deps.repositories;
    this.#ctx = deps.documents;
  }

  /** An invoice of this reservation (a renter's own, or one an organisation or staff may see). */
  async invoiceOf(reservation: StoredReservation, number: string): Promise<InvoicePdf> {
    const repos = this.#repositories(this.#db);
    const invoice = await repos.invoices.findByNumber(number);
    if (!invoice || invoice.reservationId !== reservation.id) throw noSuchInvoice();
    const payments = await repos.payments.forReservation(reservation.id);
    const operations = await repos.payments.operationsFor(payments.map((p) => p.id));
    const invoices = await repos.invoices.forReservation(reservation.id);
    const document = invoiceDocument(invoice, reservation, payments, operations, this.#ctx, invoices);
    return { fileName: `${invoice.number}.pdf`, data: await renderInvoicePdf(document) };
  }

  /** Any invoice by its number, with its reservation (staff, an organisation after checking it owns it). */
  async byNumber(
    number: string,
  ): Promise<{ pdf: InvoicePdf; organisationId: string | null; reservation: StoredReservation }> {
    const repos = this.#repositories(this.#db);
    const invoice = await repos.invoices.findByNumber(number);
    const reservation = invoice && (await repos.reservations.findById(invoice.reservationId));
    if (!invoice || !reservation)
      throw new ApiError(404, 'not_found', 'There is no invoice with that number.');
    return {
      pdf: await this.invoiceOf(reservation, number),
      organisationId: invoice.organisationId,
      reservation,
    };
  }

  /** The receipt of one payment received on this reservation. */
  async receiptOf(reservation: StoredReservation, paymentId: string): Promise<InvoicePdf> {
    const repos = this.#repositories(this.#db);
    const payment = await repos.payments.find(paymentId);
    if (!payment || payment.reservationId !== reservation.id || payment.capturedCents === 0) {
      throw new ApiError(404, 'not_found', 'There is no payment received with that id on this reservation.');
    }
    const invoice = await repos.invoices.current(reservation.id);
    const billTo = invoice?.billTo ?? {
      name: `${reservation.contact.firstName} ${reservation.contact.lastName}`,
      lines: [reservation.contact.email],
    };
    const document = receiptDocument(payment, reservation, invoice, billTo);
    return { fileName: `${document.number}.pdf`, data: await renderInvoicePdf(document) };
  }
}
