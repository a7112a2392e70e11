import { type Locale, localizedPath } from '@convoy/domain/content/locale';
import {
  lowRating,
  type ReviewList,
  type ReviewPage,
  type ReviewSubmission,
} from '@convoy/domain/contracts/review.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { newPreArrivalToken, preArrivalTokenHash } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredReview } from './review.repository.ts';

/** The reviewer as shown: first name and last initial ("Grace H."). */
export const authorOf = (r: Pick<StoredReservation, 'contact'>) =>
  `${r.contact.firstName.trim()} ${r.contact.lastName.trim().slice(0, 1).toUpperCase()}.`.trim();

/**
 * The review page in the renter's language (decision 048), /review or /es/review, opened from the link's
 * fragment (never in a URL a server logs).
 */
export const reviewLink = (publicUrl: string, token: string, locale: Locale = 'en') =>
  `${publicUrl}${localizedPath('/review', locale)}#token=${token}`;

/**
 * The review request at a booking's final return (decision 047), in the transaction of that return:
 * one per booking, its token kept as a hash, the link sealed in the outbox and e-mailed to the renter.
 */
export class ReviewRequests {
  readonly #seal: (plain: string) => SealedSecret;
  readonly #publicUrl: string;

  constructor(deps: { seal: (plain: string) => SealedSecret; publicUrl: string }) {
    this.#seal = deps.seal;
    this.#publicUrl = deps.publicUrl;
  }

  async request(
    repos: Repositories,
    r: StoredReservation,
    locationName: string,
    now: number,
  ): Promise<boolean> {
    const { token, hash } = newPreArrivalToken();
    const made = await repos.reviews.request(
      { reservationId: r.id, classId: r.classId, locationId: r.locationId, author: authorOf(r) },
      hash,
      now,
    );
    if (!made) return false;
    await enqueueEmails(
      repos.outbox,
      [
        {
          to: r.contact.email,
          reference: r.code,
          payload: {
            kind: 'review_request',
            locale: r.locale,
            code: r.code,
            firstName: r.contact.firstName,
            vehicleName: r.vehicleName,
            locationName,
            link: this.#seal(reviewLink(this.#publicUrl, token, r.locale)),
          },
        },
      ],
      now,
    );
    return true;
  }
}

export interface ReviewsDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  googleReviewUrl: string | null;
  now: () => number;
}

const invalidLink = () =>
  new ApiError(
    401,
    'invalid_link',
    'This review link is not one of ours: open it from the e-mail after your trip.',
  );

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Reviews after the trip (decision 047): the renter's page and answer (every reviewer is offered the
 * Google page, whatever the rating: no gating), a low rating's item for a manager, staff publishing
 * (with the reviewer's consent, never an edit), and the published reviews with the rating over every
 * submitted one for the vehicle and location pages.
 */
export class ReviewsService {
  readonly #d: ReviewsDependencies;
  #changes = 0;

  constructor(deps: ReviewsDependencies) {
    this.#d = deps;
  }

  /**
   * How many times this process has changed what the pages show (a review sent, published or withdrawn):
   * the pages' copy of the reviews is taken again after a change (reviews-on-pages.ts).
   */
  get changes(): number {
    return this.#changes;
  }

  async page(token: string): Promise<ReviewPage> {
    const repos = this.#d.repositories(this.#d.db);
    const review = await repos.reviews.findByToken(preArrivalTokenHash(token));
    const r = review && (await repos.reservations.findById(review.reservationId));
    if (!review || !r) throw invalidLink();
    const catalog = await this.#d.catalog.get();
    return {
      code: r.code,
      firstName: r.contact.firstName,
      vehicleName: r.vehicleName,
      locationName: catalog.locationById.get(r.locationId)?.name ?? r.locationId,
      returnDate: r.returnDate,
      submitted:
        review.submittedAt !== null && review.rating !== null
          ? {
              rating: review.rating,
              comment: review.comment ?? '',
              consentToPublish: review.consentToPublish,
            }
          : null,
      googleReviewUrl: this.#d.googleReviewUrl,
    };
  }

  /** The answer, once: a second is refused (409 `already_reviewed`); 1 to 3 stars open an item for a manager. */
  async submit(token: string, answer: ReviewSubmission): Promise<ReviewPage> {
    const repos = this.#d.repositories(this.#d.db);
    const review = await repos.reviews.findByToken(preArrivalTokenHash(token));
    if (!review) throw invalidLink();
    const sent = await repos.reviews.submit(
      review.id,
      { ...answer, followUp: answer.rating <= lowRating },
      this.#d.now(),
    );
    if (!sent) throw new ApiError(409, 'already_reviewed', 'You have already sent your review. Thank you!');
    this.#changes += 1;
    return this.page(token);
  }

  async list(where: {
    vehicleId?: string | undefined;
    locationId?: string | undefined;
  }): Promise<ReviewList> {
    const catalog = await this.#d.catalog.get();
    const about = where.vehicleId ? { classId: where.vehicleId } : { locationId: where.locationId ?? '' };
    const { published, count, sum } = await this.#d.repositories(this.#d.db).reviews.about(about, 50);
    return {
      aggregate: count > 0 ? { ratingValue: Math.round((sum / count) * 10) / 10, reviewCount: count } : null,
      reviews: published.map((v) => ({
        id: v.id,
        rating: v.rating ?? 0,
        comment: v.comment ?? '',
        author: v.author,
        vehicleName: catalog.classById.get(v.classId)?.name ?? v.classId,
        locationName: catalog.locationById.get(v.locationId)?.name ?? v.locationId,
        publishedOn: zonedIso(v.publishedAt ?? 0, 'UTC').slice(0, 10),
      })),
    };
  }

  async adminList(followUp: 'open' | 'resolved' | 'any') {
    const catalog = await this.#d.catalog.get();
    const rows = await this.#d.repositories(this.#d.db).reviews.submitted(followUp, 200);
    return { reviews: rows.map((v) => this.#adminView(v, catalog)) };
  }

  /** Published with the reviewer's consent only; the text stays as they wrote it. */
  async publish(id: string, by: string, publish: boolean) {
    const catalog = await this.#d.catalog.get();
    const view = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const review = await this.#submitted(repos, id);
      if (publish && !review.consentToPublish) {
        throw new ApiError(409, 'no_consent', 'The reviewer did not agree to have this review published.');
      }
      const now = this.#d.now();
      await repos.reviews.setPublished(id, publish ? by : null, publish ? now : null);
      await recordAudit(
        trx,
        {
          action: publish ? 'review published' : 'review unpublished',
          entityType: 'review',
          entityId: id,
          summary: `${review.rating} stars`,
        },
        now,
      );
      return this.#adminView({ ...(await this.#submitted(repos, id)), code: '' }, catalog);
    });
    this.#changes += 1;
    return view;
  }

  /** A low rating's item closed by a manager, with what was done. */
  async resolve(id: string, by: string, note: string) {
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      await this.#submitted(repos, id);
      const now = this.#d.now();
      if (!(await repos.reviews.resolve(id, by, note, now))) {
        throw new ApiError(
          409,
          'nothing_to_resolve',
          'This review has no open item: it was resolved, or its rating was high.',
        );
      }
      await recordAudit(
        trx,
        { action: 'review follow-up resolved', entityType: 'review', entityId: id, summary: 'resolved' },
        now,
      );
    });
  }

  async #submitted(repos: Repositories, id: string): Promise<StoredReview> {
    const review = await repos.reviews.find(id);
    if (!review || review.submittedAt === null) throw new ApiError(404, 'not_found', 'No such review.');
    return review;
  }

  #adminView(v: StoredReview & { code: string }, catalog: Awaited<ReturnType<Catalog['get']>>) {
    return {
      id: v.id,
      code: v.code,
      rating: v.rating ?? 0,
      comment: v.comment ?? '',
      author: v.author,
      vehicleName: catalog.classById.get(v.classId)?.name ?? v.classId,
      locationName: catalog.locationById.get(v.locationId)?.name ?? v.locationId,
      consentToPublish: v.consentToPublish,
      submittedAt: iso(v.submittedAt) as string,
      publishedAt: iso(v.publishedAt),
      followUp: v.followUp
        ? {
            status: v.followUp.status,
            resolvedAt: iso(v.followUp.resolvedAt),
            resolvedBy: v.followUp.resolvedBy,
            note: v.followUp.note,
          }
        : null,
    };
  }
}
