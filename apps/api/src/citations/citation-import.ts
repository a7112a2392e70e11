import { type CitationSource, maxCitationRows } from '@convoy/domain/contracts/citation.schema';
import { type ReadRow, readCitationRow } from '@convoy/domain/rules/citations';
import { parse } from 'csv-parse/sync';
import { validationError } from '../validation-error.ts';

/** A row of the file as its source reads it, with its row number (the header is row 1). */
export type NumberedRow = { rowNumber: number } & ReadRow;

/**
 * A file's text read by its source's mapping (decision 037): csv-parse reads
 * the CSV (quotes, commas in fields, a BOM); every mapped header must be in
 * the file, or 400 on `csv` naming the one missing.
 */
export function readCitationFile(csv: string, source: CitationSource): NumberedRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw validationError({ csv: `The file is not valid CSV${line ? ` near line ${line}` : ''}.` });
  }
  if (records.length > maxCitationRows) {
    throw validationError({
      csv: `A file has at most ${maxCitationRows.toLocaleString('en-US')} rows: split this one.`,
    });
  }
  const headers = new Set(Object.keys(records[0] ?? {}));
  for (const header of Object.values(source.columns)) {
    if (records.length > 0 && !headers.has(header)) {
      throw validationError({ csv: `The file has no column “${header}”: check the source’s columns.` });
    }
  }
  return records.map((record, i) => ({ rowNumber: i + 2, ...readCitationRow(record, source) }));
}
