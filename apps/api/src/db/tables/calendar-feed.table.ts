/** Row shape of `calendar_feeds` (migration 0055, decision 039): one feed URL per organisation or location. */
export interface CalendarFeedTable {
  scope: 'organisation' | 'location';
  /** The organisation's id, or the location's. */
  scope_id: string;
  /** SHA-256 of the token, hex: how a request finds its feed. */
  token_hash: string;
  /** The token sealed (decision 018): staff see the URL again to copy it. */
  token_sealed: string;
  created_at: number;
  created_by: string;
}
