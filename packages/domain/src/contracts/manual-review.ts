import { brand } from '../content/brand.ts';

/**
 * A refusal that needs a person to look at the booking (the do-not-rent list,
 * decision 021): one code and one message for every such review, so the
 * answer never says which review held it or why. Without zod, for the booking
 * flow's script.
 */
export const manualReviewCode = 'manual_review_required';

/** What a renter reads when a booking is held for review: the company's number, no reason. */
export const manualReviewMessage = `We need to review this booking before it can go ahead. Please call us at ${brand.phone}.`;
