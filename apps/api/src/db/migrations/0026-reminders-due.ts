import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * The pickup reminders still to send, by pickup time (decision 017).
 * The payments worker asks for them after every commit that wakes it; it read
 * every booking picked up in the next days through the list's index and tested
 * each row (4,100 rows, 46 ms, at the full size: 868 ms of a 6 s booking load
 * blocked the server). Only confirmed bookings without a reminder are in this
 * index, so the question reads the few it returns. Partial: the query states
 * the same conditions as literals (ReservationRepository.remindersDue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_reminder_due_idx')
    .on('reservations')
    .column('pickup_at')
    .where(
      sql<SqlBool>`${sql.ref('status')} = ${sql.lit('confirmed')} and ${sql.ref('reminder_sent_at')} is null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_reminder_due_idx').execute();
}
