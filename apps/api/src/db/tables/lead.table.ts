import type { AttributionColumns } from './attribution.table.ts';

/** Row shape of `leads` (migration 0003); `details` holds the fields of one kind as JSON. */
export interface LeadTable extends AttributionColumns {
  id: string;
  kind: 'contact' | 'leasing' | 'fleet-sales';
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  subject: string | null;
  message: string | null;
  details: string;
  created_at: number;
}
