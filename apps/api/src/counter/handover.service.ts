import { randomUUID } from 'node:crypto';
import { rentalPolicy } from '@convoy/domain/content/rental-policy';
import type {
  CheckInRequest,
  CheckOutRequest,
  DamageMark,
  Handover,
  HandoverReading,
  MaintenanceNotice,
} from '@convoy/domain/contracts/counter.schema';
import { checkOutLeadHours, checkOutOpensAt, latestReturnAt } from '@convoy/domain/rules/handover-times';
import { itemsAt } from '@convoy/domain/rules/inspection';
import {
  ReturnChargeError,
  type ReturnCharges,
  returnChargesOverLegs,
} from '@convoy/domain/rules/return-charges';
import { localToInstant, toIsoWithOffset } from '@convoy/domain/rules/time';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { DoNotRentService } from '../do-not-rent/do-not-rent.service.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import type { BookedSlot } from '../fleet/assignment.repository.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import { recordOneWayArrival } from '../fleet/one-way-arrival.ts';
import { odometerPatch } from '../fleet/service-due.ts';
import { invoiceEffects, organisationOf } from '../invoices/billing.ts';
import { addedTotal, type DocumentContext, invoiceSummary, netReceived } from '../invoices/invoicing.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { lineLabel } from '../mail/price-lines.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import { settlePayments } from '../payments/billing.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { roadTripAddresses } from '../reservations/delivery-address.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import type { ReviewRequests } from '../reviews/reviews.service.ts';
import { validationError } from '../validation-error.ts';
import { handoverEvents, recordWebhookEvents } from '../webhooks/webhook-events.ts';
import { acknowledgeAddendum, agreementFields, remoteAgreementOf, renterName } from './addendum.ts';
import { agreementOf, agreementPdf, signAgreement } from './agreement.ts';
import { handoverDrivers, refuseFields, unconfirmedLicences } from './counter-drivers.ts';
import { returnLines } from './final-charges.ts';
import type { StoredHandover } from './handover.repository.ts';
import { earlierInspections, lockedReservation, reservationOf } from './handover-guards.ts';
import { photosOf } from './handover-photos.ts';
import { feesAtCheckIn, priceFees, taxOnFees, toApiFee } from './incidental-fees.ts';
import type { StoredInspection } from './inspection.repository.ts';
import { type InspectionMaintenance, openInspectionBlocks } from './inspection-maintenance.ts';
import {
  checklistOf,
  inspectionLines,
  inspectionOrder,
  inspectionRow,
  inspectionView,
  inspectVehicles,
  releaseRefused,
} from './inspections.ts';
import { currentLeg, isBack, type Leg, legsOf } from './legs.ts';
import { driversShort, insuranceShort } from './readiness.ts';
import type { StoredFee } from './reservation-fee.repository.ts';
import { counterReturnLocation } from './return-location.ts';
import { swapsView } from './swap-view.ts';
import { unitDriver } from './unit-drivers.ts';

export interface HandoverDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  fuelPriceCentsPerGallon: number;
  /** Bank transfer lines for the final invoice's PDF. */
  documents: DocumentContext;
  /** Refuses a check-out whose renter or drivers are on the do-not-rent list (decision 021). */
  doNotRent: Pick<DoNotRentService, 'screenReservation'>;
  /** After a commit that queued e-mails or provider calls: wake their workers. */
  afterCommit: () => void;
  /** Opens the delivery and collection addresses the agreement states (decision 030). */
  cipher: LicenceCipher;
  /** Takes a unit whose safety item failed its inspection into maintenance (decision 034). */
  maintenance: InspectionMaintenance;
  /** Opens a damage claim for new damage at check-in; an open one keeps the deposit held (decision 036). */
  claims?: DamageClaims;
  /** Asks the renter for a review once the last vehicle is back (decision 047). */
  reviews?: Pick<ReviewRequests, 'request'>;
}

/** A vehicle back, with the damage marked as it went out and as it came back. */
export interface ReturnedForClaim {
  classId: string;
  seq: number;
  /** The leg it came back from (decision 035). */
  leg: number;
  unitId: string;
  before: DamageMark[];
  after: DamageMark[];
}

/** The port damage claims (claims/, decision 036) give the check-in: counter imports nothing of them. */
export interface DamageClaims {
  open(
    trx: Executor,
    catalog: CatalogSnapshot,
    r: StoredReservation,
    returned: readonly ReturnedForClaim[],
    at: number,
    by: string,
  ): Promise<void>;
  /** Whether a claim not yet settled keeps the booking's deposit held. */
  holdsDeposit(trx: Executor, r: StoredReservation): Promise<boolean>;
}

const keyOf = (classId: string, seq: number) => `${classId}|${seq}`;

/**
 * Check-out and check-in at the counter (decision 015). Check-out records every
 * booked vehicle going out on the unit assigned to it (odometer, fuel, damage
 * already there), once its drivers qualify and the agent has seen their
 * licences; check-in records each coming back and the charges its return adds
 * by the booked rules (return-charges.ts), kept with it. Both run in one
 * transaction holding the reservation's row, so a vehicle goes out or comes
 * back once.
 */
export class HandoverService {
  readonly #d: HandoverDependencies;

  constructor(deps: HandoverDependencies) {
    this.#d = deps;
  }

  /** The signed agreement's PDF; undefined until the renter has signed. */
  agreementPdf(code: string): Promise<Buffer | undefined> {
    return agreementPdf(this.#d.repositories(this.#d.db), code);
  }

  async view(code: string): Promise<Handover> {
    const catalog = await this.#d.catalog.get();
    const reservation = await this.#reservation(this.#d.db, code);
    return this.#view(this.#d.db, catalog, reservation);
  }

  /**
   * Every booked vehicle out at once. A vehicle whose safety item failed its
   * inspection does not go out (409 `inspection_failed`, the item named): its
   * inspection is kept, its unit taken into maintenance, and nothing else is
   * recorded (decision 034). A check-out sent again with the same inspection
   * keys answers as the first did.
   */
  async checkOut(code: string, request: CheckOutRequest, by: string): Promise<Handover> {
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const r = await this.#locked(trx, code);
      const earlier = await this.#earlier(trx, r, request);
      if (earlier.length > 0) return { r, earlier, failing: [] };
      const { slots, units, done } = await this.#state(trx, r);
      matchVehicles(request.vehicles, slots, 'going out');
      const signed = await remoteAgreementOf(this.#d.repositories(trx), r);
      const { inspected, fields } = await inspectVehicles(
        this.#d.repositories(trx),
        r,
        request.vehicles,
        'out',
      );
      const drivers = request.vehicles.map((v, i) => unitDriver(r.drivers, v, `vehicles.${i}.driverId`));
      refuseFields({
        ...unconfirmedLicences(r.drivers, request),
        ...agreementFields(request, signed),
        ...fields,
        ...Object.assign({}, ...drivers.map((d) => d.fields)),
      });
      if (slots.some((s) => done.has(`${keyOf(s.classId, s.seq)}|out`))) {
        throw new ApiError(409, 'already_checked_out', `${code} has already been checked out.`);
      }
      if (now < checkOutOpensAt(r.pickupAt)) {
        const at = (instant: number) => formatLocalDateTime(instant, r.timezone);
        throw new ApiError(
          409,
          'too_early',
          `${code} is picked up ${at(r.pickupAt)}: it can go out from ${at(checkOutOpensAt(r.pickupAt))}, ${checkOutLeadHours} hours before.`,
        );
      }
      const unassigned = slots.filter((s) => !units.has(keyOf(s.classId, s.seq)));
      if (unassigned.length > 0) {
        throw new ApiError(
          409,
          'not_ready',
          `Assign a vehicle to ${unassigned.map((s) => `${className(catalog, s.classId)} ${s.seq}`).join(', ')} first.`,
          { vehicles: 'Assign a vehicle to each booked vehicle first.' },
        );
      }
      if (await driversShort(this.#d.repositories(trx).drivers, catalog, r, slots)) {
        throw new ApiError(
          409,
          'not_ready',
          'Each vehicle needs a qualified driver named on the booking before it goes out: add or correct the drivers first.',
          { vehicles: 'Each vehicle needs a qualified driver.' },
        );
      }
      const insurance = await insuranceShort(this.#d.repositories(trx).insuranceCertificates, r);
      if (insurance)
        throw new ApiError(409, insurance.code, insurance.message, {
          insuranceCertificate: insurance.message,
        });
      await this.#d.doNotRent.screenReservation(r, trx);
      const repos = this.#d.repositories(trx);
      const side = (i: number) => ({
        kind: 'out' as const,
        unitId: units.get(keyOf(request.vehicles[i]!.classId, request.vehicles[i]!.seq))!.id,
        at: now,
        by,
        id: randomUUID(),
      });
      // A failed safety item: that inspection is kept and nothing goes out (decision 034).
      const failing = inspected.flatMap((done, i) => (done.failedSafety.length > 0 ? [i] : []));
      if (failing.length > 0) {
        for (const i of failing) {
          await repos.inspections.insert(inspectionRow(r, request.vehicles[i]!, inspected[i]!, side(i)));
        }
        const failed = await repos.inspections.byKeys(
          failing.map((i) => request.vehicles[i]!.inspection.key),
        );
        return { r, earlier: failed, failing };
      }
      const fleet = repos.fleetUnits;
      for (const [i, v] of request.vehicles.entries()) {
        const unit = units.get(keyOf(v.classId, v.seq))!;
        await repos.handovers.insert({
          ...row(r.id, v, 'out', unit.id, now, by, null),
          driver_id: drivers[i]!.driverId,
        });
        await repos.inspections.insert(inspectionRow(r, v, inspected[i]!, side(i)));
        // The reading at the counter is the vehicle's odometer now (its service overdue from it when reached).
        await fleet.update(unit.id, {
          ...odometerPatch(unit, v.odometerMiles, r.timezone, now),
          updated_at: now,
        });
      }
      await recordWebhookEvents(
        repos,
        handoverEvents('vehicle.checked_out', r.code, request.vehicles, now),
        now,
      );
      const outgoing = {
        reservation: r,
        catalog,
        vehicles: request.vehicles.map((v, i) => ({
          ...v,
          unit: units.get(keyOf(v.classId, v.seq))!,
          inspection: inspectionLines(inspected[i]!.items),
        })),
        witnessedBy: by,
        now,
        addresses: roadTripAddresses(r, this.#d.cipher),
      };
      if (signed && request.addendum) {
        await acknowledgeAddendum(repos, { ...outgoing, signed, acknowledgement: request.addendum });
      } else if (request.agreement) {
        await signAgreement(
          repos,
          { ...outgoing, signature: request.agreement },
          this.#d.fuelPriceCentsPerGallon,
        );
      }
      return { r, earlier: [], failing: [] };
    });
    const { r, earlier, failing } = outcome;
    const refused = earlier.filter((e) => e.kind === 'out' && e.failedSafety.length > 0);
    if (refused.length > 0) {
      // Opened once, by the check-out that found it; the same keys again answer without a second block.
      const notices =
        failing.length > 0
          ? await this.#openBlocks(catalog, r, refused, { from: now, side: 'check-out', by })
          : [];
      throw releaseRefused(catalog, r, request, refused, notices);
    }
    this.#d.afterCommit();
    return this.#view(this.#d.db, catalog, r);
  }

  /** The inspections already stored under the request's keys (the same submit again). */
  async #earlier(
    trx: Executor,
    r: StoredReservation,
    request: { vehicles: { inspection: { key: string } }[] },
  ): Promise<StoredInspection[]> {
    const keys = request.vehicles.map((v, i) => ({
      key: v.inspection.key,
      field: `vehicles.${i}.inspection.key`,
    }));
    return earlierInspections(this.#d.repositories(trx), r, keys);
  }

  /** Takes each unit whose safety item failed into maintenance from `from`, after the inspection's commit. */
  async #openBlocks(
    catalog: CatalogSnapshot,
    r: StoredReservation,
    failed: readonly StoredInspection[],
    at: { from: number; side: 'check-out' | 'return'; by: string },
  ): Promise<MaintenanceNotice[]> {
    const units = await this.#d.repositories(this.#d.db).fleetUnits.byIds(failed.map((f) => f.unitId));
    return openInspectionBlocks(this.#d.maintenance, catalog, units, failed, { ...at, code: r.code });
  }

  /** What a check-in of these vehicles would charge, as the check-in form's review shows it; stores nothing. */
  async previewCheckIn(code: string, request: CheckInRequest, by: string): Promise<Handover> {
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    return this.#d.db.transaction().execute(async (trx) => {
      const r = await this.#locked(trx, code);
      const { charged, returnedAt, fees, rows } = await this.#returns(trx, catalog, r, request, now, by);
      const coming = onCurrentLegs(rows, request.vehicles);
      refuseFields((await inspectVehicles(this.#d.repositories(trx), r, coming, 'in')).fields);
      return this.#view(trx, catalog, r, { charged, returnedAt, request, by, fees });
    });
  }

  /**
   * Records the check-in of these vehicles, each with its inspection; the last
   * one back brings the final invoice. A failed safety item takes the unit into
   * maintenance from the return on (decision 034), said in `maintenance`. Sent
   * again with the same inspection keys, it answers as the first did.
   */
  async recordCheckIn(code: string, request: CheckInRequest, by: string): Promise<Handover> {
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    let moved = false;
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const r = await this.#locked(trx, code);
      const repos = this.#d.repositories(trx);
      if ((await this.#earlier(trx, r, request)).length > 0) return { r, failed: [], from: 0 };
      const { slots, rows, charged, returnedAt, fees } = await this.#returns(
        trx,
        catalog,
        r,
        request,
        now,
        by,
      );
      const { inspected, fields } = await inspectVehicles(
        repos,
        r,
        onCurrentLegs(rows, request.vehicles),
        'in',
      );
      refuseFields(fields);
      // Fees wait for the final invoice: this check-in's, or a later one's (decision 032).
      await repos.reservationFees.insert(fees);
      const fleet = repos.fleetUnits;
      for (const [i, v] of request.vehicles.entries()) {
        const key = keyOf(v.classId, v.seq);
        // Back on the unit it has now: a swapped vehicle's latest leg (decision 035).
        const out = currentLeg(rows, v.classId, v.seq)!.out;
        await repos.handovers.insert({
          ...row(r.id, v, 'in', out.unit_id, returnedAt, by, charged.get(key)!),
          leg: out.leg,
        });
        const side = { kind: 'in' as const, unitId: out.unit_id, at: now, by, id: randomUUID() };
        await repos.inspections.insert(inspectionRow(r, v, inspected[i]!, side));
        const unit = (await fleet.find(out.unit_id))!;
        await fleet.update(out.unit_id, {
          ...odometerPatch(unit, v.odometerMiles, r.returnTimezone ?? r.timezone, returnedAt),
          updated_at: now,
          // Back at a one-way rental's return location: the unit is there now (decision 028).
          ...(r.returnLocationId ? { location_id: r.returnLocationId } : {}),
        });
      }
      await recordWebhookEvents(
        repos,
        handoverEvents('vehicle.checked_in', r.code, request.vehicles, returnedAt),
        now,
      );
      // New damage opens a claim per vehicle (decision 036).
      await this.#d.claims?.open(trx, catalog, r, returnedForClaim(rows, request.vehicles), now, by);
      // The last vehicle back: the final invoice, and the card's deposit settled against it.
      const back = new Map(
        rows
          .filter((h) => h.kind === 'in' && h.charges)
          .map((h) => [keyOf(h.class_id, h.seq), JSON.parse(h.charges!) as ReturnCharges]),
      );
      for (const [key, c] of charged) back.set(key, c);
      if (slots.every((s) => back.has(keyOf(s.classId, s.seq)))) {
        await this.#finalise(trx, catalog, r, slots, back, now, by);
        moved = await recordOneWayArrival(this.#d.repositories(trx), r, now);
      }
      const keys = request.vehicles.flatMap((v, i) =>
        inspected[i]!.failedSafety.length > 0 ? [v.inspection.key] : [],
      );
      // The unit is the rental's until its booked return: the block starts then, or at a late return.
      return { r, failed: await repos.inspections.byKeys(keys), from: Math.max(returnedAt, r.returnAt) };
    });
    const { r, failed, from } = outcome;
    // The stock counts moved: the catalogue reads them again.
    if (moved) await this.#d.catalog.changed();
    this.#d.afterCommit();
    const maintenance = await this.#openBlocks(catalog, r, failed, { from, side: 'return', by });
    return { ...(await this.#view(this.#d.db, catalog, r)), maintenance };
  }

  /**
   * The returns a check-in asks for, checked against the booking (each booked
   * vehicle once, out and not back yet, returned after it went out and not
   * ahead of now), and what each return charges.
   */
  async #returns(
    trx: Executor,
    catalog: CatalogSnapshot,
    r: StoredReservation,
    request: CheckInRequest,
    now: number,
    by: string,
  ) {
    const { slots, rows } = await this.#state(trx, r);
    const returnedAt =
      request.returnedDate && request.returnedTime
        ? // Wall-clock where it comes back: a one-way rental's return location (decision 028).
          localToInstant(request.returnedDate, request.returnedTime, r.returnTimezone ?? r.timezone).getTime()
        : now;
    if (returnedAt > latestReturnAt(now)) throw returnAhead(request, now, r.returnTimezone ?? r.timezone);
    const wanted = request.vehicles.map((v) => keyOf(v.classId, v.seq));
    const known = new Set(slots.map((s) => keyOf(s.classId, s.seq)));
    const unknown = request.vehicles.findIndex((v) => !known.has(keyOf(v.classId, v.seq)));
    if (unknown >= 0 || new Set(wanted).size !== wanted.length) {
      throw validationError({
        [`vehicles.${Math.max(unknown, 0)}.seq`]: 'Record each booked vehicle once.',
      });
    }
    const charged = new Map<string, ReturnCharges>();
    for (const [i, v] of request.vehicles.entries()) {
      const key = keyOf(v.classId, v.seq);
      const legs = legsOf(rows, v.classId, v.seq);
      const out = legs.at(-1)?.out;
      if (!out) {
        throw new ApiError(
          409,
          'not_checked_out',
          `${className(catalog, v.classId)} ${v.seq} has not gone out yet.`,
        );
      }
      if (isBack(rows, v.classId, v.seq)) {
        throw new ApiError(
          409,
          'already_checked_in',
          `${className(catalog, v.classId)} ${v.seq} is already back.`,
        );
      }
      if (returnedAt <= out.at) {
        const field =
          request.returnedDate && request.returnedDate < zonedIso(out.at, r.timezone).slice(0, 10);
        throw validationError({
          [field ? 'returnedDate' : 'returnedTime']:
            `The return must be after the check-out (${formatLocalDateTime(out.at, r.timezone)}).`,
        });
      }
      const units = await this.#d.repositories(trx).fleetUnits.byIds(legs.map((l) => l.out.unit_id));
      charged.set(key, this.#charges(r, v, legs, units, returnedAt, i));
    }
    const asked = feesAtCheckIn(request, (classId) => className(catalog, classId));
    const fees = await priceFees(this.#d.repositories(trx), r, asked, now, by);
    return { slots, rows, charged, returnedAt, fees };
  }

  /**
   * Issues the final invoice (the stored lines, what the returns added, and
   * the incidental fees not billed yet with their tax) in place of the booking's, settles the card payments against it (a held
   * deposit captured for what is owed, the rest released) and queues the
   * renter's e-mail with the invoice attached.
   */
  async #finalise(
    trx: Executor,
    catalog: CatalogSnapshot,
    r: StoredReservation,
    slots: readonly BookedSlot[],
    charges: ReadonlyMap<string, ReturnCharges>,
    now: number,
    by: string,
  ): Promise<void> {
    const location = catalog.locationById.get(r.locationId);
    if (!location) return;
    const vehicles = slots.map((s) => ({
      label: `${className(catalog, s.classId)} ${s.seq}`,
      excessMileCents:
        r.pricing.vehicles?.find((g) => g.vehicleId === s.classId)?.excessMileCents ??
        r.pricing.excessMileCents,
      charges: charges.get(keyOf(s.classId, s.seq))!,
    }));
    const repos = this.#d.repositories(trx);
    const fees = (await repos.reservationFees.forReservation(r.id)).filter((f) => f.invoiceId === null);
    const feeLines = fees.map((f) => f.line);
    const added = {
      lines: [...returnLines(vehicles), ...feeLines],
      taxes: await taxOnFees(repos, r, feeLines),
    };
    const effects = await invoiceEffects(
      repos,
      r,
      location,
      'booking',
      now,
      this.#d.documents,
      undefined,
      added,
    );
    const final = await repos.invoices.current(r.id);
    if (final)
      await repos.reservationFees.bill(
        fees.map((f) => f.id),
        final.id,
      );
    const owed = r.pricing.totalCents + addedTotal(added);
    // A damage claim still open keeps the deposit held: settling the claim settles it (decision 036).
    const settled = (await this.#d.claims?.holdsDeposit(trx, r))
      ? { capturedCents: 0, releasedCents: 0 }
      : await settlePayments(repos, r, owed, `Returned ${r.code}: final charges`, now, by);
    const organisation = await organisationOf(repos, r);
    await enqueueEmails(
      repos.outbox,
      [
        {
          to: organisation?.billingContact.email ?? r.contact.email,
          reference: r.code,
          payload: {
            kind: 'rental_returned',
            reservation: toApiReservation(r),
            pricing: r.pricing,
            location,
            money: effects.money,
            documents: effects.documents,
            returned: {
              lines: [
                ...added.lines.map((l) => ({ label: lineLabel(l), amountCents: l.amountCents })),
                ...added.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents })),
              ],
              totalCents: owed - r.pricing.totalCents,
              depositCapturedCents: settled.capturedCents,
              depositReleasedCents: settled.releasedCents,
            },
          },
        },
      ],
      now,
    );
    await this.#d.reviews?.request(repos, r, location.name, now);
  }

  /**
   * What the vehicle's return charges over its legs (decision 035): the
   * earlier units' readings as the swaps recorded them, the unit it has now
   * as it comes back.
   */
  #charges(
    r: StoredReservation,
    v: CheckInRequest['vehicles'][number],
    legs: readonly Leg[],
    units: readonly StoredUnit[],
    returnedAt: number,
    index: number,
  ): ReturnCharges {
    const group = r.pricing.vehicles?.find((g) => g.vehicleId === v.classId);
    const capacity = (unitId: string) => units.find((u) => u.id === unitId)?.fuel_capacity_gallons ?? 0;
    try {
      return returnChargesOverLegs({
        bookedReturnAt: r.returnAt,
        returnedAt,
        dailyRateCents: group?.dailyRateCents ?? r.pricing.dailyRateCents,
        damageCents: v.damageCents,
        mileage: {
          allowancePerDay: group ? group.mileageAllowancePerDay : r.pricing.mileageAllowancePerDay,
          excessMileCents: group?.excessMileCents ?? r.pricing.excessMileCents,
          chargeDays: r.pricing.chargeDays,
        },
        fuel: {
          priceCentsPerGallon: this.#d.fuelPriceCentsPerGallon,
          refuelServiceCents: rentalPolicy.fees.refuelServiceCents,
        },
        legs: legs.map((l, i) => {
          const back =
            i === legs.length - 1
              ? v
              : { odometerMiles: l.in!.odometer_miles, fuelEighths: l.in!.fuel_eighths };
          return {
            outMiles: Number(l.out.odometer_miles),
            inMiles: Number(back.odometerMiles),
            capacityGallons: capacity(l.out.unit_id),
            outEighths: Number(l.out.fuel_eighths),
            inEighths: Number(back.fuelEighths),
          };
        }),
      });
    } catch (error) {
      if (error instanceof ReturnChargeError) {
        throw validationError({ [`vehicles.${index}.${error.field}`]: error.message });
      }
      throw error;
    }
  }

  async #reservation(db: Executor, code: string): Promise<StoredReservation> {
    return reservationOf(this.#d.repositories(db), code);
  }

  /** The reservation, its row held for the transaction; only a confirmed one goes out or comes back. */
  async #locked(trx: Executor, code: string): Promise<StoredReservation> {
    return lockedReservation(this.#d.repositories(trx), code);
  }

  async #state(db: Executor, r: StoredReservation) {
    const assignments = this.#d.repositories(db).assignments;
    const [slots, given, rows] = await Promise.all([
      assignments.bookedSlots({ reservationId: r.id, from: 0, to: Number.MAX_SAFE_INTEGER }),
      assignments.forReservation(r.id),
      this.#d.repositories(db).handovers.forReservation(r.id),
    ]);
    const byId = new Map(
      (await this.#d.repositories(db).fleetUnits.byIds(given.map((a) => a.unit_id))).map((u) => [u.id, u]),
    );
    const units = new Map<string, StoredUnit>();
    for (const a of given) {
      const unit = byId.get(a.unit_id);
      if (unit) units.set(keyOf(a.class_id, a.seq), unit);
    }
    const done = new Set(rows.map((h) => `${keyOf(h.class_id, h.seq)}|${h.kind}`));
    return { slots, units, done, rows };
  }

  async #view(
    db: Executor,
    catalog: CatalogSnapshot,
    r: StoredReservation,
    preview?: {
      charged: Map<string, ReturnCharges>;
      returnedAt: number;
      request: CheckInRequest;
      by: string;
      fees: readonly StoredFee[];
    },
  ): Promise<Handover> {
    const { slots, units, rows } = await this.#state(db, r);
    const repos = this.#d.repositories(db);
    const [photos, agreement, inspections, stored, invoices, catalogue] = await Promise.all([
      photosOf(repos, r),
      agreementOf(repos, r),
      repos.inspections.forReservation(r.id),
      repos.reservationFees.forReservation(r.id),
      repos.invoices.forReservation(r.id),
      repos.priceBook.fees(),
    ]);
    const checklists = new Map<string, Awaited<ReturnType<typeof checklistOf>>>();
    for (const s of slots) {
      if (!checklists.has(s.classId)) checklists.set(s.classId, await checklistOf(repos, s.classId));
    }
    const iso = (at: number) => toIsoWithOffset(at, r.timezone);
    const reading = (h: StoredHandover | undefined): HandoverReading | null =>
      h
        ? {
            at: iso(Number(h.at)),
            unitId: h.unit_id,
            odometerMiles: Number(h.odometer_miles),
            fuelEighths: Number(h.fuel_eighths),
            damage: JSON.parse(h.damage) as DamageMark[],
            notes: h.notes,
            recordedBy: h.recorded_by,
            driverId: h.driver_id,
          }
        : null;
    const vehicles = slots.map((s: BookedSlot) => {
      const key = keyOf(s.classId, s.seq);
      // The leg it is on now: after a swap, the new unit's (decision 035).
      const leg = currentLeg(rows, s.classId, s.seq);
      const out = leg?.out;
      const back = leg?.in;
      const previewed = preview?.charged.get(key);
      const coming = preview?.request.vehicles.find((v) => keyOf(v.classId, v.seq) === key);
      const unit = units.get(key);
      return {
        classId: s.classId,
        className: className(catalog, s.classId),
        seq: s.seq,
        leg: leg?.leg ?? 0,
        unit: unit
          ? {
              id: unit.id,
              fleetNumber: unit.fleet_number,
              plate: unit.plate,
              odometerMiles: unit.odometer_miles,
              fuelCapacityGallons: unit.fuel_capacity_gallons,
            }
          : null,
        out: reading(out),
        in:
          coming && out && preview
            ? {
                at: iso(preview.returnedAt),
                unitId: out.unit_id,
                odometerMiles: coming.odometerMiles,
                fuelEighths: coming.fuelEighths,
                damage: coming.damage,
                notes: coming.notes,
                recordedBy: preview.by,
                driverId: null,
              }
            : reading(back),
        charges: previewed ?? (back?.charges ? (JSON.parse(back.charges) as ReturnCharges) : null),
        photos: photos.filter((p) => p.classId === s.classId && p.seq === s.seq),
        checklist: {
          out: itemsAt(checklists.get(s.classId)!, 'out'),
          in: itemsAt(checklists.get(s.classId)!, 'in'),
        },
        inspections: inspections
          .filter((i) => i.classId === s.classId && i.seq === s.seq)
          .sort(inspectionOrder)
          .map((i) => inspectionView(i, i.kind === 'in' ? (r.returnTimezone ?? r.timezone) : r.timezone)),
      };
    });
    const allBack = !preview && vehicles.length > 0 && vehicles.every((v) => v.in !== null);
    return {
      code: r.code,
      returnLocation: counterReturnLocation(catalog, r),
      vehicles,
      agreement,
      drivers: handoverDrivers(r),
      remoteAgreement:
        r.renterSignedAt == null ? null : { signerName: renterName(r), signedAt: iso(r.renterSignedAt) },
      finalInvoice: allBack ? await finalInvoiceOf(this.#d.repositories(db), r) : null,
      fuelPriceCentsPerGallon: this.#d.fuelPriceCentsPerGallon,
      chargesTotalCents: vehicles.reduce((sum, v) => sum + (v.charges?.totalCents ?? 0), 0),
      maintenance: [],
      swaps: await swapsView(repos, r),
      fees: [...stored, ...(preview?.fees ?? [])].map((f) => toApiFee(f, invoices, r.timezone)),
      feesOffered: catalogue.filter((f) => f.active).map(({ active: _, ...f }) => f),
    };
  }
}

/** Each vehicle coming back with the damage its unit's check-out recorded (its latest leg's, decision 035). */
function returnedForClaim(
  rows: readonly StoredHandover[],
  vehicles: CheckInRequest['vehicles'],
): ReturnedForClaim[] {
  return vehicles.map((v) => {
    const out = currentLeg(rows, v.classId, v.seq)!.out;
    const before = JSON.parse(out.damage) as DamageMark[];
    return { classId: v.classId, seq: v.seq, leg: out.leg, unitId: out.unit_id, before, after: v.damage };
  });
}

/** The current invoice once every vehicle is back: the final one. */
async function finalInvoiceOf(repos: Repositories, r: StoredReservation) {
  const [invoice, payments] = await Promise.all([
    repos.invoices.current(r.id),
    repos.payments.forReservation(r.id),
  ]);
  return invoice ? invoiceSummary(invoice, netReceived(payments)) : null;
}

/**
 * A return given later than now allows (rules/handover-times.ts), on the date
 * when it is after today at the location, else on the time.
 */
function returnAhead(request: CheckInRequest, now: number, timezone: string): Error {
  const today = zonedIso(now, timezone).slice(0, 10);
  const field = request.returnedDate && request.returnedDate > today ? 'returnedDate' : 'returnedTime';
  return validationError({
    [field]: `The return cannot be later than now (${formatLocalDateTime(now, timezone)}): enter when it came back, or leave both empty for now.`,
  });
}

function className(catalog: CatalogSnapshot, classId: string): string {
  return catalog.classById.get(classId)?.name ?? classId;
}

/** Each vehicle coming back with the leg it is on: its return photos are that leg's (decision 035). */
function onCurrentLegs<V extends { classId: string; seq: number }>(
  rows: readonly StoredHandover[],
  vehicles: V[],
) {
  return vehicles.map((v) => ({ ...v, leg: currentLeg(rows, v.classId, v.seq)?.leg ?? 0 }));
}

/** The request names each booked vehicle exactly once. */
function matchVehicles(
  vehicles: { classId: string; seq: number }[],
  slots: BookedSlot[],
  what: string,
): void {
  const wanted = vehicles.map((v) => keyOf(v.classId, v.seq));
  const booked = slots.map((s) => keyOf(s.classId, s.seq));
  if (
    new Set(wanted).size !== wanted.length ||
    wanted.length !== booked.length ||
    booked.some((k) => !wanted.includes(k))
  ) {
    throw validationError({
      vehicles: `Record every booked vehicle ${what}, each once (${booked.length} in all).`,
    });
  }
}

function row(
  reservationId: string,
  v: {
    classId: string;
    seq: number;
    odometerMiles: number;
    fuelEighths: number;
    damage: DamageMark[];
    notes: string;
  },
  kind: 'out' | 'in',
  unitId: string,
  at: number,
  by: string,
  charges: ReturnCharges | null,
) {
  return {
    reservation_id: reservationId,
    class_id: v.classId,
    seq: v.seq,
    kind,
    unit_id: unitId,
    at,
    odometer_miles: v.odometerMiles,
    fuel_eighths: v.fuelEighths,
    damage: JSON.stringify(v.damage),
    notes: v.notes,
    charges: charges ? JSON.stringify(charges) : null,
    recorded_by: by,
  };
}
