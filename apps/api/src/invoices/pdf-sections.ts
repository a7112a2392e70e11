import { oneLine } from '@convoy/domain/contracts/plain-text';
import { colors, drawRow, drawTable, ensureSpace, fonts, type Pdf, pdfSafe } from './pdf-table.ts';

/**
 * The parts a signed US Letter document is made of, shared by the rental agreement signed at the counter
 * (counter/agreement-pdf.ts) and the documents signed before pickup (pre-arrival/signed-document-pdf.ts):
 * the letterhead, a section heading, label–value rows, paragraphs and the drawn signature with its line.
 */
export const letterMargin = 54;
export const letterWidth = 612 - 2 * letterMargin;

/** The seller's name and lines, then the document's title. */
export function letterhead(
  pdf: Pdf,
  seller: { name: string; lines: string[] },
  title: string,
  titleSize: number,
) {
  pdf.font(fonts.regular).fillColor(colors.text);
  const row = (fontSize: number) => ({ x: letterMargin, fontSize, columns: [{ width: letterWidth }] });
  drawRow(pdf, row(14), { cells: [seller.name], bold: true });
  drawRow(pdf, row(9), { cells: [seller.lines.join(' · ')] });
  pdf.y += 8;
  drawRow(pdf, row(titleSize), { cells: [title], bold: true });
}

export function sectionHeading(pdf: Pdf, text: string): void {
  pdf.y += 10;
  ensureSpace(pdf, 40);
  drawRow(
    pdf,
    { x: letterMargin, fontSize: 11, columns: [{ width: letterWidth }] },
    { cells: [text], bold: true },
  );
}

/** Label–value rows; what people typed goes on one line (a line break in a name would add a line). */
export function factRows(pdf: Pdf, rows: [string, string][], labelWidth: number): void {
  const columns = [{ width: labelWidth, muted: true }, { width: letterWidth - labelWidth }];
  drawTable(
    pdf,
    { x: letterMargin, fontSize: 9, columns },
    rows.map(([label, value]) => ({ cells: [label, oneLine(value)] })),
  );
}

export function paragraphs(
  pdf: Pdf,
  lines: readonly string[],
  style: { fontSize: number; gap: number },
): void {
  pdf.font(fonts.regular).fontSize(style.fontSize).fillColor(colors.text);
  for (const line of lines) {
    pdf.text(pdfSafe(line), letterMargin + 4, pdf.y + 1, { width: letterWidth - 8, paragraphGap: style.gap });
  }
}

/** The signature as drawn, fitted in 240×80 pt over a line; the page goes on below it. */
export function drawnSignature(pdf: Pdf, png: Buffer): void {
  const top = pdf.y + 6;
  pdf.image(png, letterMargin, top, { fit: [240, 80] });
  pdf
    .save()
    .moveTo(letterMargin, top + 84)
    .lineTo(letterMargin + 240, top + 84)
    .lineWidth(0.5)
    .strokeColor(colors.text)
    .stroke()
    .restore();
  pdf.y = top + 88;
}
