import { randomUUID } from 'node:crypto';
import type {
  DoNotRentEntry,
  DoNotRentEntryChange,
  DoNotRentEntryRequest,
  DoNotRentList,
  DoNotRentOverride,
  DoNotRentReview,
} from '@convoy/domain/contracts/do-not-rent.schema';
import { manualReviewCode, manualReviewMessage } from '@convoy/domain/contracts/manual-review';
import { currentActor } from '../async-context.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
import type { DoNotRentEntryTable } from '../db/tables/do-not-rent.table.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { MatchHashes, StoredDoNotRentEntry } from './do-not-rent.repository.ts';
import type { MatchKeys } from './match-keys.ts';

/** Who a booking names, as the list is checked against them. */
export interface DoNotRentCheck {
  drivers: readonly {
    name: string;
    /** Null while a driver named by e-mail has not given it yet. */
    dateOfBirth?: string | null | undefined;
    licenceNumber?: string | null | undefined;
    licenceState?: string | null | undefined;
  }[];
  renter: { email?: string | null | undefined; phone?: string | null | undefined };
}

export interface DoNotRentDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  /** Seals an entry's details, and opens a booking's licence numbers to hash them. */
  cipher: Pick<LicenceCipher, 'seal' | 'open'>;
  keys: MatchKeys;
  now: () => number;
}

interface SealedDetails {
  name: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
}

const notFound = () => new ApiError(404, 'not_found', 'No do-not-rent entry has that id.');
const noReservation = () =>
  new ApiError(404, 'not_found', 'No reservation has that code.', {
    reservationCode: 'No reservation has that code.',
  });
const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * The do-not-rent list (decision 021): kept by managers and owners, checked at
 * booking, when drivers are added, at the drivers' pre-arrival submission and
 * at check-out. A match is refused with `manual_review_required` and a message
 * to call the company, the same for every review, never the reason; a manager
 * may let one booking through. The audit log records each change by the
 * entry's id, never the person.
 */
export class DoNotRentService {
  readonly #d: DoNotRentDependencies;

  constructor(deps: DoNotRentDependencies) {
    this.#d = deps;
  }

  async list(): Promise<DoNotRentList> {
    const rows = await this.#d.repositories(this.#d.db).doNotRent.list();
    const today = dayOf(this.#d.now());
    return { entries: rows.map((r) => this.#toEntry(r, today)) };
  }

  async add(request: DoNotRentEntryRequest, staffId: string): Promise<DoNotRentEntry> {
    const { keys } = this.#d;
    const now = this.#d.now();
    const details: SealedDetails = {
      name: request.name,
      dateOfBirth: request.dateOfBirth,
      email: request.email ?? null,
      phone: request.phone ?? null,
    };
    const row: DoNotRentEntryTable = {
      id: randomUUID(),
      person_hash: keys.person(request.name, request.dateOfBirth),
      licence_hash: request.licenceNumber ? keys.licence(request.licenceNumber, request.licenceState) : null,
      email_hash: request.email ? keys.email(request.email) : null,
      phone_hash: request.phone ? keys.phone(request.phone) : null,
      details_sealed: this.#d.cipher.seal(JSON.stringify(details)),
      licence_state: request.licenceNumber ? (request.licenceState ?? null) : null,
      reason: request.reason,
      created_by: staffId,
      created_at: now,
      updated_at: now,
      lapses_on: request.lapsesOn ?? null,
    };
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.repositories(trx).doNotRent.insert(row);
      await this.#audit(trx, 'do-not-rent entry added', row.id, null, {
        id: row.id,
        lapsesOn: row.lapses_on,
        matchesBy: matchesBy(row),
      });
    });
    return this.#entry(row.id);
  }

  async change(id: string, change: DoNotRentEntryChange): Promise<DoNotRentEntry> {
    const before = await this.#entry(id);
    await this.#d.db.transaction().execute(async (trx) => {
      const set = {
        ...(change.reason === undefined ? {} : { reason: change.reason }),
        ...(change.lapsesOn === undefined ? {} : { lapses_on: change.lapsesOn }),
      };
      if (!(await this.#d.repositories(trx).doNotRent.update(id, set, this.#d.now()))) throw notFound();
      // The reason is staff's words about a person: the log says that it changed, not what it says.
      await this.#audit(
        trx,
        'do-not-rent entry changed',
        id,
        { id, lapsesOn: before.lapsesOn },
        { id, lapsesOn: change.lapsesOn ?? before.lapsesOn, reasonChanged: change.reason !== undefined },
      );
    });
    return this.#entry(id);
  }

  async remove(id: string): Promise<DoNotRentList> {
    await this.#d.db.transaction().execute(async (trx) => {
      if (!(await this.#d.repositories(trx).doNotRent.remove(id))) throw notFound();
      await this.#audit(trx, 'do-not-rent entry removed', id, { id }, null);
    });
    return this.list();
  }

  /**
   * The active (not lapsed) entries the booking's people match: a driver by
   * licence (with or without its issuing state) or by name and date of birth,
   * the renter by e-mail or phone. `db`: the transaction the caller is in.
   */
  async match(check: DoNotRentCheck, db: Executor = this.#d.db): Promise<string[]> {
    return this.#d.repositories(db).doNotRent.matching(this.#hashes(check), dayOf(this.#d.now()));
  }

  /**
   * Refuses (409 `manual_review_required`, the company's number, no reason)
   * when the booking's people match the list, unless a manager let this
   * reservation through. What every call site uses: booking, drivers added,
   * the drivers' pre-arrival submission, check-out.
   */
  async screen(check: DoNotRentCheck, on: { reservationId?: string; db?: Executor } = {}): Promise<void> {
    const db = on.db ?? this.#d.db;
    if ((await this.match(check, db)).length === 0) return;
    if (on.reservationId && (await this.#d.repositories(db).doNotRent.hasOverride(on.reservationId))) return;
    throw new ApiError(409, manualReviewCode, manualReviewMessage);
  }

  /** `screen` for a stored reservation: its named drivers (licence numbers opened to hash) and its renter. */
  async screenReservation(reservation: StoredReservation, db: Executor = this.#d.db): Promise<void> {
    await this.screen(this.#checkOf(reservation), { reservationId: reservation.id, db });
  }

  /** Whether a booking is held for review now, and its override if a manager recorded one. */
  async review(code: string): Promise<DoNotRentReview> {
    const repos = this.#d.repositories(this.#d.db);
    const r = await repos.reservations.findByCode(code);
    if (!r) throw noReservation();
    const override = await repos.doNotRent.overrideOf(r.id);
    const matched = (await this.match(this.#checkOf(r))).length > 0;
    return {
      reservationCode: r.code,
      held: matched && !override,
      override: override ? { ...override, at: new Date(override.at).toISOString() } : null,
    };
  }

  /**
   * A manager lets one booking through, saying why: recorded with the entries
   * it matched and the reason, and in the audit log by the booking's code and
   * the entries' ids (the reason is staff's words about a person: not logged).
   */
  async override(code: string, reason: string | undefined, staffId: string): Promise<DoNotRentOverride> {
    const now = this.#d.now();
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const r = await repos.reservations.findByCode(code);
      if (!r) throw noReservation();
      const entryIds = await this.match(this.#checkOf(r), trx);
      await repos.doNotRent.override(r.id, entryIds, staffId, now, reason);
      await recordAudit(
        trx,
        {
          action: 'do-not-rent override',
          entityType: 'reservation',
          entityId: r.code,
          summary: `${currentActor().name}: do-not-rent override (${r.code})`,
          after: { code: r.code, entryIds },
        },
        now,
      );
      return { reservationCode: r.code, entryIds, at: new Date(now).toISOString() };
    });
  }

  #checkOf(r: StoredReservation): DoNotRentCheck {
    return {
      drivers: r.drivers.map((d) => ({
        name: d.name,
        dateOfBirth: d.dateOfBirth,
        licenceNumber: d.licenceNumberSealed ? this.#d.cipher.open(d.licenceNumberSealed) : null,
        licenceState: d.licenceState,
      })),
      renter: { email: r.contact.email, phone: r.contact.phone },
    };
  }

  #hashes(check: DoNotRentCheck): MatchHashes {
    const { keys } = this.#d;
    const hashes: MatchHashes = { persons: [], licences: [], emails: [], phones: [] };
    for (const d of check.drivers) {
      if (d.dateOfBirth) hashes.persons.push(keys.person(d.name, d.dateOfBirth));
      if (d.licenceNumber) {
        // An entry kept without its issuing state matches the number from any state.
        hashes.licences.push(keys.licence(d.licenceNumber, null));
        if (d.licenceState) hashes.licences.push(keys.licence(d.licenceNumber, d.licenceState));
      }
    }
    if (check.renter.email) hashes.emails.push(keys.email(check.renter.email));
    if (check.renter.phone) hashes.phones.push(keys.phone(check.renter.phone));
    return hashes;
  }

  async #entry(id: string): Promise<DoNotRentEntry> {
    const entry = (await this.list()).entries.find((e) => e.id === id);
    if (!entry) throw notFound();
    return entry;
  }

  #toEntry(r: StoredDoNotRentEntry, today: string): DoNotRentEntry {
    const details = JSON.parse(this.#d.cipher.open(r.details_sealed)) as SealedDetails;
    return {
      id: r.id,
      nameMasked: maskName(details.name),
      bornIn: details.dateOfBirth.slice(0, 4),
      licenceOnFile: r.licence_hash !== null,
      licenceState: r.licence_state,
      emailMasked: details.email === null ? null : maskEmail(details.email),
      phoneMasked: details.phone === null ? null : maskPhone(details.phone),
      reason: r.reason,
      createdBy: r.created_by_email,
      createdAt: new Date(r.created_at).toISOString(),
      lapsesOn: r.lapses_on,
      active: r.lapses_on === null || r.lapses_on > today,
    };
  }

  async #audit(trx: Executor, action: string, id: string, before: unknown, after: unknown): Promise<void> {
    await recordAudit(
      trx,
      {
        action,
        entityType: 'do_not_rent',
        entityId: id,
        summary: `${currentActor().name}: ${action} (${id})`,
        before,
        after,
      },
      this.#d.now(),
    );
  }
}

/** What an entry matches by, in words for the log (no value). */
function matchesBy(row: DoNotRentEntryTable): string[] {
  return [
    'name and date of birth',
    ...(row.licence_hash ? ['licence'] : []),
    ...(row.email_hash ? ['e-mail'] : []),
    ...(row.phone_hash ? ['phone'] : []),
  ];
}

/** "Ana María Ruiz" → "A… M… R…". */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0] ?? ''}…`)
    .join(' ');
}

/** "ana.ruiz@example.com" → "a…@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}…${at > 0 ? email.slice(at) : ''}`;
}

/** "+1 410 555 0120" → "…0120". */
export function maskPhone(phone: string): string {
  return `…${phone.replace(/\D/g, '').slice(-4)}`;
}
