import { z } from 'zod';
import { locales } from '../content/locale.ts';
import { isoInstantSchema, localDateSchema } from './common.schema.ts';

/**
 * Reviews after the trip (decision 047): one request per booking after its final return, answered
 * on our own page with the token of its link (`Authorization: Bearer`); every reviewer is offered
 * the company's Google review page, whatever the rating. 1 to 3 stars open an item for a manager.
 * Staff publish a review the reviewer agreed to have published, never edit it.
 */

export const reviewRatings = [1, 2, 3, 4, 5] as const;
/** At or below this rating, a review opens an item for a manager. */
export const lowRating = 3;
export const reviewCommentMaxChars = 2000;

const ratingMessage = 'Choose from 1 to 5 stars.';

/** POST /api/review: the rating, a comment, and whether it may be published with the reviewer's first name. */
export const reviewSubmissionSchema = z.object({
  rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
  comment: z
    .string()
    .trim()
    .max(reviewCommentMaxChars, `Keep the comment to ${reviewCommentMaxChars} characters.`)
    .default(''),
  consentToPublish: z.boolean().default(false),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** GET /api/review and the answer to POST: the trip the link is about, and the Google page. */
export const reviewPageSchema = z.object({
  code: z.string().max(16),
  firstName: z.string().max(60),
  vehicleName: z.string().max(200),
  locationName: z.string().max(200),
  returnDate: localDateSchema,
  /** The review as sent, once it is. */
  submitted: z
    .object({ rating: z.number().int().min(1).max(5), comment: z.string(), consentToPublish: z.boolean() })
    .nullable(),
  /** Offered to every reviewer, whatever the rating; null when the company has none. */
  googleReviewUrl: z.url().max(2048).nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A published review as vehicle and location pages show it. */
export const publishedReviewSchema = z.object({
  id: z.string().max(64),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** The reviewer's first name and the initial of their last. */
  author: z.string().max(80),
  vehicleName: z.string().max(200),
  locationName: z.string().max(200),
  publishedOn: localDateSchema,
});

/** GET /api/reviews?vehicleId= | ?locationId=: the published reviews and the rating over every review submitted. */
export const reviewListSchema = z.object({
  /** Over every submitted review of that vehicle class or location, published or not; null with none. */
  aggregate: z
    .object({ ratingValue: z.number().min(1).max(5), reviewCount: z.number().int().min(1) })
    .nullable(),
  reviews: z.array(publishedReviewSchema),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewsOf = z.object({
  vehicleId: z.string().max(64).optional(),
  locationId: z.string().max(64).optional(),
});
const oneOf = (q: z.infer<typeof reviewsOf>) => (q.vehicleId === undefined) !== (q.locationId === undefined);
const askForOne = { message: 'Ask for one vehicle class or one location.', path: ['vehicleId'] };

export const reviewListQuerySchema = reviewsOf.refine(oneOf, askForOne);

/**
 * GET /api/reviews/section: the reviews section of a vehicle or location page as HTML, in the page's
 * language (decision 049), for a page reached inside the app (the server writes it into the pages it sends).
 */
export const reviewSectionQuerySchema = reviewsOf
  .extend({ locale: z.enum(locales).default('en') })
  .refine(oneOf, askForOne);

/** A review as staff see it (GET /api/admin/reviews). */
export const adminReviewSchema = z.object({
  id: z.string().max(64),
  code: z.string().max(16),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  author: z.string().max(80),
  vehicleName: z.string().max(200),
  locationName: z.string().max(200),
  consentToPublish: z.boolean(),
  submittedAt: isoInstantSchema,
  publishedAt: isoInstantSchema.nullable(),
  /** A low rating's item for a manager: open until resolved, with what was done. */
  followUp: z
    .object({
      status: z.enum(['open', 'resolved']),
      resolvedAt: isoInstantSchema.nullable(),
      resolvedBy: z.string().max(254).nullable(),
      note: z.string().max(2000).nullable(),
    })
    .nullable(),
});
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });
export const adminReviewQuerySchema = z.object({
  followUp: z.enum(['open', 'resolved', 'any']).default('any'),
});
export const reviewParamsSchema = z.object({ id: z.uuid({ error: 'Choose a review.' }) });
export const reviewResolutionSchema = z.object({
  note: z.string().trim().min(1, 'Say what was done.').max(2000, 'Keep the note to 2,000 characters.'),
});
