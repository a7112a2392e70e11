import type { Locale } from '@convoy/domain/content/locale';
import type { AttributionColumns } from './attribution.table.ts';

/** What every lead holds, whatever its kind: as stored, as the repository answers it, as its e-mails say it. */
export interface LeadFields {
  kind: 'contact' | 'leasing' | 'fleet-sales';
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  subject: string | null;
  message: string | null;
}

/** Row shape of `leads` (migration 0003); `details` holds the fields of one kind as JSON. */
export interface LeadTable extends AttributionColumns, LeadFields {
  id: string;
  details: string;
  created_at: number;
}

/** Row shape of `booking_drafts` (migration 0065, decision 046): an address to remind of a booking not made. */
export interface BookingDraftTable {
  email: string;
  /** The search as the flow's form held it: JSON of its fields. */
  trip: string;
  /** The language the draft was left in (decision 048, migration 0068). */
  locale: Locale;
  created_at: number;
  updated_at: number;
  remind_at: number;
  reminded_at: number | null;
  converted_at: number | null;
}

/** Row shape of `recovery_unsubscribes` (migration 0065): the SHA-256 of an address that unsubscribed. */
export interface RecoveryUnsubscribeTable {
  email_hash: string;
  at: number;
}
