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
