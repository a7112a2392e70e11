/** A relocation's state (decision 031): scheduled (counted as a pending move), done (moved), or cancelled. */
export type RelocationStatus = 'scheduled' | 'done' | 'cancelled';
/** Who asked for it: staff, or a one-way reservation whose arrival it replaces. */
export type RelocationReason = 'staff' | 'replaces_one_way';

/**
 * Row shape of `relocations` (migration 0044): a unit driven from one location
 * to another. Instants are epoch milliseconds; the dates and times are
 * wall-clock as staff entered them, leaving at the origin, arriving at the destination.
 */
export interface RelocationTable {
  id: string;
  unit_id: string;
  class_id: string;
  from_location_id: string;
  to_location_id: string;
  leave_at: number;
  arrive_at: number;
  leave_date: string;
  leave_time: string;
  arrive_date: string;
  arrive_time: string;
  driver_name: string;
  status: RelocationStatus;
  reason: RelocationReason;
  reservation_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  done_at: number | null;
}
