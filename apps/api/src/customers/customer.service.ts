import { createHash, randomUUID } from 'node:crypto';
import type {
  BookingCustomer,
  CustomerErasure,
  CustomerNote,
  CustomerNoteRequest,
  CustomerRecord,
  OrganisationRecord,
} from '@convoy/domain/contracts/customer.schema';
import type { ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import { currentActor } from '../async-context.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
import type { CustomerNoteTable } from '../db/tables/customer.table.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type CustomerRepository, erasedMarker } from './customer.repository.ts';
import type { CustomerKeys } from './customer-keys.ts';

export interface CustomerDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  keys: CustomerKeys;
  now: () => number;
}

/** A person as the records find them: their keys (their own and those merged into it) and e-mails. */
interface Person {
  key: string;
  keys: string[];
  emails: string[];
  mergedInto: string | null;
  merged: { key: string; email: string; mergedAt: number }[];
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
/** A booking that is on or ahead: erasing its renter would leave the counter without a name (decision 043). */
const live: ReservationStatus[] = ['confirmed', 'pending_payment'];
/** The audit log's id of a person: a hash of the key, so the log holds neither the e-mail nor the key. */
export const auditIdOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

const noteOf = (n: CustomerNoteTable): CustomerNote => ({
  id: n.id,
  text: n.text,
  pinned: Number(n.pinned) === 1,
  author: n.author,
  createdAt: iso(n.created_at),
});

const notFound = () => new ApiError(404, 'customer_not_found', 'No such customer.');

/**
 * Customer records (decision 043): a person's or an organisation's page, staff's notes on them, e-mails merged
 * into one person, and a person's data exported and erased. Viewing, exporting and erasing enter the audit log
 * with the person's audit id and counts, never their name or e-mail.
 */
export class CustomerService {
  readonly #d: CustomerDependencies;

  constructor(deps: CustomerDependencies) {
    this.#d = deps;
  }

  get #repo(): CustomerRepository {
    return this.#d.repositories(this.#d.db).customers;
  }

  /** The key of an e-mail as the URL names the person. */
  keyOf(email: string): string {
    return this.#d.keys.keyOf(email);
  }

  async #person(repo: CustomerRepository, key: string): Promise<Person> {
    const email = this.#d.keys.emailOf(key);
    if (email === null) throw notFound();
    const into = await repo.mergedInto(key);
    const from = await repo.mergedFrom(key);
    const merged = from.flatMap((m) => {
      const other = this.#d.keys.emailOf(m.from_key);
      return other === null ? [] : [{ key: m.from_key, email: other, mergedAt: Number(m.merged_at) }];
    });
    return {
      key,
      keys: [key, ...merged.map((m) => m.key)],
      emails: [email, ...merged.map((m) => m.email)],
      mergedInto: into?.into_key ?? null,
      merged,
    };
  }

  async #audit(db: Executor, key: string, action: string, after?: unknown): Promise<void> {
    const id = auditIdOf(key);
    await recordAudit(db, {
      action,
      entityType: 'customer',
      entityId: id,
      summary: `${currentActor().name}: ${action} (${id})`,
      after,
    });
  }

  /** The person's page, entered in the audit log as viewed. */
  async record(key: string): Promise<CustomerRecord> {
    const repo = this.#repo;
    const person = await this.#person(repo, key);
    const bookings = await repo.bookings(person.emails);
    const ids = bookings.map((b) => b.id);
    const codes = bookings.map((b) => b.code);
    const [quotes, leads, invoices, drivers, certificates, notes] = [
      await repo.quotes(person.emails),
      await repo.leads(person.emails),
      await repo.invoices(ids),
      await repo.drivers(ids, person.emails),
      await repo.certificates(ids),
      await repo.notesOfPeople(person.keys),
    ];
    await this.#audit(this.#d.db, key, 'customer record viewed');
    const audit = await repo.audit([
      { entityType: 'reservation', ids: codes },
      { entityType: 'customer', ids: person.keys.map(auditIdOf) },
    ]);
    const latest = bookings[0] ?? quotes[0];
    const uniq = (values: string[]) => [...new Set(values.filter((v) => v && v !== erasedMarker))];
    return {
      key,
      name: latest
        ? `${latest.first_name} ${latest.last_name}`.trim()
        : (leads[0]?.name ?? person.emails[0]!),
      emails: person.emails,
      phones: uniq([...bookings.map((b) => b.phone), ...quotes.map((q) => q.phone)]),
      merged: person.merged.map((m) => ({ key: m.key, email: m.email, mergedAt: iso(m.mergedAt) })),
      mergedInto: person.mergedInto,
      bookings: bookings.map((b) => ({
        code: b.code,
        status: b.status,
        vehicleName: b.vehicle_name,
        pickupAt: iso(b.pickup_at),
        returnAt: iso(b.return_at),
        totalCents: b.total_cents === null ? null : Number(b.total_cents),
        email: b.email,
      })),
      quotes: quotes.map((q) => ({
        code: q.code,
        status: q.status,
        pickupDate: q.pickup_date,
        createdAt: iso(q.created_at),
      })),
      leads: leads.map((l) => ({ kind: l.kind, subject: l.subject, createdAt: iso(l.created_at) })),
      invoices: invoices.map((i) => ({
        number: i.number,
        reservationCode: i.reservation_code,
        status: i.status,
        issuedOn: i.issued_on,
        dueOn: i.due_on,
        totalCents: Number(i.total_cents),
      })),
      balanceCents: invoices
        .filter((i) => i.status === 'open')
        .reduce((sum, i) => sum + Number(i.total_cents), 0),
      drivers: drivers.map((d) => ({ name: d.name, reservationCode: d.reservation_code })),
      certificates: certificates.map((c) => ({
        insurer: c.insurer,
        status: c.status,
        validTo: c.valid_to,
        reservationCode: c.reservation_code,
      })),
      notes: notes.map(noteOf),
      audit: audit.map((a) => ({ at: iso(a.at), actor: a.actor, action: a.action, summary: a.summary })),
    };
  }

  /** A booking's renter: the key of their record, and the notes pinned on them and on their organisation. */
  async bookingCustomer(code: string): Promise<BookingCustomer> {
    const repo = this.#repo;
    const booking = await repo.bookingByCode(code);
    if (!booking) throw new ApiError(404, 'not_found', 'No such booking.');
    const pinned: CustomerNoteTable[] = [];
    let key: string | null = null;
    if (booking.email !== erasedMarker) {
      const own = this.keyOf(booking.email);
      key = (await repo.mergedInto(own))?.into_key ?? own;
      const person = await this.#person(repo, key);
      pinned.push(...(await repo.notesOfPeople(person.keys)));
    }
    if (booking.organisation_id) pinned.push(...(await repo.notesOfOrganisation(booking.organisation_id)));
    return { key, pinned: pinned.filter((n) => Number(n.pinned) === 1).map(noteOf) };
  }

  async addNote(key: string, request: CustomerNoteRequest, author: string): Promise<CustomerNote> {
    if (this.#d.keys.emailOf(key) === null) throw notFound();
    const note = this.#newNote({ person_key: key, organisation_id: null }, request, author);
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.repositories(trx).customers.addNote(note);
      await this.#audit(trx, key, note.pinned ? 'customer note added, pinned' : 'customer note added', {
        id: note.id,
      });
    });
    return noteOf(note);
  }

  #newNote(
    subject: Pick<CustomerNoteTable, 'person_key' | 'organisation_id'>,
    request: CustomerNoteRequest,
    author: string,
  ): CustomerNoteTable {
    return {
      id: randomUUID(),
      ...subject,
      text: request.text,
      pinned: request.pinned ? 1 : 0,
      author,
      created_at: this.#d.now(),
    };
  }

  /** Pins or unpins a note, or deletes it: recorded against its person or organisation, without its text. */
  async changeNote(id: string, change: { pinned: boolean } | 'delete'): Promise<CustomerNote | null> {
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const note = await repos.customers.findNote(id);
      if (!note) throw new ApiError(404, 'not_found', 'No such note.');
      const action =
        change === 'delete'
          ? 'customer note deleted'
          : change.pinned
            ? 'customer note pinned'
            : 'customer note unpinned';
      if (change === 'delete') await repos.customers.deleteNote(id);
      else await repos.customers.setPinned(id, change.pinned);
      await this.#auditNote(trx, note, action);
      return change === 'delete' ? null : noteOf({ ...note, pinned: change.pinned ? 1 : 0 });
    });
  }

  async #auditNote(trx: Executor, note: CustomerNoteTable, action: string): Promise<void> {
    if (note.person_key) return this.#audit(trx, note.person_key, action, { id: note.id });
    await recordAudit(trx, {
      action,
      entityType: 'organisation',
      entityId: note.organisation_id,
      summary: `${currentActor().name}: ${action}`,
      after: { id: note.id },
    });
  }

  /**
   * Joins another e-mail's rows to this person (decision 043): 409 when that e-mail is this person, is already
   * joined to someone, or has e-mails joined to it (merge those into this one first). Undone by `unmerge`.
   */
  async merge(key: string, email: string, by: string): Promise<void> {
    const from = this.keyOf(email);
    if (from === key)
      throw new ApiError(409, 'customer_same', 'That is this customer’s own e-mail.', {
        email: 'That is this customer’s own e-mail.',
      });
    await this.#d.db.transaction().execute(async (trx) => {
      const repo = this.#d.repositories(trx).customers;
      // Merges take turns, each checking what the one before it joined: two people merged into each other
      // at once, or one into a person being merged away, would otherwise leave a loop or a chain.
      await repo.lockMerges();
      const person = await this.#person(repo, key);
      if (person.mergedInto) {
        throw new ApiError(
          409,
          'customer_merged',
          'This customer was merged into another: merge into that one.',
        );
      }
      if ((await repo.mergedFrom(from)).length > 0) {
        throw new ApiError(
          409,
          'customer_has_merges',
          'Other e-mails are merged into that customer: open their record and merge this one into it.',
          { email: 'Other e-mails are merged into that customer.' },
        );
      }
      const joined = await repo.merge({
        from_key: from,
        into_key: key,
        merged_by: by,
        merged_at: this.#d.now(),
      });
      if (!joined) {
        throw new ApiError(409, 'customer_already_merged', 'That e-mail is already merged into a customer.', {
          email: 'That e-mail is already merged into a customer.',
        });
      }
      await this.#audit(trx, key, 'customer e-mails merged', { merged: auditIdOf(from) });
    });
  }

  async unmerge(key: string, fromKey: string): Promise<void> {
    await this.#d.db.transaction().execute(async (trx) => {
      if (!(await this.#d.repositories(trx).customers.unmerge(fromKey, key))) {
        throw new ApiError(404, 'not_found', 'That e-mail is not merged into this customer.');
      }
      await this.#audit(trx, key, 'customer e-mails separated', { separated: auditIdOf(fromKey) });
    });
  }

  /** Everything held on the person, as one JSON document; the audit log records the export. */
  async exportData(key: string): Promise<Record<string, unknown>> {
    const repo = this.#repo;
    const person = await this.#person(repo, key);
    const bookings = await repo.bookings(person.emails);
    const ids = bookings.map((b) => b.id);
    const data = {
      exportedAt: iso(this.#d.now()),
      emails: person.emails,
      bookings: bookings.map(({ id: _id, ...b }) => b),
      drivers: (await repo.drivers(ids, person.emails)).map(({ id: _id, ...d }) => d),
      quotes: (await repo.quotes(person.emails)).map(({ id: _id, ...q }) => q),
      leads: (await repo.leads(person.emails)).map(({ id: _id, ...l }) => l),
      invoices: (await repo.invoices(ids)).map(({ id: _id, bill_to, ...i }) => ({
        ...i,
        bill_to: JSON.parse(bill_to),
      })),
      payments: await repo.payments(ids),
      certificates: await repo.certificates(ids),
      notes: (await repo.notesOfPeople(person.keys)).map(noteOf),
      audit: await repo.audit(
        [
          { entityType: 'reservation', ids: bookings.map((b) => b.code) },
          { entityType: 'customer', ids: person.keys.map(auditIdOf) },
        ],
        5000,
      ),
    };
    await this.#audit(this.#d.db, key, 'customer data exported');
    return data;
  }

  /**
   * Erases the person (decision 043): refused (409) while a booking is on or ahead or an invoice is open; else,
   * in one transaction, every row's name, e-mail, phone, addresses and licences replaced or dropped, notes and
   * merges deleted, invoices keeping their legal fields. Answers and audits counts only.
   */
  async erase(key: string): Promise<CustomerErasure> {
    const email = this.#d.keys.emailOf(key);
    if (email === null) throw notFound();
    const now = this.#d.now();
    return this.#d.db.transaction().execute(async (trx) => {
      const repos: Repositories = this.#d.repositories(trx);
      const repo = repos.customers;
      const person = await this.#person(repo, key);
      const bookings = await repo.bookings(person.emails);
      const active = bookings.filter((b) => live.includes(b.status) && Number(b.return_at) > now);
      if (active.length > 0) {
        throw new ApiError(
          409,
          'customer_active',
          'This customer has a booking that is under way or still to come: erase their data after it is returned or cancelled.',
          undefined,
          { reservations: active.map((b) => b.code) },
        );
      }
      const ids = bookings.map((b) => b.id);
      const invoices = await repo.invoices(ids);
      const open = invoices.filter((i) => i.status === 'open');
      if (open.length > 0) {
        throw new ApiError(
          409,
          'customer_owes',
          'This customer has an open invoice: erase their data once it is paid or voided.',
          undefined,
          { reservations: [...new Set(open.map((i) => i.reservation_code))] },
        );
      }
      const drivers = await repo.drivers(ids, person.emails);
      const quotes = await repo.quotes(person.emails);
      const leads = await repo.leads(person.emails);
      await repo.eraseSignatures(ids);
      const erased: CustomerErasure = {
        bookings: await repo.eraseBookings(ids),
        drivers: await repo.eraseDrivers(
          drivers.map((d) => d.id),
          now,
        ),
        quotes: await repo.eraseQuotes(quotes.map((q) => q.id)),
        leads: await repo.eraseLeads(leads.map((l) => l.id)),
        invoices: await repo.eraseInvoiceContacts(invoices.map((i) => ({ id: i.id, billTo: i.bill_to }))),
        emails: await repo.eraseEmails(person.emails),
        notes: await repo.eraseNotesAndMerges(person.keys),
      };
      await this.#audit(trx, key, 'customer data erased', erased);
      return erased;
    });
  }

  /** An organisation's notes and its audit trail. */
  async organisationRecord(code: string): Promise<OrganisationRecord> {
    const repo = this.#repo;
    const organisation = await repo.organisationByCode(code);
    if (!organisation) throw new ApiError(404, 'not_found', 'No such organization.');
    const notes = await repo.notesOfOrganisation(organisation.id);
    const audit = await repo.audit([
      { entityType: 'organisation', ids: [organisation.id, organisation.code] },
    ]);
    return {
      notes: notes.map(noteOf),
      audit: audit.map((a) => ({ at: iso(a.at), actor: a.actor, action: a.action, summary: a.summary })),
    };
  }

  async addOrganisationNote(
    code: string,
    request: CustomerNoteRequest,
    author: string,
  ): Promise<CustomerNote> {
    const organisation = await this.#repo.organisationByCode(code);
    if (!organisation) throw new ApiError(404, 'not_found', 'No such organization.');
    const note = this.#newNote({ person_key: null, organisation_id: organisation.id }, request, author);
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.repositories(trx).customers.addNote(note);
      await this.#auditNote(
        trx,
        note,
        note.pinned ? 'organisation note added, pinned' : 'organisation note added',
      );
    });
    return noteOf(note);
  }
}
