import {
  type AdminSearchAnswer,
  type SearchGroup,
  type SearchKind,
  searchGroupSize,
  searchKindLabels,
  searchKinds,
} from '@convoy/domain/contracts/admin-search.schema';
import type { StaffArea, StaffRole } from '@convoy/domain/contracts/staff.schema';
import { compactKey, searchKeys, searchWords } from '@convoy/domain/rules/search-terms';
import { staffMay } from '@convoy/domain/rules/staff-access';
import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { SearchHit } from './search.repository.ts';

/** The back-office area whose readers see each kind (decision 015): renters are the bookings'. */
export const searchKindArea: Record<SearchKind, StaffArea> = {
  booking: 'bookings',
  customer: 'bookings',
  vehicle: 'fleet',
  invoice: 'money',
  organisation: 'money',
};

const q = encodeURIComponent;

/** The back-office view that shows each kind's result, as those views take a query today; `id` the thing's own. */
const hrefOf: Record<SearchKind, (link: string, id: string) => string> = {
  booking: (code) => `/admin?view=bookings&booking=${q(code)}`,
  customer: (email) => `/admin?view=bookings&q=${q(email)}`,
  // A unit: the units view of its location and class (`link` is "location class"), the unit marked.
  vehicle: (link, id) => {
    const [locationId = '', classId = ''] = link.split(' ');
    return `/admin?view=units&locationId=${q(locationId)}&classId=${q(classId)}&unit=${q(id)}`;
  },
  invoice: (number) => `/admin?view=invoices&q=${q(number)}`,
  organisation: (code) => `/admin?view=organisations&q=${q(code)}`,
};

/** How far ahead a unit's bookings are found by its plate, fleet number or VIN: past the default booking horizon of 18 months (rules/booking-horizon.ts). */
const unitBookingsAheadMs = 550 * 24 * 60 * 60 * 1000;

/**
 * GET /api/admin/search (decision 042): whole values first (code, number,
 * plate, e-mail, phone), then words; one renter per e-mail; only the kinds
 * the role may read. A unit's plate, fleet number or VIN also finds the
 * bookings that have it, on rent now or next, first among the bookings:
 * the counter's question at a returned van is "whose is it?".
 */
export class SearchService {
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;
  readonly #now: () => number;

  constructor({
    db,
    repositories,
    now,
  }: { db: Executor; repositories: RepositoryFactory; now: () => number }) {
    this.#db = db;
    this.#repositories = repositories;
    this.#now = now;
  }

  async search(text: string, role: StaffRole): Promise<AdminSearchAnswer> {
    const kinds = searchKinds.filter((kind) => staffMay(role, searchKindArea[kind], false));
    const index = this.#repositories(this.#db).search;
    const keys = searchKeys(text);
    const whole = [
      ...(kinds.includes('booking') ? await this.#bookingsOfUnits(keys) : []),
      ...(await index.byKeys(keys, kinds, searchGroupSize * kinds.length)),
    ];
    // Found whole (a code, an e-mail, a phone, a plate, a number): that is what was meant. Words also
    // matched would be other people's (an e-mail's domain, a phone's area code), and a common word costs
    // the most to look up. A renter found by e-mail or phone leads to their bookings.
    const words = whole.length > 0 ? [] : searchWords(text);
    // A renter of many bookings has an entry per booking: read more, keep one per e-mail.
    const byWords = await index.byWords(
      kinds.map((kind) => ({ kind, limit: kind === 'customer' ? searchGroupSize * 5 : searchGroupSize })),
      words,
    );
    const groups: SearchGroup[] = [];
    for (const kind of kinds) {
      const hits = [...whole, ...byWords].filter((h) => h.kind === kind);
      const results = distinct(hits, kind === 'customer' ? (h) => h.link : (h) => h.refId)
        .slice(0, searchGroupSize)
        .map((h) => ({
          id: h.kind === 'customer' ? h.link : h.refId,
          title: clip(h.title, 300),
          detail: clip(h.detail, 500),
          href: hrefOf[kind](h.link, h.refId),
        }));
      if (results.length > 0) groups.push({ kind, label: searchKindLabels[kind], results });
    }
    return { groups };
  }

  /** The bookings that have a unit found whole by `keys`, on rent now or picked up next, soonest first. */
  async #bookingsOfUnits(keys: string[]): Promise<SearchHit[]> {
    const repos = this.#repositories(this.#db);
    const units = await repos.search.byKeys(keys, ['vehicle'], searchGroupSize);
    if (units.length === 0) return [];
    const now = this.#now();
    const held = await repos.assignments.between({
      unitIds: units.map((u) => u.refId),
      from: now,
      to: now + unitBookingsAheadMs,
    });
    const codes = [...new Set(held.map((a) => a.code))].slice(0, searchGroupSize);
    const found = await repos.search.byKeys(codes.map(compactKey), ['booking'], searchGroupSize);
    return codes.flatMap((code) => found.filter((h) => h.link === code));
  }

  /** The query plans of a search of one kind by words and by keys (the EXPLAIN test). */
  plans(kind: SearchKind, words: string[], keys: string[]): Promise<string[]> {
    return this.#repositories(this.#db).search.plans(kind, words, keys);
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function distinct(hits: SearchHit[], keyOf: (h: SearchHit) => string): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = keyOf(h);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
