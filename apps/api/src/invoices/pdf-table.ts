import type PDFDocument from 'pdfkit';
import { languageTag } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';

/**
 * Rows of cells drawn with pdfkit: each cell wraps inside its column (a long
 * label grows the row down, never over the numbers beside it), and a table that
 * reaches the bottom margin continues on a new page under its header again.
 * pdfkit 0.20's own `table()` neither repeats its header nor keeps a row whole.
 */
export type Pdf = typeof PDFDocument;

/** The words every document draws, in the language being written (decision 048). */
const words = defineMessages({
  page: { en: '{label} · Page {page} of {count}', es: '{label} · Página {page} de {count}' },
});

export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const colors = { text: '#111111', muted: '#555555', rule: '#BBBBBB' } as const;

export interface Column {
  width: number;
  align?: 'left' | 'right';
  header?: string;
  /** Grey text, for the labels of label–value rows. */
  muted?: boolean;
}

export interface Row {
  cells: string[];
  bold?: boolean;
  /** A rule above the row, as above a total. */
  ruleAbove?: boolean;
  color?: string;
}

export interface TableOptions {
  x: number;
  columns: Column[];
  fontSize?: number;
  /** Hairlines under the header and between rows. */
  rules?: boolean;
}

// The standard 14 fonts draw WinAnsi only: Latin-1 plus these code points
// (pdfkit's WIN_ANSI_MAP). Anything else comes out as stray bytes, not a glyph.
const winAnsiExtras = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
const plainEquivalents: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '′': "'",
  '″': '"',
  '✓': 'v',
  '✔': 'v',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

function safeChar(char: string): string {
  if (char === '\n') return char;
  if (/[\p{Cf}\p{M}]/u.test(char)) return ''; // zero-width marks, BOM, a stray accent
  if (/\s/u.test(char)) return ' ';
  if (/\p{Cc}/u.test(char)) return '';
  if (isWinAnsi(char)) return char;
  const plain = plainEquivalents[char];
  if (plain !== undefined) return plain;
  // "ő" → "o", "ﬁ" → "fi", a full-width "Ａ" → "A": the letter without what the font cannot draw.
  const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed !== '' && [...decomposed].every(isWinAnsi)) return decomposed;
  return '?';
}

/**
 * Text the standard fonts can draw: WinAnsi characters as they are ("Zoë",
 * "×", "—"), others as a plain equivalent ("≥" → ">="), the base letter, or "?"
 * (an emoji). Tabs and odd spaces become spaces, control characters go;
 * line breaks stay (pdfkit breaks the line there).
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += isWinAnsi(char) ? char : safeChar(char);
  return out;
}

/**
 * A US Letter document in the language being written (English outside inLanguage) with `margin` on
 * every side, its pages buffered (the footers are drawn last) and its title shown by viewers.
 */
export async function letterPdf(margin: number, info: PDFKit.DocumentInfo): Promise<Pdf> {
  // Loaded on the first document, not at start: pdfkit and its font code are megabytes the server
  // would otherwise hold all day for the few PDFs it makes (the memory goal of decision 017).
  const { default: Document } = await import('pdfkit');
  return new Document({
    size: 'LETTER',
    margin,
    bufferPages: true,
    lang: languageTag(),
    displayTitle: true,
    info,
  });
}

/** The document's bytes once `end()` is called (start collecting before drawing). */
export function pdfBytes(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

const padX = 4;
const padY = 3;

/** Adds a page when fewer than `height` points are left above the bottom margin. */
export function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

function cellHeight(pdf: Pdf, text: string, width: number): number {
  return text === '' ? pdf.currentLineHeight() : pdf.heightOfString(pdfSafe(text), { width });
}

function rowHeight(pdf: Pdf, table: TableOptions, row: Row): number {
  pdf.font(row.bold ? fonts.bold : fonts.regular).fontSize(table.fontSize ?? 10);
  const heights = table.columns.map((c, i) => cellHeight(pdf, row.cells[i] ?? '', c.width - 2 * padX));
  return Math.max(...heights) + 2 * padY;
}

/** The height the rows take, to keep a short block (the totals) on one page. */
export function rowsHeight(pdf: Pdf, table: TableOptions, rows: Row[]): number {
  return rows.reduce((sum, row) => sum + rowHeight(pdf, table, row), 0);
}

function hairline(pdf: Pdf, x: number, y: number, width: number, color: string = colors.rule): void {
  pdf
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke()
    .restore();
}

function tableWidth(table: TableOptions): number {
  return table.columns.reduce((sum, c) => sum + c.width, 0);
}

/** Draws one row at pdf.y and leaves pdf.y under it; the caller has made room. */
export function drawRow(pdf: Pdf, table: TableOptions, row: Row): void {
  const height = rowHeight(pdf, table, row); // also sets the row's font and size
  const top = pdf.y;
  if (row.ruleAbove) hairline(pdf, table.x, top, tableWidth(table), colors.text);
  let x = table.x;
  table.columns.forEach((column, i) => {
    pdf.fillColor(row.color ?? (column.muted ? colors.muted : colors.text));
    pdf.text(pdfSafe(row.cells[i] ?? ''), x + padX, top + padY, {
      width: column.width - 2 * padX,
      align: column.align ?? 'left',
    });
    x += column.width;
  });
  pdf.fillColor(colors.text);
  pdf.x = table.x;
  pdf.y = top + height;
  if (table.rules) hairline(pdf, table.x, pdf.y, tableWidth(table));
}

function drawHeader(pdf: Pdf, table: TableOptions): void {
  const header = { ...table, fontSize: (table.fontSize ?? 10) - 1 };
  drawRow(pdf, header, { cells: table.columns.map((c) => c.header ?? ''), bold: true });
}

/**
 * Draws the rows from pdf.y down, breaking pages between rows, never inside
 * one; the header (when the columns have one) heads every page the table spans.
 */
export function drawTable(pdf: Pdf, table: TableOptions, rows: Row[]): void {
  const hasHeader = table.columns.some((c) => c.header);
  const headerHeight = hasHeader ? rowHeight(pdf, table, { cells: ['Header'], bold: true }) : 0;
  rows.forEach((row, i) => {
    const needed = (i === 0 ? headerHeight : 0) + rowHeight(pdf, table, row);
    const newPage = pdf.y + needed > pdf.page.maxY();
    if (newPage) pdf.addPage();
    if (hasHeader && (i === 0 || newPage)) drawHeader(pdf, table);
    drawRow(pdf, table, row);
  });
}

/** "<label> · Page 1 of 2" centred in the bottom margin of every page (the document buffers its pages). */
export function drawFooters(pdf: Pdf, label: string, margin: number): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // pdfkit starts a new page for text below the bottom margin, so lift it while writing there.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font(fonts.regular).fontSize(8).fillColor(colors.muted);
    const footer = pdfSafe(words().page({ label, page: String(i + 1), count: String(count) }));
    pdf.text(footer, margin, pdf.page.height - margin + 18, {
      width: pdf.page.width - 2 * margin,
      align: 'center',
    });
    pdf.page.margins.bottom = bottom;
  }
}
