import { randomUUID } from 'node:crypto';
import type { Location } from '@convoy/domain/content/locations';
import {
  type CitationImportRequest,
  type CitationImportResult,
  type CitationItem,
  type CitationOutcome,
  type CitationRowResult,
  type CitationSource,
  type CitationSourceRequest,
  type CitationStatus,
  citationKindLabels,
  citationOutcomes,
} from '@convoy/domain/contracts/citation.schema';
import type { PostalAddress } from '@convoy/domain/contracts/organisation.schema';
import type { IncidentalFee } from '@convoy/domain/contracts/price-book.schema';
import { adminFeeIdsOf, agencyKey, type CitationRow, citationLines } from '@convoy/domain/rules/citations';
import { isValidTimezone, toIsoWithOffset } from '@convoy/domain/rules/time';
import type { Catalog } from '../catalog/catalog.ts';
import { billAddedFees } from '../counter/bill-fees.ts';
import type { StoredFee } from '../counter/reservation-fee.repository.ts';
import type { Executor } from '../db/database.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import type { DocumentContext } from '../invoices/invoicing.ts';
import { formatLocalDateTime, formatMoney } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import { sellerOf } from '../pre-arrival/signing.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { addressLine } from '../reservations/delivery-address.ts';
import { type KeyedRequest, runKeyed } from '../reservations/keyed-action.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import type { BookedVehicle, StoredCitation } from './citation.repository.ts';
import { readCitationFile } from './citation-import.ts';
import { type Nominee, renderNominationPdf } from './nomination-pdf.ts';

export interface CitationDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  documents: DocumentContext;
  afterCommit: () => void;
  cipher: LicenceCipher;
  /** Days after the return that what a nomination needs is kept (decision 037). */
  nominationDays: number;
  /**
   * A port to payments: what a booking owes charged to the card it saved, once per key; false when it has
   * no saved card or owes nothing (`collectFromSavedCard`).
   */
  collect: (code: string, key: string, by: string) => Promise<boolean>;
}

/**
 * The saved-card charge of the payments area as the port (decision 014): its
 * refusals (no saved card, nothing due, no provider) mean the supplementary
 * invoice stays due for staff, as any invoice does.
 */
export async function collectFromSavedCard(
  payments: { chargeBalance(code: string, by: string, keyed: KeyedRequest): Promise<unknown> },
  code: string,
  key: string,
  by: string,
): Promise<boolean> {
  try {
    await payments.chargeBalance(code, by, { scope: 'citation charge', key, hash: key });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409) return false;
    throw error;
  }
}

const DAY = 86_400_000;

/** What charging a notice needs, read before its transaction opens (SQLite has one connection). */
interface Charge {
  adminFee: IncidentalFee;
  locations: ReadonlyMap<string, Location>;
}

/** A row matched before it is stored: the unit and the booked vehicle that had it, if any. */
/** What storing a row did: its outcome, and whether a card booking now owes a supplementary invoice. */
type Stored = Pick<CitationRowResult, 'outcome' | 'itemId' | 'reservationCode'> & {
  billed: boolean;
  byCard: boolean;
};

interface Matched {
  unitId: string | null;
  vehicle: BookedVehicle | null;
  /** The driver recorded as taking the unit at its check-out or swap (decision 035), when one was. */
  driverId: string | null;
}

/**
 * Tolls and citations (decision 037): sources and their columns, imports
 * that match each notice to the booked vehicle that had the unit then and
 * charge it once with the admin fee of its kind, and the queue staff work.
 */
export class CitationService {
  readonly #d: CitationDependencies;

  constructor(deps: CitationDependencies) {
    this.#d = deps;
  }

  #repos(): Repositories {
    return this.#d.repositories(this.#d.db);
  }

  sources(): Promise<CitationSource[]> {
    return this.#repos().citations.sources();
  }

  async addSource(request: CitationSourceRequest, by: string): Promise<CitationSource> {
    if (!isValidTimezone(request.timezone)) {
      throw validationError({ timezone: 'Choose a time zone such as America/New_York.' });
    }
    const repos = this.#repos();
    if (await repos.citations.sourceNamed(request.name)) {
      throw new ApiError(409, 'source_exists', 'A source already has that name.', {
        name: 'A source already has that name.',
      });
    }
    const id = randomUUID();
    await repos.citations.insertSource(id, request, this.#d.now(), by);
    return { id, ...request };
  }

  /**
   * Reads the file, matches each row (outside any transaction: reads only),
   * then stores each in a transaction of its own under its booking's row
   * lock: the unique (agency, reference) makes a notice seen before a
   * duplicate, so the same file imported twice at once charges each once.
   */
  async import(request: CitationImportRequest, by: string): Promise<CitationImportResult> {
    const repos = this.#repos();
    const source = (await repos.citations.sources()).find((s) => s.id === request.sourceId);
    if (!source)
      throw new ApiError(404, 'not_found', 'No source has that id.', { sourceId: 'Choose a source.' });
    const [fees, catalog] = await Promise.all([repos.priceBook.fees(), this.#d.catalog.get()]);
    const locations = catalog.locationById;
    const rows: CitationRowResult[] = [];
    for (const read of readCitationFile(request.csv, source)) {
      const base = { row: read.rowNumber, itemId: null, reservationCode: null, field: null, message: null };
      if (!('row' in read)) {
        rows.push({ ...base, outcome: 'invalid', reference: null, field: read.field, message: read.message });
        continue;
      }
      const matched = await this.#match(read.row);
      const charge = { adminFee: adminFeeOf(fees, read.row), locations };
      const { billed, byCard, ...answer } = await this.#store(read.row, matched, source.id, charge, by);
      rows.push({ ...base, reference: read.row.reference, ...answer });
      if (billed && byCard) await this.#collect(answer, by);
    }
    this.#d.afterCommit();
    const counts = Object.fromEntries(
      citationOutcomes.map((o) => [o, rows.filter((r) => r.outcome === o).length]),
    ) as Record<CitationOutcome, number>;
    return { rows, counts };
  }

  /**
   * A supplementary invoice just issued to a booking paid by card is charged
   * to its saved card after the commit (the provider is never called inside a
   * transaction), keyed by the item: a retry charges once.
   */
  async #collect(stored: Pick<CitationRowResult, 'itemId' | 'reservationCode'>, by: string): Promise<void> {
    if (stored.itemId && stored.reservationCode) {
      await this.#d.collect(stored.reservationCode, `citation-${stored.itemId}`, by);
    }
  }

  async #match(row: CitationRow): Promise<Matched> {
    const citations = this.#repos().citations;
    const units = await citations.unitsWithPlate(row.plate, row.state);
    // A plate on two units (two states, the file without one) is for staff to decide.
    if (units.length !== 1) return { unitId: null, vehicle: null, driverId: null };
    const unitId = units[0]!;
    // Who had the unit then, on its own timeline of check-outs, swaps and returns (decision 035).
    const holder = await this.#repos().handovers.holderAt(unitId, row.at);
    if (!holder) return { unitId, vehicle: null, driverId: null };
    const { reservationId, classId, seq, driverId } = holder;
    return { unitId, vehicle: { reservationId, classId, seq }, driverId };
  }

  async #store(
    row: CitationRow,
    matched: Matched,
    sourceId: string,
    charge: Charge,
    by: string,
  ): Promise<Stored> {
    const now = this.#d.now();
    const id = randomUUID();
    return this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const v = matched.vehicle;
      const booking =
        v && (await repos.reservations.lock(v.reservationId))
          ? await repos.reservations.findById(v.reservationId)
          : undefined;
      const item: StoredCitation = {
        ...row,
        id,
        sourceId,
        unitId: matched.unitId,
        vehicle: booking ? v : null,
        driverId: null,
        status: booking ? 'charged' : 'queued',
        feeIds: booking ? [randomUUID(), randomUUID()] : [],
        note: '',
        nomination: null,
        nominationUntil: null,
        importedAt: now,
      };
      if (booking && v) Object.assign(item, await this.#nominee(repos, booking, v, matched.driverId));
      if (!(await repos.citations.insertItem(item, agencyKey(row.agency), by))) {
        return { outcome: 'duplicate', itemId: null, reservationCode: null, billed: false, byCard: false };
      }
      if (!booking || !v) {
        return { outcome: 'unmatched', itemId: id, reservationCode: null, billed: false, byCard: false };
      }
      const billed = await this.#charge(repos, item, booking, v, charge, by);
      return {
        outcome: 'matched',
        itemId: id,
        reservationCode: booking.code,
        billed,
        byCard: booking.paymentMethod === 'card',
      };
    });
  }

  /**
   * The driver who had the booked vehicle (the one recorded taking the unit,
   * else the one named for it) and what a nomination of them needs, sealed
   * (decision 018) and kept `nominationDays` after the return: the licence and
   * the home address given at pre-arrival are copied before the licence
   * retention erases them.
   */
  async #nominee(
    repos: Repositories,
    booking: StoredReservation,
    v: BookedVehicle,
    recorded: string | null = null,
  ): Promise<Pick<StoredCitation, 'driverId' | 'nomination' | 'nominationUntil'>> {
    const driverId = recorded ?? (await repos.citations.driverOf(v));
    const driver = booking.drivers.find((d) => d.id === driverId);
    if (!driver) return { driverId: null, nomination: null, nominationUntil: null };
    const licence = driver.licenceNumberSealed ? this.#d.cipher.open(driver.licenceNumberSealed) : null;
    const nominee: Nominee = {
      name: driver.name,
      licenceNumber: licence,
      licenceState: driver.licenceState,
      licenceCountry: driver.licenceCountry,
      address: driver.homeAddressSealed
        ? addressLine(JSON.parse(this.#d.cipher.open(driver.homeAddressSealed)) as PostalAddress)
        : null,
    };
    return {
      driverId: driver.id,
      nomination: this.#d.cipher.seal(JSON.stringify(nominee)),
      nominationUntil: booking.returnAt + this.#d.nominationDays * DAY,
    };
  }

  /**
   * The notice's amount (untaxed) and the admin fee of its kind, added to the
   * booked vehicle as incidental fees are (decision 032): on the final invoice,
   * or on a supplementary one once it is issued; the renter e-mailed.
   */
  async #charge(
    repos: Repositories,
    item: StoredCitation,
    booking: StoredReservation,
    v: BookedVehicle,
    { adminFee, locations }: Charge,
    by: string,
  ): Promise<boolean> {
    const now = this.#d.now();
    const before = await repos.reservationFees.forReservation(booking.id);
    const fees: StoredFee[] = citationLines(item, adminFee).map((line, i) => ({
      id: item.feeIds[i]!,
      reservationId: booking.id,
      vehicle: { classId: v.classId, seq: v.seq },
      position: before.length + i,
      feeId: i === 0 ? line.code : adminFee.id,
      line,
      note: `${item.agency} ${item.reference}`.slice(0, 200),
      addedAt: now,
      addedBy: by,
      invoiceId: null,
    }));
    const location = locations.get(booking.locationId);
    const invoice = await billAddedFees(repos, booking, fees, {
      now,
      location,
      documents: this.#d.documents,
    });
    await enqueueEmails(
      repos.outbox,
      [
        {
          to: booking.contact.email,
          reference: booking.code,
          payload: {
            kind: 'citation_notice',
            locale: booking.locale,
            code: booking.code,
            renterName: booking.contact.firstName,
            kindLabel: citationKindLabels[item.kind],
            agency: item.agency,
            reference: item.reference,
            at: item.at,
            timezone: booking.timezone,
            place: item.place,
            amountCents: item.amountCents,
            adminFeeCents: adminFee.priceCents,
            invoiceNumber: invoice?.number ?? null,
          },
        },
      ],
      now,
    );
    return invoice !== null;
  }

  /**
   * A queued item staff matched by hand to a booking that went out: charged
   * as an import charges one, under the booking's row lock and an
   * Idempotency-Key; the item must still be queued (409 otherwise).
   */
  async assign(
    id: string,
    code: string,
    keyed: KeyedRequest,
    by: string,
  ): Promise<{ item: CitationItem; replayed: boolean }> {
    const repos = this.#repos();
    const [item, booking, fees, catalog] = await Promise.all([
      repos.citations.find(id),
      repos.reservations.findByCode(code),
      repos.priceBook.fees(),
      this.#d.catalog.get(),
    ]);
    if (!item) throw new ApiError(404, 'not_found', 'No toll or citation has that id.');
    if (!booking) {
      throw new ApiError(404, 'not_found', 'No booking has that code.', {
        reservationCode: 'No booking has that code.',
      });
    }
    const charge = { adminFee: adminFeeOf(fees, item), locations: catalog.locationById };
    const outcome = await runKeyed(this.#d, keyed, {
      lock: (r) => r.reservations.lock(booking.id),
      act: async (r) => {
        const outs = (await r.handovers.forReservation(booking.id)).filter((h) => h.kind === 'out');
        const out = outs.find((h) => h.unit_id === item.unitId) ?? outs[0];
        if (!out) {
          throw new ApiError(
            409,
            'not_checked_out',
            `${booking.code} has not gone out: it cannot have a toll.`,
          );
        }
        const v = { reservationId: booking.id, classId: out.class_id, seq: out.seq };
        const charged = {
          ...item,
          vehicle: v,
          feeIds: [randomUUID(), randomUUID()],
          ...(await this.#nominee(r, booking, v)),
        };
        if (!(await r.citations.update(id, ['queued'], { ...charged, status: 'charged' }, this.#d.now()))) {
          throw new ApiError(409, 'already_decided', 'This item is no longer in the queue.');
        }
        return { id, billed: await this.#charge(r, charged, booking, v, charge, by) };
      },
    });
    if (!outcome.replayed) this.#d.afterCommit();
    if (outcome.value.billed && booking.paymentMethod === 'card') {
      await this.#collect({ itemId: id, reservationCode: booking.code }, by);
    }
    return { item: await this.#item(id), replayed: outcome.replayed };
  }

  /** A queued item dismissed (not the company's), or a charged one disputed, with staff's note. */
  async decide(id: string, to: 'dismissed' | 'disputed', note: string): Promise<CitationItem> {
    const from: CitationStatus[] = to === 'dismissed' ? ['queued'] : ['charged'];
    const repos = this.#repos();
    if (!(await repos.citations.find(id)))
      throw new ApiError(404, 'not_found', 'No toll or citation has that id.');
    if (!(await repos.citations.update(id, from, { status: to, note }, this.#d.now()))) {
      throw new ApiError(
        409,
        'already_decided',
        to === 'dismissed' ? 'Only a queued item can be dismissed.' : 'Only a charged item can be disputed.',
      );
    }
    return this.#item(id);
  }

  /**
   * Liability transferred to the driver who had the vehicle (decision 037),
   * at the address they gave before pickup, or the one staff enter, which
   * replaces it, sealed with the name and licence kept for it. 400 on
   * `address` when neither is there; 409 when the item is not charged or
   * disputed, or its nomination data is erased (kept
   * NOMINATION_RETENTION_DAYS after the return).
   */
  async transfer(id: string, entered: string | undefined): Promise<CitationItem> {
    const repos = this.#repos();
    const item = await repos.citations.find(id);
    if (!item) throw new ApiError(404, 'not_found', 'No toll or citation has that id.');
    if (!item.nomination) {
      throw new ApiError(409, 'nomination_erased', 'No driver’s details are kept for this item any more.');
    }
    const alreadyDecided = () =>
      new ApiError(409, 'already_decided', 'Only a charged or disputed item can be transferred.');
    if (item.status !== 'charged' && item.status !== 'disputed') throw alreadyDecided();
    const kept = this.#nomineeOf(item.nomination);
    const address = entered ?? kept.address;
    if (!address) {
      throw validationError({ address: 'Enter the driver’s address: they gave none before pickup.' });
    }
    const nominee = { ...kept, address };
    const sealed = this.#d.cipher.seal(JSON.stringify(nominee));
    const moved = await repos.citations.update(
      id,
      ['charged', 'disputed'],
      { status: 'transferred', nomination: sealed },
      this.#d.now(),
    );
    if (!moved) throw alreadyDecided();
    return this.#item(id);
  }

  /** The nomination letter of a transferred item, drawn from its sealed data (never stored in clear). */
  async nominationPdf(id: string): Promise<{ fileName: string; data: Buffer }> {
    const repos = this.#repos();
    const item = await repos.citations.find(id);
    if (item?.status !== 'transferred' || !item.vehicle) {
      throw new ApiError(404, 'not_found', 'No transferred toll or citation has that id.');
    }
    if (!item.nomination) {
      throw new ApiError(409, 'nomination_erased', 'No driver’s details are kept for this item any more.');
    }
    const r = (await repos.reservations.findById(item.vehicle.reservationId))!;
    const when = (ms: number) => formatLocalDateTime(ms, r.timezone);
    const data = await renderNominationPdf({
      seller: sellerOf(),
      agency: item.agency,
      reference: item.reference,
      kind: citationKindLabels[item.kind],
      plate: [item.plate, item.state].filter(Boolean).join(', '),
      at: when(item.at),
      place: item.place,
      amount: formatMoney(item.amountCents),
      rental: { code: r.code, from: when(r.pickupAt), to: when(r.returnAt) },
      nominee: this.#nomineeOf(item.nomination),
      date: formatLocalDateTime(this.#d.now(), r.timezone).split(' at ')[0]!,
    });
    return { fileName: `nomination-${item.reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, data };
  }

  #nomineeOf(sealed: string): Nominee {
    return JSON.parse(this.#d.cipher.open(sealed)) as Nominee;
  }

  async #item(id: string): Promise<CitationItem> {
    const found = (await this.list(undefined, id))[0];
    if (!found) throw new ApiError(404, 'not_found', 'No toll or citation has that id.');
    return found;
  }

  /** Items of a status, the latest notice first: each with its booking's code and the admin fee as charged. */
  async list(status: CitationStatus | undefined, id?: string): Promise<CitationItem[]> {
    const repos = this.#repos();
    const one = id === undefined ? undefined : await repos.citations.find(id);
    const items = id === undefined ? await repos.citations.list(status, 500) : one ? [one] : [];
    const bookings = new Map<string, { code: string; fees: Map<string, number> }>();
    for (const id of new Set(items.flatMap((i) => (i.vehicle ? [i.vehicle.reservationId] : [])))) {
      const [r, fees] = await Promise.all([
        repos.reservations.findById(id),
        repos.reservationFees.forReservation(id),
      ]);
      if (r) bookings.set(id, { code: r.code, fees: new Map(fees.map((f) => [f.id, f.line.amountCents])) });
    }
    return items.map((i) => ({
      ...toApiItem(i, i.vehicle ? bookings.get(i.vehicle.reservationId) : undefined),
      addressKnown: i.nomination !== null && this.#nomineeOf(i.nomination).address !== null,
    }));
  }
}

/** The admin fee of a notice's kind: the catalogue's `<kind>-admin`, else its `citation-admin` (decision 037). */
function adminFeeOf(fees: readonly IncidentalFee[], row: Pick<CitationRow, 'kind'>): IncidentalFee {
  const fee = adminFeeIdsOf(row.kind)
    .map((id) => fees.find((f) => f.id === id && f.active))
    .find((f) => f !== undefined);
  if (!fee) {
    throw new ApiError(
      409,
      'no_admin_fee',
      'The price book has no citation admin fee: add one (id citation-admin) under Pricing, fees.',
    );
  }
  return fee;
}

function toApiItem(
  i: StoredCitation,
  booking: { code: string; fees: ReadonlyMap<string, number> } | undefined,
): Omit<CitationItem, 'addressKnown'> {
  const adminFeeId = i.feeIds[1];
  return {
    id: i.id,
    agency: i.agency,
    reference: i.reference,
    kind: i.kind,
    plate: i.plate,
    plateState: i.state,
    at: toIsoWithOffset(i.at, 'UTC'),
    place: i.place,
    amountCents: i.amountCents,
    adminFeeCents: (adminFeeId && booking?.fees.get(adminFeeId)) || 0,
    status: i.status,
    reservationCode: booking?.code ?? null,
    vehicle: i.vehicle && { classId: i.vehicle.classId, seq: i.vehicle.seq },
    note: i.note,
  };
}
