import { z } from 'zod';

/**
 * The back office's global search (decision 042): GET /api/admin/search?q=.
 * The answer groups what it found by kind, at most `searchGroupSize` each,
 * only the kinds whose area the role may read.
 */
export const searchKinds = ['booking', 'customer', 'vehicle', 'invoice', 'organisation'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The group labels, in the order the answer lists them. */
export const searchKindLabels: Record<SearchKind, string> = {
  booking: 'Bookings',
  customer: 'Customers',
  vehicle: 'Vehicles',
  invoice: 'Invoices',
  organisation: 'Organizations',
};

export const searchGroupSize = 8;
export const searchQueryMin = 2;
export const searchQueryMax = 100;

const queryMessage = `Type ${searchQueryMin} to ${searchQueryMax} characters to search.`;

export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: queryMessage })
    .trim()
    .min(searchQueryMin, queryMessage)
    .max(searchQueryMax, queryMessage),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const searchResultSchema = z.object({
  // A renter's is their e-mail (one result per e-mail); the others' the row's id.
  id: z.string().max(320),
  title: z.string().max(300),
  detail: z.string().max(500),
  href: z.string().max(1000),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  label: z.string().max(40),
  results: z.array(searchResultSchema).max(searchGroupSize),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const adminSearchAnswerSchema = z.object({
  groups: z.array(searchGroupSchema).max(searchKinds.length),
});
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswerSchema>;
