import { oneLine } from '@convoy/domain/contracts/plain-text';
import { defineMessages } from '../i18n/messages.ts';
import { documentInLanguage, type InvoiceDocument } from '../mail/invoice-document.ts';
import {
  colors,
  drawFooters,
  drawRow,
  drawTable,
  ensureSpace,
  fonts,
  letterPdf,
  type Pdf,
  pdfBytes,
  pdfSafe,
  type Row,
  rowsHeight,
} from './pdf-table.ts';

/**
 * Draws an invoice or a receipt as a one-or-more-page US Letter PDF a treasurer
 * files: seller and title, bill-to and reservation, the lines, taxes and total,
 * payments and balance due, how to pay by bank transfer, notes. Text is real
 * text in the standard Helvetica fonts (nothing embedded), so it can be
 * searched and copied; the same document renders the same bytes every time.
 * Its words are in the language being written (decision 048: a renter's who
 * booked in Spanish, when the outbox worker draws it for their e-mail); its
 * numbers, dates and amounts are the same in every language.
 */

const words = defineMessages({
  invoice: { en: 'Invoice', es: 'Factura' },
  receipt: { en: 'Receipt', es: 'Recibo' },
  number: { en: 'Number', es: 'Número' },
  issued: { en: 'Issued', es: 'Emitida' },
  received: { en: 'Received', es: 'Recibido' },
  due: { en: 'Due', es: 'Vence' },
  terms: { en: 'Terms', es: 'Condiciones' },
  paidInvoice: { en: 'PAID', es: 'PAGADA' },
  paidReceipt: { en: 'PAID', es: 'PAGADO' },
  void: { en: 'VOID', es: 'ANULADA' },
  billTo: { en: 'Bill to', es: 'Facturar a' },
  purchaseOrder: { en: 'Purchase order: {po}', es: 'Orden de compra: {po}' },
  reservation: { en: 'Reservation', es: 'Reserva' },
  code: { en: 'Code', es: 'Código' },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  location: { en: 'Location', es: 'Sucursal' },
  pickup: { en: 'Pickup', es: 'Recogida' },
  return: { en: 'Return', es: 'Devolución' },
  description: { en: 'Description', es: 'Descripción' },
  quantity: { en: 'Qty', es: 'Cant.' },
  unitPrice: { en: 'Unit price', es: 'Precio unitario' },
  amount: { en: 'Amount', es: 'Importe' },
  exempt: {
    en: 'Exempt — certificate {certificate} ({state})',
    es: 'Exento — certificado {certificate} ({state})',
  },
  total: { en: 'Total', es: 'Total' },
  paymentsReceived: { en: 'Payments received', es: 'Pagos recibidos' },
  date: { en: 'Date', es: 'Fecha' },
  payment: { en: 'Payment', es: 'Pago' },
  paid: { en: 'Paid', es: 'Pagado' },
  balanceDue: { en: 'Balance due', es: 'Saldo pendiente' },
  balanceDueBy: { en: 'Balance due by {date}', es: 'Saldo pendiente, vence el {date}' },
  payByTransfer: { en: 'Pay by bank transfer', es: 'Pago por transferencia bancaria' },
  notes: { en: 'Notes', es: 'Notas' },
});

const margin = 54;
const contentWidth = 612 - 2 * margin;
const rightBlockX = margin + 264;

/**
 * Integer cents as US dollars: 123456 → "$1,234.56", -1200 → "-$12.00". Split
 * with integer remainder, never a float division; the minus is ASCII because
 * U+2212 is not in WinAnsi.
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatUsd takes integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = String((abs - rest) / 100).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** 8.9 → "8.9", 2 → "2": four decimals at most, so a stored 8.900000000000001 prints as 8.9. */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

function title(doc: InvoiceDocument): string {
  return doc.kind === 'invoice' ? words().invoice() : words().receipt();
}

/** The issued day at noon UTC: the same calendar date in every US zone, and the same bytes twice. */
function creationDate(issuedOn: string): Date {
  const date = new Date(`${issuedOn}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) || Number.isNaN(date.getTime())) {
    throw new RangeError(`issuedOn is not a calendar date: ${issuedOn}`);
  }
  return date;
}

type Align = 'left' | 'right';
const right = 'right' as const;

function drawLabelValues(pdf: Pdf, x: number, widths: number[], align: Align, rows: string[][]): void {
  const columns = [
    { width: widths[0] ?? 0, muted: true, align },
    { width: widths[1] ?? 0, align },
  ];
  for (const cells of rows) drawRow(pdf, { x, fontSize: 9, columns }, { cells });
}

/** A one-column block (a heading, a name, address lines) `width` wide at x. */
function drawText(pdf: Pdf, x: number, width: number, size: number, text: string, bold = false): void {
  drawRow(pdf, { x, fontSize: size, columns: [{ width }] }, { cells: [text], bold });
}

function drawSeller(pdf: Pdf, doc: InvoiceDocument): void {
  drawText(pdf, margin, 250, 14, doc.seller.name, true);
  drawText(pdf, margin, 250, 9, doc.seller.lines.join('\n'));
}

function drawTitle(pdf: Pdf, doc: InvoiceDocument): void {
  const block = { x: rightBlockX, columns: [{ width: 240, align: right }] };
  drawRow(pdf, { ...block, fontSize: 22 }, { cells: [title(doc)], bold: true });
  const w = words();
  const rows = [
    [w.number(), doc.number],
    [doc.kind === 'invoice' ? w.issued() : w.received(), doc.issuedOn],
  ];
  if (doc.kind === 'invoice' && doc.dueOn) rows.push([w.due(), doc.dueOn]);
  if (doc.kind === 'invoice' && doc.terms) rows.push([w.terms(), doc.terms]);
  drawLabelValues(pdf, rightBlockX, [130, 110], 'right', rows);
  if (doc.status === 'open') return;
  const paid = doc.kind === 'invoice' ? w.paidInvoice() : w.paidReceipt();
  const [stamp, color] = doc.status === 'paid' ? [paid, '#1B6E34'] : [w.void(), '#B00020'];
  drawRow(pdf, { ...block, fontSize: 16 }, { cells: [stamp], bold: true, color });
}

/** Who pays, as typed and stored with the invoice: each part on its own line, a line break in a name none. */
function drawBillTo(pdf: Pdf, doc: InvoiceDocument): void {
  drawText(pdf, margin, 250, 11, words().billTo(), true);
  drawText(pdf, margin, 250, 10, oneLine(doc.billTo.name), true);
  drawText(pdf, margin, 250, 9, doc.billTo.lines.map(oneLine).join('\n'));
  if (doc.poNumber) drawText(pdf, margin, 250, 10, words().purchaseOrder({ po: doc.poNumber }), true);
}

function drawReservation(pdf: Pdf, doc: InvoiceDocument): void {
  const r = doc.reservation;
  const w = words();
  drawText(pdf, rightBlockX, 240, 11, w.reservation(), true);
  drawLabelValues(pdf, rightBlockX, [60, 180], 'left', [
    [w.code(), r.code],
    [w.vehicles(), r.vehicles],
    [w.location(), r.location],
    [w.pickup(), r.pickup],
    [w.return(), r.return],
  ]);
}

/** Two blocks side by side from the same top; the taller one decides where the page goes on. */
function sideBySide(pdf: Pdf, gap: number, left: () => void, right: () => void): void {
  const top = pdf.y;
  left();
  const leftBottom = pdf.y;
  pdf.y = top;
  right();
  pdf.y = Math.max(leftBottom, pdf.y) + gap;
}

function drawLines(pdf: Pdf, doc: InvoiceDocument): void {
  const w = words();
  const columns = [
    { header: w.description(), width: 274 },
    { header: w.quantity(), width: 50, align: right },
    { header: w.unitPrice(), width: 90, align: right },
    { header: w.amount(), width: 90, align: right },
  ];
  const rows = doc.lines.map((line) => ({
    cells: [line.label, formatNumber(line.quantity), formatUsd(line.unitCents), formatUsd(line.amountCents)],
  }));
  drawTable(pdf, { x: margin, columns, rules: true }, rows);
}

function taxLabel(tax: InvoiceDocument['taxes'][number]): string {
  const label = tax.label + (tax.rate === null ? '' : ` (${formatNumber(tax.rate)}%)`);
  if (!tax.exemption) return label;
  const { certificateNumber: certificate, state } = tax.exemption;
  return `${label}\n${words().exempt({ certificate, state })}`;
}

/** Labels and amounts under the Amount column, kept together on one page. */
function drawSummary(pdf: Pdf, rows: Row[]): void {
  const table = {
    x: margin + contentWidth - 340,
    columns: [
      { width: 250, align: right },
      { width: 90, align: right },
    ],
  };
  ensureSpace(pdf, rowsHeight(pdf, table, rows));
  drawTable(pdf, table, rows);
}

function drawTotals(pdf: Pdf, doc: InvoiceDocument): void {
  const taxes = doc.taxes.map((tax) => ({ cells: [taxLabel(tax), formatUsd(tax.amountCents)] }));
  const total = { cells: [words().total(), formatUsd(doc.totalCents)], bold: true, ruleAbove: true };
  drawSummary(pdf, [...taxes, total]);
}

function drawPayments(pdf: Pdf, doc: InvoiceDocument): void {
  const w = words();
  if (doc.payments.length > 0) {
    pdf.y += 12;
    ensureSpace(pdf, 60);
    drawText(pdf, margin, contentWidth, 11, w.paymentsReceived(), true);
    const columns = [
      { header: w.date(), width: 80 },
      { header: w.payment(), width: 334 },
      { header: w.amount(), width: 90, align: right },
    ];
    const rows = doc.payments.map((p) => ({ cells: [p.date, p.label, formatUsd(p.amountCents)] }));
    drawTable(pdf, { x: margin, columns, rules: true }, rows);
    pdf.y += 4;
  }
  const due = doc.dueOn && doc.balanceDueCents > 0 ? w.balanceDueBy({ date: doc.dueOn }) : w.balanceDue();
  drawSummary(pdf, [
    { cells: [w.paid(), formatUsd(doc.paidCents)] },
    { cells: [due, formatUsd(doc.balanceDueCents)], bold: true, ruleAbove: true },
  ]);
}

/** A heading and lines of running text; pdfkit itself carries the text onto a new page. */
function drawSection(pdf: Pdf, heading: string, lines: string[]): void {
  if (lines.length === 0) return;
  pdf.y += 14;
  ensureSpace(pdf, 50);
  drawText(pdf, margin, contentWidth, 11, heading, true);
  pdf.font(fonts.regular).fontSize(9).fillColor(colors.text);
  pdf.text(pdfSafe(lines.join('\n')), margin + 4, pdf.y + 2, { width: contentWidth - 8, paragraphGap: 2 });
}

/**
 * Renders the invoice or receipt as PDF bytes; the same document gives the same
 * bytes. Any text goes through pdfSafe, so an emoji in a name prints as "?".
 */
export async function renderInvoicePdf(stored: InvoiceDocument): Promise<Buffer> {
  const doc = documentInLanguage(stored);
  // pdfkit derives the file ID (an MD5) from the info entries: a fixed CreationDate fixes it too.
  const pdf = await letterPdf(margin, {
    Title: `${title(doc)} ${doc.number}`,
    Author: doc.seller.name,
    CreationDate: creationDate(doc.issuedOn),
  });
  const bytes = pdfBytes(pdf);
  pdf.font(fonts.regular).fillColor(colors.text);
  sideBySide(
    pdf,
    24,
    () => drawSeller(pdf, doc),
    () => drawTitle(pdf, doc),
  );
  sideBySide(
    pdf,
    18,
    () => drawBillTo(pdf, doc),
    () => drawReservation(pdf, doc),
  );
  drawLines(pdf, doc);
  drawTotals(pdf, doc);
  drawPayments(pdf, doc);
  drawSection(pdf, words().payByTransfer(), doc.bankTransfer ?? []);
  drawSection(pdf, words().notes(), doc.notes);
  // "Invoice INV-2026-000123 · Page 1 of 2" on every page.
  drawFooters(pdf, `${title(doc)} ${doc.number}`, margin);
  pdf.end();
  return bytes;
}
