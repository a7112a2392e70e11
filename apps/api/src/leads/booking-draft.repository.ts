import type { Locale } from '@convoy/domain/content/locale';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** An address that asked to be reminded of a booking it did not make (decision 046). */
export interface StoredDraft {
  email: string;
  trip: Record<string, string>;
  /** The language the draft was left in: its e-mail's (decision 048). */
  locale: Locale;
  createdAt: number;
  remindAt: number;
}

/** Reads and writes booking drafts and the unsubscribed addresses; takes the database or a transaction. */
export class BookingDraftRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * The draft of an address, written or brought up to date: the search, and the reminder an hour
   * (`remindAt`) after this last change; one already reminded or converted stays as it was (one
   * e-mail per address, ever, while it is kept).
   */
  async remember(
    email: string,
    trip: Record<string, string>,
    locale: Locale,
    now: number,
    remindAt: number,
  ): Promise<void> {
    const json = JSON.stringify(trip);
    await this.#db
      .insertInto('booking_drafts')
      .values({
        email,
        trip: json,
        locale,
        created_at: now,
        updated_at: now,
        remind_at: remindAt,
        reminded_at: null,
        converted_at: null,
      })
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet({ trip: json, locale, updated_at: now, remind_at: remindAt })
          .where('booking_drafts.reminded_at', 'is', null)
          .where('booking_drafts.converted_at', 'is', null),
      )
      .execute();
  }

  /** The box unticked: the address is forgotten unless its e-mail already went. */
  async withdraw(email: string): Promise<void> {
    await this.#db
      .deleteFrom('booking_drafts')
      .where('email', '=', email)
      .where('reminded_at', 'is', null)
      .execute();
  }

  /** Drafts whose hour has passed with no e-mail and no booking yet, oldest first. */
  async due(now: number, limit: number): Promise<StoredDraft[]> {
    const rows = await this.#db
      .selectFrom('booking_drafts')
      .selectAll()
      .where('remind_at', '<=', now)
      .where('reminded_at', 'is', null)
      .where('converted_at', 'is', null)
      .orderBy('remind_at')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      email: r.email,
      trip: JSON.parse(r.trip) as Record<string, string>,
      locale: r.locale,
      createdAt: Number(r.created_at),
      remindAt: Number(r.remind_at),
    }));
  }

  /** Whether the address booked since `since` (a booking made from anywhere, not only the e-mail). */
  async bookedSince(email: string, since: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('reservations')
      .select('id')
      .where(sql<string>`lower(trim(email))`, '=', email)
      .where('created_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the draft's one e-mail sent (false: another instance did first), or its booking made. */
  async settle(email: string, as: 'reminded' | 'converted', now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('booking_drafts')
      .set(as === 'reminded' ? { reminded_at: now } : { converted_at: now })
      .where('email', '=', email)
      .where('reminded_at', 'is', null)
      .where('converted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async isUnsubscribed(emailHash: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('recovery_unsubscribes')
      .select('email_hash')
      .where('email_hash', '=', emailHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The address unsubscribes for good: its draft goes, its hash stays. */
  async unsubscribe(email: string, emailHash: string, now: number): Promise<void> {
    await this.#db
      .insertInto('recovery_unsubscribes')
      .values({ email_hash: emailHash, at: now })
      .onConflict((oc) => oc.column('email_hash').doNothing())
      .execute();
    await this.#db.deleteFrom('booking_drafts').where('email', '=', email).execute();
  }

  /** Drafts first given before `before` (30 days ago), whatever became of them. */
  async deleteGivenBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('booking_drafts')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
