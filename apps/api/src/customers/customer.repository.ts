import { sql } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { CustomerMergeTable, CustomerNoteTable } from '../db/tables/customer.table.ts';
import { takeTurns } from '../db/take-turns.ts';

/** The e-mail column of a table, compared as a person's e-mail is (decision 043): trimmed, lower case. */
const emailOf = sql<string>`lower(trim(email))`;
/** What replaces a person's name, e-mail and phone on the rows that must stay (decision 043). */
export const erasedMarker = '[erased]';

/**
 * Customer records (decision 043): every row of a person across bookings, drivers, quotes, leads, invoices,
 * certificates and the audit log, staff's notes and merges, and what erasing a person changes. Takes the
 * database or a transaction; `emails` are normalised.
 */
export class CustomerRepository {
  readonly #db: Executor;

  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * Holds every merge until the transaction ends (PostgreSQL: a transaction advisory lock; a SQLite
   * transaction holds the only writer already), so each sees the merges committed before it.
   */
  async lockMerges(): Promise<void> {
    await takeTurns(this.#db, this.#dialect, 'customer_merges');
  }

  bookings(emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('reservations')
      .select([
        'id',
        'code',
        'status',
        'vehicle_name',
        'pickup_at',
        'return_at',
        'total_cents',
        'email',
        'first_name',
        'last_name',
        'phone',
        'organisation_id',
        'created_at',
      ])
      .where(emailOf, 'in', emails)
      .orderBy('pickup_at', 'desc')
      .orderBy('code')
      .execute();
  }

  /** The e-mail of one booking's renter, and its organisation. */
  bookingByCode(code: string) {
    return this.#db
      .selectFrom('reservations')
      .select(['email', 'organisation_id'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  quotes(emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('quote_requests')
      .select([
        'id',
        'code',
        'status',
        'pickup_date',
        'created_at',
        'first_name',
        'last_name',
        'email',
        'phone',
      ])
      .select(['organisation', 'location_id', 'vehicle_type', 'passengers', 'notes'])
      .where(emailOf, 'in', emails)
      .orderBy('created_at', 'desc')
      .execute();
  }

  leads(emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('leads')
      .select(['id', 'kind', 'name', 'email', 'phone', 'organisation', 'subject', 'message', 'created_at'])
      .where(emailOf, 'in', emails)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The drivers named on the bookings, and those named elsewhere with the person's e-mail. */
  drivers(reservationIds: string[], emails: string[]) {
    if (reservationIds.length === 0 && emails.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('reservation_drivers')
      .innerJoin('reservations', 'reservations.id', 'reservation_drivers.reservation_id')
      .select([
        'reservation_drivers.id',
        'reservation_drivers.name',
        'reservation_drivers.email',
        'reservation_drivers.phone',
        'reservation_drivers.date_of_birth',
        'reservation_drivers.licence_state',
        'reservation_drivers.licence_country',
        'reservation_drivers.licence_mask',
        'reservation_drivers.licence_expiry',
        'reservation_drivers.erased_at',
        'reservations.code as reservation_code',
      ])
      .where((eb) =>
        eb.or([
          ...(reservationIds.length ? [eb('reservation_drivers.reservation_id', 'in', reservationIds)] : []),
          ...(emails.length ? [eb(sql<string>`lower(trim(reservation_drivers.email))`, 'in', emails)] : []),
        ]),
      )
      .orderBy('reservation_drivers.created_at')
      .execute();
  }

  invoices(reservationIds: string[]) {
    if (reservationIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('invoices')
      .innerJoin('reservations', 'reservations.id', 'invoices.reservation_id')
      .select([
        'invoices.id',
        'invoices.number',
        'invoices.status',
        'invoices.issued_on',
        'invoices.due_on',
        'invoices.total_cents',
        'invoices.bill_to',
        'reservations.code as reservation_code',
      ])
      .where('invoices.reservation_id', 'in', reservationIds)
      .orderBy('invoices.issued_at', 'desc')
      .execute();
  }

  /** Payments as amounts and states: no card data beyond what the provider shows (brand, last four). */
  payments(reservationIds: string[]) {
    if (reservationIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('payments')
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .select([
        'payments.kind',
        'payments.status',
        'payments.amount_cents',
        'payments.captured_cents',
        'payments.refunded_cents',
        'payments.created_at',
        'reservations.code as reservation_code',
      ])
      .where('payments.reservation_id', 'in', reservationIds)
      .orderBy('payments.created_at')
      .execute();
  }

  certificates(reservationIds: string[]) {
    if (reservationIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('insurance_certificates')
      .innerJoin('reservations', 'reservations.id', 'insurance_certificates.reservation_id')
      .select([
        'insurance_certificates.insurer',
        'insurance_certificates.status',
        'insurance_certificates.valid_to',
        'reservations.code as reservation_code',
      ])
      .where('insurance_certificates.reservation_id', 'in', reservationIds)
      .execute();
  }

  /** The audit log's entries about these records, newest first. */
  audit(about: { entityType: string; ids: string[] }[], limit = 200) {
    const wanted = about.filter((a) => a.ids.length > 0);
    if (wanted.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('audit_log')
      .select(['at', 'actor', 'action', 'summary', 'entity_type', 'entity_id'])
      .where((eb) =>
        eb.or(
          wanted.map((a) => eb.and([eb('entity_type', '=', a.entityType), eb('entity_id', 'in', a.ids)])),
        ),
      )
      .orderBy('at', 'desc')
      .limit(limit)
      .execute();
  }

  organisationByCode(code: string) {
    return this.#db
      .selectFrom('organisations')
      .select(['id', 'code'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  // Notes.

  notesOfPeople(keys: string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return this.#notes().where('person_key', 'in', keys).execute();
  }

  notesOfOrganisation(organisationId: string) {
    return this.#notes().where('organisation_id', '=', organisationId).execute();
  }

  #notes() {
    return this.#db
      .selectFrom('customer_notes')
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id');
  }

  async addNote(note: CustomerNoteTable): Promise<void> {
    await this.#db.insertInto('customer_notes').values(note).execute();
  }

  findNote(id: string) {
    return this.#db.selectFrom('customer_notes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setPinned(id: string, pinned: boolean): Promise<boolean> {
    const result = await this.#db
      .updateTable('customer_notes')
      .set({ pinned: pinned ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async deleteNote(id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('customer_notes').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  // Merges.

  mergedInto(fromKey: string) {
    return this.#db
      .selectFrom('customer_merges')
      .selectAll()
      .where('from_key', '=', fromKey)
      .executeTakeFirst();
  }

  mergedFrom(intoKey: string) {
    return this.#db
      .selectFrom('customer_merges')
      .selectAll()
      .where('into_key', '=', intoKey)
      .orderBy('merged_at')
      .execute();
  }

  /** Joins an e-mail to a person; false when that e-mail is already joined to someone (the primary key). */
  async merge(row: CustomerMergeTable): Promise<boolean> {
    const result = await this.#db
      .insertInto('customer_merges')
      .values(row)
      .onConflict((oc) => oc.column('from_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async unmerge(fromKey: string, intoKey: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('customer_merges')
      .where('from_key', '=', fromKey)
      .where('into_key', '=', intoKey)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  // Erasure (decision 043): what identifies the person goes from every row; invoices keep their legal fields.

  /** Reservations: name, e-mail and phone replaced by the marker; the stated cover and sealed addresses dropped. */
  async eraseBookings(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.#db
      .updateTable('reservations')
      .set({
        first_name: erasedMarker,
        last_name: erasedMarker,
        email: erasedMarker,
        phone: erasedMarker,
        own_cover_statement: null,
        delivery_sealed: null,
        delivery_area: null,
        collection_sealed: null,
        collection_area: null,
      })
      .where('id', 'in', ids)
      .executeTakeFirst();
    // Their reviews (decision 047) keep the rating alone: the name shown and the words go.
    await this.#db
      .updateTable('reviews')
      .set({ author: erasedMarker, comment: null, token_hash: null })
      .where('reservation_id', 'in', ids)
      .execute();
    return Number(result.numUpdatedRows);
  }

  /** Drivers: name and contact replaced, date of birth, licence, address and link dropped; photos deleted. */
  async eraseDrivers(ids: string[], at: number): Promise<number> {
    if (ids.length === 0) return 0;
    await this.#db.deleteFrom('driver_licence_photos').where('driver_id', 'in', ids).execute();
    await this.#db
      .updateTable('citation_items')
      .set({ nomination: null })
      .where('driver_id', 'in', ids)
      .execute();
    const result = await this.#db
      .updateTable('reservation_drivers')
      .set({
        name: erasedMarker,
        email: null,
        phone: null,
        date_of_birth: null,
        licence_number: null,
        licence_mask: null,
        home_address: null,
        link_token_hash: null,
        erased_at: at,
      })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Signatures made before pickup hold the signer's name, address and device: deleted. */
  async eraseSignatures(reservationIds: string[]): Promise<void> {
    if (reservationIds.length === 0) return;
    await this.#db.deleteFrom('remote_signatures').where('reservation_id', 'in', reservationIds).execute();
  }

  async eraseQuotes(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.#db
      .updateTable('quote_requests')
      .set({
        first_name: erasedMarker,
        last_name: erasedMarker,
        email: erasedMarker,
        phone: erasedMarker,
        notes: null,
      })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async eraseLeads(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.#db
      .updateTable('leads')
      .set({ name: erasedMarker, email: erasedMarker, phone: null, message: null, details: '{}' })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** An invoice keeps its number, dates, lines, taxes, totals and the name billed; the contact lines go. */
  async eraseInvoiceContacts(invoices: { id: string; billTo: string }[]): Promise<number> {
    for (const invoice of invoices) {
      const billTo = JSON.parse(invoice.billTo) as { name: string; lines: string[] };
      await this.#db
        .updateTable('invoices')
        .set({ bill_to: JSON.stringify({ name: billTo.name, lines: [] }) })
        .where('id', '=', invoice.id)
        .execute();
    }
    return invoices.length;
  }

  /** E-mails waiting for or sent to the person; their name and address in the splits they paid a share of (decision 045). */
  async eraseEmails(emails: string[]): Promise<number> {
    if (emails.length === 0) return 0;
    await this.#db
      .updateTable('reservation_payers')
      .set({ name: erasedMarker, email: null, link_token_hash: null })
      .where(sql<string>`lower(trim(email))`, 'in', emails)
      .execute();
    const result = await this.#db
      .deleteFrom('outbox_messages')
      .where(sql<string>`lower(trim(to_address))`, 'in', emails)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async eraseNotesAndMerges(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    await this.#db
      .deleteFrom('customer_merges')
      .where((eb) => eb.or([eb('from_key', 'in', keys), eb('into_key', 'in', keys)]))
      .execute();
    const result = await this.#db
      .deleteFrom('customer_notes')
      .where('person_key', 'in', keys)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
