import type { AgreedText } from '@convoy/domain/content/pre-arrival';
import { oneLine } from '@convoy/domain/contracts/plain-text';
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
} from '../invoices/pdf-table.ts';

/**
 * A document signed remotely before pickup (decision 024), as a US Letter PDF:
 * the driver's acknowledgement (their booking, their vehicle, their licence
 * masked, the authorised-driver terms and, where it applies, the safety
 * briefing) or the renter's rental agreement (vehicles, drivers, stored
 * charges, terms); each with the drawn signature, the signer's name, the time
 * and the consent text with its version. Its SHA-256 is kept as evidence.
 */
export interface SignedDocument {
  title: string;
  seller: { name: string; lines: string[] };
  /** Label–value rows: booking, signer, vehicle, pickup… */
  facts: [string, string][];
  /** Further tables: vehicles, drivers, charges (the rental agreement). */
  tables: { heading: string; rows: [string, string][] }[];
  /** The texts agreed to, each with its version. */
  texts: AgreedText[];
  consent: AgreedText;
  signature: { png: Buffer; signerName: string; signedAt: string };
}

const margin = 54;
const width = 612 - 2 * margin;

function heading(pdf: Pdf, text: string): void {
  pdf.y += 10;
  ensureSpace(pdf, 40);
  drawRow(pdf, { x: margin, fontSize: 11, columns: [{ width }] }, { cells: [text], bold: true });
}

function facts(pdf: Pdf, rows: [string, string][]): void {
  const columns = [{ width: 140, muted: true }, { width: width - 140 }];
  drawTable(
    pdf,
    { x: margin, fontSize: 9, columns },
    rows.map(([label, value]) => ({ cells: [label, oneLine(value)] })),
  );
}

function paragraphs(pdf: Pdf, lines: readonly string[]): void {
  pdf.font(fonts.regular).fontSize(9).fillColor(colors.text);
  for (const line of lines) {
    pdf.text(pdfSafe(line), margin + 4, pdf.y + 1, { width: width - 8, paragraphGap: 3 });
  }
}

/** The document as PDF bytes; text through pdfSafe, the signature as the PNG drawn. */
export async function renderSignedDocument(doc: SignedDocument): Promise<Buffer> {
  const pdf = await letterPdf(margin, { Title: doc.title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  pdf.font(fonts.regular).fillColor(colors.text);
  drawRow(pdf, { x: margin, fontSize: 14, columns: [{ width }] }, { cells: [doc.seller.name], bold: true });
  drawRow(pdf, { x: margin, fontSize: 9, columns: [{ width }] }, { cells: [doc.seller.lines.join(' · ')] });
  pdf.y += 8;
  drawRow(pdf, { x: margin, fontSize: 18, columns: [{ width }] }, { cells: [doc.title], bold: true });
  facts(pdf, doc.facts);
  for (const table of doc.tables) {
    heading(pdf, table.heading);
    facts(pdf, table.rows);
  }
  for (const text of doc.texts) {
    heading(pdf, `${text.title} (version ${text.version})`);
    paragraphs(pdf, text.paragraphs);
  }
  heading(pdf, 'Signed');
  paragraphs(pdf, [...doc.consent.paragraphs, `Consent version ${doc.consent.version}.`]);
  const top = pdf.y + 6;
  pdf.image(doc.signature.png, margin, top, { fit: [240, 80] });
  pdf
    .save()
    .moveTo(margin, top + 84)
    .lineTo(margin + 240, top + 84)
    .lineWidth(0.5)
    .strokeColor(colors.text)
    .stroke()
    .restore();
  pdf.y = top + 88;
  facts(pdf, [
    ['Signed by', doc.signature.signerName],
    ['Signed at', doc.signature.signedAt],
  ]);
  drawFooters(pdf, doc.title, margin);
  pdf.end();
  return bytes;
}
