import type { SourceMediumCampaign } from '@convoy/domain/contracts/admin-lists.schema';
import { oneLine, plainText } from '@convoy/domain/contracts/plain-text';

/**
 * CSV for the back office's exports: RFC 4180 (comma, CRLF, a field with a
 * comma, quote or line break in double quotes, quotes doubled), with a UTF-8
 * byte-order mark so spreadsheet programs read accents right. A text cell that
 * starts with = + - @, a tab or a carriage return is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula (OWASP "CSV Injection").
 * Numbers are written as they are: -5 is a number, not a formula. Text loses
 * its control and bidi characters (contracts/plain-text.ts), its line breaks
 * kept inside the quotes; a column of names puts them on one line (`oneLine`).
 */
export type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const formulaStart = /^[=+\-@\t\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : plainText(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A column of names (a renter, an organisation, a billing contact): each on one line. */
export function nameColumn<T>(header: string, name: (row: T) => string | null): CsvColumn<T> {
  return {
    header,
    value: (row) => {
      const value = name(row);
      return value === null ? null : oneLine(value);
    },
  };
}

/** Characters of CSV per chunk at most, about: well under V8's large-object size (128 KiB), see csvChunks. */
export const csvChunkChars = 32 * 1024;

/**
 * The CSV of rows that arrive in batches: the header at once, then the lines
 * in chunks of about `csvChunkChars`, so an export starts downloading before
 * its last rows are read and holds one batch in memory. Chunks stay small
 * enough to be ordinary young objects: a whole batch joined (300 KB) went to
 * V8's large-object space, kept until a full collection, and an export of
 * 148,000 bookings grew the server by 130 MB (decision 017: under 200 MB per instance).
 */
export async function* csvChunks<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${headerOf(columns)}`;
  for await (const batch of batches) {
    let lines: string[] = [];
    let size = 0;
    for (const row of batch) {
      const line = lineOf(columns, row);
      lines.push(line);
      size += line.length;
      if (size >= csvChunkChars) {
        yield lines.join('');
        lines = [];
        size = 0;
      }
    }
    if (lines.length > 0) yield lines.join('');
  }
}

const headerOf = <T>(columns: readonly CsvColumn<T>[]) =>
  `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
const lineOf = <T>(columns: readonly CsvColumn<T>[], row: T) =>
  `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`;

/** Cents as a plain decimal a spreadsheet sums: 107400 → 1074.00. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** `bookings-2026-07-01.csv`: the list and the day it was exported. */
export function csvFileName(list: string, at: number): string {
  return `${list}-${new Date(at).toISOString().slice(0, 10)}.csv`;
}

/** When an enquiry (a quote request, a lead) came and who sent it: five columns after its own first one. */
export function enquirerCsvColumns<
  T extends { createdAt: string; name: string; organisation: string | null; email: string; phone: CsvValue },
>(): CsvColumn<T>[] {
  return [
    { header: 'Received at (UTC)', value: (r) => r.createdAt },
    nameColumn('Name', (r) => r.name),
    nameColumn('Organisation', (r) => r.organisation),
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
  ];
}

/** The six attribution columns every export ends with. */
export function attributionCsvColumns<
  T extends { firstTouch: SourceMediumCampaign; lastNonDirect: SourceMediumCampaign },
>(): CsvColumn<T>[] {
  return [
    { header: 'First-touch source', value: (r) => r.firstTouch.source },
    { header: 'First-touch medium', value: (r) => r.firstTouch.medium },
    { header: 'First-touch campaign', value: (r) => r.firstTouch.campaign },
    { header: 'Last non-direct source', value: (r) => r.lastNonDirect.source },
    { header: 'Last non-direct medium', value: (r) => r.lastNonDirect.medium },
    { header: 'Last non-direct campaign', value: (r) => r.lastNonDirect.campaign },
  ];
}
