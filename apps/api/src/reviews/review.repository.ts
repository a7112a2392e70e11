import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ReviewTable } from '../db/tables/review.table.ts';

/** A booking's review as stored (decision 047). */
export interface StoredReview {
  id: string;
  reservationId: string;
  classId: string;
  locationId: string;
  author: string;
  requestedAt: number;
  rating: number | null;
  comment: string | null;
  consentToPublish: boolean;
  submittedAt: number | null;
  publishedAt: number | null;
  publishedBy: string | null;
  followUp: {
    status: 'open' | 'resolved';
    note: string | null;
    resolvedAt: number | null;
    resolvedBy: string | null;
  } | null;
}

const at = (v: number | null) => (v === null ? null : Number(v));

function fromRow(r: Selectable<ReviewTable>): StoredReview {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    classId: r.class_id,
    locationId: r.location_id,
    author: r.author,
    requestedAt: Number(r.requested_at),
    rating: r.rating,
    comment: r.comment,
    consentToPublish: r.consent_to_publish === 1,
    submittedAt: at(r.submitted_at),
    publishedAt: at(r.published_at),
    publishedBy: r.published_by,
    followUp: r.follow_up_status
      ? {
          status: r.follow_up_status,
          note: r.follow_up_note,
          resolvedAt: at(r.resolved_at),
          resolvedBy: r.resolved_by,
        }
      : null,
  };
}

/** Reads and writes reviews; takes the database or a transaction. */
export class ReviewRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The booking's review request, made once (false: it had one). */
  async request(
    r: { reservationId: string; classId: string; locationId: string; author: string },
    tokenHash: string,
    now: number,
  ): Promise<boolean> {
    const result = await this.#db
      .insertInto('reviews')
      .values({
        id: randomUUID(),
        reservation_id: r.reservationId,
        class_id: r.classId,
        location_id: r.locationId,
        author: r.author,
        token_hash: tokenHash,
        requested_at: now,
        consent_to_publish: 0,
      })
      .onConflict((oc) => oc.column('reservation_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async findByToken(tokenHash: string): Promise<StoredReview | undefined> {
    const row = await this.#db
      .selectFrom('reviews')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async find(id: string): Promise<StoredReview | undefined> {
    const row = await this.#db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  /** The answer, once (false: it was already sent); a low rating opens its follow-up. */
  async submit(
    id: string,
    answer: { rating: number; comment: string; consentToPublish: boolean; followUp: boolean },
    now: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('reviews')
      .set({
        rating: answer.rating,
        comment: answer.comment,
        consent_to_publish: answer.consentToPublish ? 1 : 0,
        submitted_at: now,
        follow_up_status: answer.followUp ? 'open' : null,
      })
      .where('id', '=', id)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPublished(id: string, by: string | null, now: number | null): Promise<void> {
    await this.#db
      .updateTable('reviews')
      .set({ published_at: now, published_by: by })
      .where('id', '=', id)
      .execute();
  }

  async resolve(id: string, by: string, note: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('reviews')
      .set({ follow_up_status: 'resolved', follow_up_note: note, resolved_at: now, resolved_by: by })
      .where('id', '=', id)
      .where('follow_up_status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Submitted reviews, newest first; `followUp` narrows to a low rating's open or resolved item. */
  async submitted(
    followUp: 'open' | 'resolved' | 'any',
    limit: number,
  ): Promise<(StoredReview & { code: string })[]> {
    let q = this.#db
      .selectFrom('reviews')
      .innerJoin('reservations', 'reservations.id', 'reviews.reservation_id')
      .selectAll('reviews')
      .select('reservations.code')
      .where('reviews.submitted_at', 'is not', null);
    if (followUp !== 'any') q = q.where('reviews.follow_up_status', '=', followUp);
    const rows = await q.orderBy('reviews.submitted_at', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...fromRow(r), code: r.code }));
  }

  /** Of one class or location: the published reviews, newest first, and the rating over every submitted one. */
  async about(
    where: { classId: string } | { locationId: string },
    limit: number,
  ): Promise<{ published: StoredReview[]; count: number; sum: number }> {
    const column = 'classId' in where ? 'class_id' : 'location_id';
    const value = 'classId' in where ? where.classId : where.locationId;
    const totals = await this.#db
      .selectFrom('reviews')
      .select([sql<number>`count(rating)`.as('n'), sql<number>`coalesce(sum(rating), 0)`.as('total')])
      .where(column, '=', value)
      .where('submitted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const rows = await this.#db
      .selectFrom('reviews')
      .selectAll()
      .where(column, '=', value)
      .where('published_at', 'is not', null)
      .orderBy('published_at', 'desc')
      .limit(limit)
      .execute();
    return { published: rows.map(fromRow), count: Number(totals.n), sum: Number(totals.total) };
  }
}
