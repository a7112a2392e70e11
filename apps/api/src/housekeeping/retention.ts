import type { Executor } from '../db/database.ts';
import { DriverRepository } from '../drivers/driver.repository.ts';

/**
 * How long the answer to an Idempotency-Key is kept: a client retries a lost
 * answer within seconds or minutes (the web flow on the next click, a server
 * restart's replay within one), so a day is ample, and after it the same key is
 * a new request. Stripe keeps its keys for the same 24 hours.
 */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

/** What one sweep removed. */
export interface SweepResult {
  idempotencyKeys: number;
  pageViews: number;
  webVitals: number;
  /** Drivers whose licence number was erased. */
  licenceNumbers: number;
  /** The counter's photos, and signed rental agreements (signature and PDF), deleted. */
  handoverPhotos: number;
  rentalAgreements: number;
  /** Sent e-mails: outbox rows, and the .eml files of the file transport. */
  sentEmails: number;
  emailFiles: number;
  /** Organisations' access keys whose expiry entered the audit log. */
  expiredKeys: number;
}

export interface RetentionPolicy {
  /** Page views and Web Vitals from before this calendar day (YYYY-MM-DD, back-office timezone) go. */
  analyticsBeforeDay: string;
  /** Idempotency answers recorded before this instant (epoch ms) go. */
  idempotencyBefore: number;
  /** Licence numbers of reservations that returned before this instant (epoch ms) are erased. */
  licencesReturnedBefore: number;
  /** Photos and signed agreements of reservations that returned before this instant (epoch ms) go. */
  evidenceReturnedBefore: number;
  /** E-mails sent before this instant (epoch ms) go. */
  emailsSentBefore: number;
  now: number;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what the product no longer needs (nothing grows without
 * bound), and erases the personal data kept only for a while (licence
 * numbers, decision 013; the counter's photos and signed agreements, decision 015) and
 * sent e-mails (decision 018). Admin sessions and login throttles are pruned
 * where they are written (admin-session and login-throttle repositories);
 * reservations and enquiries are business records and stay.
 */
export class RetentionRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async sweep(policy: RetentionPolicy): Promise<Omit<SweepResult, 'emailFiles' | 'expiredKeys'>> {
    const idempotencyKeys = await this.#db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', policy.idempotencyBefore)
      .executeTakeFirst();
    // `day` leads an index on both tables (migration 0012), so these deletes do not scan.
    const pageViews = await this.#db
      .deleteFrom('page_views')
      .where('day', '<', policy.analyticsBeforeDay)
      .executeTakeFirst();
    const webVitals = await this.#db
      .deleteFrom('web_vitals')
      .where('day', '<', policy.analyticsBeforeDay)
      .executeTakeFirst();
    const licenceNumbers = await new DriverRepository(this.#db).eraseLicencesReturnedBefore(
      policy.licencesReturnedBefore,
      policy.now,
    );
    const returned = (before: number) =>
      this.#db.selectFrom('reservations').select('id').where('return_at', '<', before);
    const handoverPhotos = await this.#db
      .deleteFrom('handover_photos')
      .where('reservation_id', 'in', returned(policy.evidenceReturnedBefore))
      .executeTakeFirst();
    const rentalAgreements = await this.#db
      .deleteFrom('rental_agreements')
      .where('reservation_id', 'in', returned(policy.evidenceReturnedBefore))
      .executeTakeFirst();
    // The partial index of sent e-mails by sending time (migration 0028) finds them.
    const sentEmails = await this.#db
      .deleteFrom('outbox_messages')
      .where('status', '=', 'sent')
      .where('sent_at', '<', policy.emailsSentBefore)
      .executeTakeFirst();
    return {
      licenceNumbers,
      sentEmails: count(sentEmails),
      handoverPhotos: count(handoverPhotos),
      rentalAgreements: count(rentalAgreements),
      idempotencyKeys: count(idempotencyKeys),
      pageViews: count(pageViews),
      webVitals: count(webVitals),
    };
  }
}
