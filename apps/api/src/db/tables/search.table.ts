/** What the back office's global search finds (decision 042). */
export type SearchKind = 'booking' | 'customer' | 'vehicle' | 'invoice' | 'organisation';

/**
 * Row shape of `search_entries` (migration 0058): one thing a search finds, kept
 * by triggers on its source table. `body`: its words, lowercased, a space before each.
 */
export interface SearchEntryTable {
  kind: SearchKind;
  ref_id: string;
  title: string;
  detail: string;
  link: string;
  body: string;
}

/** Row shape of `search_keys` (migration 0058): a value found only whole (code, number, plate, e-mail, phone). */
export interface SearchKeyTable {
  key: string;
  kind: SearchKind;
  ref_id: string;
}
