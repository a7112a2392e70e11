import { DateTime } from 'luxon';
import {
  type CitationColumns,
  type CitationKind,
  citationKindLabels,
  citationKinds,
} from '../contracts/citation.schema.ts';
import type { PriceLine } from '../contracts/pricing-breakdown.schema.ts';
import { type FeeToCharge, feeLine } from './incidental-fees.ts';

/** A plate as the fleet and the agencies are compared: upper case, without spaces or dashes (decision 037). */
export function normalisePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * "$1,234.565" → 123457: dollars as an agency writes them, in integer cents
 * rounded half-up (SPEC Part B §13); null when it is not an amount of at most
 * $100,000.
 */
export function amountToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const decimals = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  const total = dollars * 100 + cents;
  return total <= 10_000_000 ? total : null;
}

/**
 * The instant of a notice's time: ISO or "YYYY-MM-DD HH:mm[:ss]", with its
 * own offset when it carries one, else in the source's zone. null when it is
 * not a time.
 */
export function citationInstant(text: string, zone: string): number | null {
  const trimmed = text.trim();
  const options = { zone, setZone: false };
  for (const parsed of [DateTime.fromISO(trimmed, options), DateTime.fromSQL(trimmed, options)]) {
    if (parsed.isValid) return parsed.toMillis();
  }
  return null;
}

/** A kind as agencies write it ("TOLL", "Red light", "speed camera", "parking"), else the source's own. */
export function citationKindOf(text: string | undefined, fallback: CitationKind): CitationKind | null {
  const t = (text ?? '').trim().toLowerCase();
  if (t === '') return fallback;
  if ((citationKinds as readonly string[]).includes(t)) return t as CitationKind;
  if (/toll/.test(t)) return 'toll';
  if (/park/.test(t)) return 'parking';
  if (/speed|red|camera/.test(t)) return 'camera';
  return null;
}

/** One row of a file as the source maps it, before it is matched. */
export interface CitationRow {
  reference: string;
  agency: string;
  kind: CitationKind;
  plate: string;
  state: string | null;
  at: number;
  place: string;
  amountCents: number;
}

export interface CitationSourceMapping {
  agency: string;
  kind: CitationKind;
  timezone: string;
  columns: CitationColumns;
}

export type ReadRow = { row: CitationRow } | { field: string; message: string };

/** A row of a file (header → text) read by its source's mapping, or the first field that is wrong. */
export function readCitationRow(
  record: Readonly<Record<string, string>>,
  source: CitationSourceMapping,
): ReadRow {
  const c = source.columns;
  const cell = (header: string | undefined) => (header === undefined ? '' : (record[header] ?? '').trim());
  const reference = cell(c.reference);
  if (reference === '' || reference.length > 80) {
    return { field: 'reference', message: 'Each row needs a reference of at most 80 characters.' };
  }
  const plate = normalisePlate(cell(c.plate));
  if (!/^[A-Z0-9]{1,10}$/.test(plate))
    return { field: 'plate', message: 'The plate is missing or not a plate.' };
  const state = c.state === undefined ? null : cell(c.state).toUpperCase();
  if (state !== null && !/^[A-Z]{2}$/.test(state)) {
    return { field: 'state', message: 'The state is not a two-letter code.' };
  }
  const at = citationInstant(cell(c.time), source.timezone);
  if (at === null) return { field: 'time', message: 'The date and time are missing or not a time.' };
  const amountCents = amountToCents(cell(c.amount));
  if (amountCents === null)
    return { field: 'amount', message: 'The amount is missing or not dollars and cents.' };
  const kind = citationKindOf(cell(c.kind), source.kind);
  if (kind === null) return { field: 'kind', message: 'The kind is not a toll, parking or camera notice.' };
  const agency = cell(c.agency) || source.agency;
  if (agency.length > 80) return { field: 'agency', message: 'The agency has at most 80 characters.' };
  return {
    row: { reference, agency, kind, plate, state, at, place: cell(c.place).slice(0, 120), amountCents },
  };
}

/** The key a reference is unique under: the agency without case or outer spaces. */
export const agencyKey = (agency: string): string => agency.trim().toLowerCase();

/**
 * The lines that charge one notice (decision 037): its amount passed through
 * untaxed, coded `citation-<kind>`, and the company's admin fee for its kind
 * as the catalogue prices it (`feeLine`, taxed as the catalogue says).
 */
export function citationLines(
  notice: Pick<CitationRow, 'kind' | 'agency' | 'reference' | 'amountCents'>,
  adminFee: FeeToCharge['fee'],
): [PriceLine, PriceLine] {
  const label = `${citationKindLabels[notice.kind]}, ${notice.agency} ${notice.reference}`.slice(0, 200);
  return [
    {
      kind: 'fee',
      code: `citation-${notice.kind}`,
      label,
      quantity: 1,
      unitCents: notice.amountCents,
      amountCents: notice.amountCents,
      taxable: false,
    },
    feeLine({ fee: adminFee, quantity: 1 }),
  ];
}

/** The catalogue fee that is a kind's admin fee: `<kind>-admin` when the price book has it, else `citation-admin`. */
export function adminFeeIdsOf(kind: CitationKind): string[] {
  return [`${kind}-admin`, 'citation-admin'];
}
