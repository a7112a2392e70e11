import type { CitationKind, CitationStatus } from '@convoy/domain/contracts/citation.schema';

/** Row shape of `citation_sources` (migration 0052, decision 037): a toll agency or city and its CSV columns. */
export interface CitationSourceTable {
  id: string;
  name: string;
  /** The agency named on its notices when the file has no agency column. */
  agency: string;
  /** The kind of its notices when the file has no kind column. */
  kind: CitationKind;
  /** The IANA zone its times are written in, unless a time carries its own offset. */
  timezone: string;
  /** JSON of `citationColumnsSchema`: which header holds each field. */
  columns: string;
  created_at: number;
  created_by: string;
}

/**
 * Row shape of `citation_items` (migration 0052): one notice, unique by
 * (agency_key, reference); matched to a unit, a booked vehicle and a driver, or
 * queued. `fee_ids` is JSON of the `reservation_fees` ids charging it;
 * `nomination` is sealed JSON (decision 018), null once erased.
 */
export interface CitationItemTable {
  id: string;
  source_id: string;
  agency: string;
  agency_key: string;
  reference: string;
  kind: CitationKind;
  plate: string;
  plate_state: string | null;
  at: number;
  place: string;
  amount_cents: number;
  unit_id: string | null;
  reservation_id: string | null;
  class_id: string | null;
  seq: number | null;
  driver_id: string | null;
  status: CitationStatus;
  fee_ids: string;
  note: string;
  nomination: string | null;
  nomination_until: number | null;
  imported_at: number;
  imported_by: string;
  updated_at: number;
}
