/** Row shape of `reviews` (migration 0066, decision 047): a booking's review, asked at its final return. */
export interface ReviewTable {
  id: string;
  reservation_id: string;
  class_id: string;
  location_id: string;
  /** The reviewer as shown: first name and last initial. */
  author: string;
  /** The link's token as its SHA-256 hash; null once the review is sent. */
  token_hash: string | null;
  requested_at: number;
  rating: number | null;
  comment: string | null;
  consent_to_publish: number;
  submitted_at: number | null;
  published_at: number | null;
  published_by: string | null;
  follow_up_status: 'open' | 'resolved' | null;
  follow_up_note: string | null;
  resolved_at: number | null;
  resolved_by: string | null;
}
