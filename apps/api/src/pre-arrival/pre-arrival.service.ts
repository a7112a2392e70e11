import { randomUUID } from 'node:crypto';
import {
  authorisedDriverTerms,
  needsSafetyBriefing,
  safetyBriefing,
  signatureConsent,
} from '@convoy/domain/content/pre-arrival';
import type { DriverLicence } from '@convoy/domain/contracts/driver.schema';
import type {
  DriverSmsOptIn,
  PreArrivalIdentity,
  PreArrivalPage,
  RemoteSignature,
} from '@convoy/domain/contracts/pre-arrival.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { driverProblems, maskLicenceNumber } from '@convoy/domain/rules/driver-rules';
import { currentActor } from '../async-context.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { DoNotRentCheck, DoNotRentService } from '../do-not-rent/do-not-rent.service.ts';
import type { StoredDriver } from '../drivers/driver.repository.ts';
import { ruleFor } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import type { LicenceSide } from '../drivers/pre-arrival.repository.ts';
import type { PreArrivalLinks } from '../drivers/pre-arrival-links.ts';
import { missingSteps } from '../drivers/pre-arrival-state.ts';
import { documentSha256, preArrivalTokenHash } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { evidencePhoto } from '../media/image-pipeline.ts';
import { acceptedImageType } from '../media/upload.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { apiDriverOf, preArrivalPage } from './pre-arrival-page.ts';
import { renderSignedDocument } from './signed-document-pdf.ts';
import { type SignatureEvidence, sellerOf, signaturePngOf } from './signing.ts';

export interface PreArrivalDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  cipher: LicenceCipher;
  links: PreArrivalLinks;
  /** The do-not-rent list: a driver is screened when they give who they are and their licence (decision 021). */
  doNotRent: Pick<DoNotRentService, 'screen'>;
  /** The driver's number opted in to reminders by text (decision 022). */
  sms: Pick<SmsService, 'enabled' | 'recordOptIn' | 'optInOf'>;
  now: () => number;
  afterCommit: () => void;
}

/** A driver's link, opened: who, on which booking, with the catalogue as it stands. */
export interface Opened {
  driver: StoredDriver;
  reservation: StoredReservation;
  catalog: CatalogSnapshot;
}

const invalidLink = () =>
  new ApiError(
    401,
    'invalid_link',
    'This link is not valid: open it again from your latest e-mail, or ask the organizer to send a new one.',
  );

/**
 * A driver's pre-arrival steps through their personal link (decision 024):
 * the page's state, identity, licence (checked by the class's driver rules),
 * licence photos (the image pipeline, sealed at rest), the safety briefing
 * where the class needs it, and the signed acknowledgement (its PDF, hash and
 * evidence kept; the PDF e-mailed to that driver alone). The link works until
 * the driver has finished or the pickup has passed; then every call is 410.
 */
export class PreArrivalService {
  readonly #d: PreArrivalDependencies;
  /** One photo encoded at a time: this machine has two cores. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: PreArrivalDependencies) {
    this.#d = deps;
  }

  async page(token: string): Promise<PreArrivalPage> {
    const opened = await this.#open(token);
    return preArrivalPage(opened, await this.#textReminders(opened.driver), this.#d.cipher);
  }

  /**
   * "Text me reminders at this number": the driver's number is kept on their
   * row (the day-before text goes to it, payments/pickup-reminders.ts) and
   * opted in with the consent text's version, in one transaction. 404 when
   * the site sends no texts; 400 on the phone when it cannot take one.
   */
  async optInToTexts(token: string, request: DriverSmsOptIn): Promise<PreArrivalPage> {
    const { driver } = await this.#open(token);
    if (!this.#d.sms.enabled) {
      throw new ApiError(404, 'sms_not_configured', 'This site sends no text messages.');
    }
    const opted = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      if (!(await this.#d.sms.recordOptIn(repos, request.phone, 'driver'))) return false;
      await repos.preArrival.setPhone(driver.id, request.phone);
      return true;
    });
    if (!opted) {
      throw new ApiError(400, 'validation_failed', 'This number cannot take text messages.', {
        phone: 'Enter a mobile number without an extension, with its country code if it is not a US number.',
      });
    }
    return this.page(token);
  }

  async #textReminders(d: StoredDriver): Promise<PreArrivalPage['textReminders']> {
    if (!this.#d.sms.enabled) return null;
    const optIn = d.phone ? await this.#d.sms.optInOf(this.#repos(), d.phone) : undefined;
    return { phone: d.phone, optedIn: optIn?.status === 'opted_in' };
  }

  async confirmIdentity(token: string, identity: PreArrivalIdentity): Promise<PreArrivalPage> {
    const opened = await this.#open(token);
    await this.#check(opened, { name: identity.name, dateOfBirth: identity.dateOfBirth });
    await this.#screen(opened, { name: identity.name, dateOfBirth: identity.dateOfBirth });
    // The home address is sealed at once (decisions 018, 037): never in clear at rest, in a log or the audit.
    await this.#repos().preArrival.confirmIdentity(
      opened.driver.id,
      {
        name: identity.name,
        dateOfBirth: identity.dateOfBirth,
        homeAddressSealed: this.#d.cipher.seal(JSON.stringify(identity.address)),
      },
      this.#d.now(),
    );
    return this.page(token);
  }

  async saveLicence(token: string, licence: DriverLicence): Promise<PreArrivalPage> {
    const opened = await this.#open(token);
    const { driver } = opened;
    if (driver.steps.identityConfirmedAt === null || driver.dateOfBirth === null) {
      throw new ApiError(409, 'identity_first', 'Confirm your name, date of birth and address first.');
    }
    await this.#check(opened, { ...licence, name: driver.name, dateOfBirth: driver.dateOfBirth });
    await this.#screen(opened, { ...licence, name: driver.name, dateOfBirth: driver.dateOfBirth });
    const number = licence.licenceNumber.toUpperCase();
    await this.#repos().preArrival.saveLicence(
      driver.id,
      { ...licence, sealed: this.#d.cipher.seal(number), mask: maskLicenceNumber(number) },
      this.#d.now(),
    );
    return this.page(token);
  }

  async savePhoto(
    token: string,
    side: LicenceSide,
    file: { data: Buffer; name: string },
  ): Promise<PreArrivalPage> {
    const { driver } = await this.#open(token);
    const type = acceptedImageType(file.data, file.name);
    const job = this.#queue.then(() => evidencePhoto(file.data, type, file.name));
    this.#queue = job.catch(() => undefined);
    const image = await job;
    await this.#repos().preArrival.savePhoto(
      driver.id,
      side,
      {
        contentType: 'image/jpeg',
        width: image.width,
        height: image.height,
        sealed: this.#d.cipher.sealBytes(image.data),
      },
      this.#d.now(),
    );
    return this.page(token);
  }

  async acknowledgeSafety(token: string, version: string): Promise<PreArrivalPage> {
    const { driver } = await this.#open(token);
    if (!needsSafetyBriefing(driver.classId)) {
      throw new ApiError(409, 'no_safety_briefing', 'Your vehicle needs no safety briefing.');
    }
    if (version !== safetyBriefing.version) throw briefingChanged();
    await this.#repos().preArrival.acknowledgeSafety(driver.id, version, this.#d.now());
    return this.page(token);
  }

  /** The driver's acknowledgement, signed last: 409 naming each step still missing before it. */
  async sign(
    token: string,
    signing: RemoteSignature,
    evidence: SignatureEvidence,
  ): Promise<{ signedAt: number; documentSha256: string }> {
    const opened = await this.#open(token);
    const { driver, reservation: r } = opened;
    if (signing.termsVersion !== authorisedDriverTerms.version) throw briefingChanged();
    const before = missingSteps(driver).filter((s) => s !== 'signature');
    if (before.length > 0) {
      throw new ApiError(
        409,
        'steps_missing',
        'Finish the other steps before you sign.',
        Object.fromEntries(before.map((s) => [s, 'Still to do.'])),
      );
    }
    const png = signaturePngOf(signing.signature);
    const now = this.#d.now();
    const location = opened.catalog.locationById.get(r.locationId);
    const vehicle = drivenVehicleName(apiDriverOf(driver, r));
    const pdf = await renderSignedDocument({
      title: `Driver’s acknowledgement ${r.code}`,
      seller: sellerOf(),
      facts: [
        ['Booking', r.code],
        ['Driver', driver.name],
        ['Vehicle', vehicle],
        ['Pickup', `${formatLocalDateTime(r.pickupAt, r.timezone)}${location ? `, ${location.name}` : ''}`],
        ['Return by', formatLocalDateTime(r.returnAt, r.timezone)],
        [
          'License',
          `${driver.licenceState ?? driver.licenceCountry ?? ''} ${driver.licenceMask ?? ''} · expires ${driver.licenceExpiry ?? ''}`,
        ],
      ],
      tables: [],
      texts: [authorisedDriverTerms, ...(needsSafetyBriefing(driver.classId) ? [safetyBriefing] : [])],
      consent: signatureConsent,
      signature: { png, signerName: driver.name, signedAt: formatLocalDateTime(now, r.timezone) },
    });
    const hash = documentSha256(pdf);
    const id = randomUUID();
    try {
      await this.#d.db.transaction().execute(async (trx) => {
        const repos = this.#d.repositories(trx);
        await repos.preArrival.insertSignature({
          id,
          reservation_id: r.id,
          subject: driver.id,
          kind: 'driver_acknowledgement',
          signer_name: driver.name,
          consent_text: signatureConsent.paragraphs.join('\n'),
          consent_version: `${signatureConsent.version}; ${authorisedDriverTerms.version}${needsSafetyBriefing(driver.classId) ? `; ${safetyBriefing.version}` : ''}`,
          document_sha256: hash,
          pdf: this.#d.cipher.sealBytes(pdf),
          signed_at: now,
          ip: evidence.ip,
          user_agent: evidence.userAgent,
        });
        if (driver.email) {
          await enqueueEmails(
            repos.outbox,
            [
              {
                to: driver.email,
                reference: r.code,
                payload: {
                  kind: 'pre_arrival_acknowledgement',
                  locale: r.locale,
                  code: r.code,
                  driverName: driver.name,
                  signatureId: id,
                },
              },
            ],
            now,
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, 'remote_signatures')) {
        throw new ApiError(409, 'already_signed', 'You have signed already: nothing more to do.');
      }
      throw error;
    }
    this.#d.afterCommit();
    return { signedAt: now, documentSha256: hash };
  }

  /** The organiser (`email` given) or staff send a driver's link again: a new link, the last one stops working. */
  async resend(code: string, email: string | undefined, driverId: string): Promise<void> {
    const catalog = await this.#d.catalog.get();
    const r = await this.#repos().reservations.findByCode(code);
    if (!r || (email !== undefined && r.contact.email !== email)) {
      throw new ApiError(404, 'not_found', 'No reservation matches that code and e-mail address.');
    }
    const driver = r.drivers.find((d) => d.id === driverId);
    if (!driver) throw new ApiError(404, 'not_found', 'No such driver on this booking.');
    if (!driver.email) {
      throw new ApiError(409, 'no_driver_email', `${driver.name} has no e-mail address to send a link to.`);
    }
    closedFor(r, this.#d.now(), 409);
    if (missingSteps(driver).length === 0) {
      throw new ApiError(409, 'pre_arrival_complete', `${driver.name} has finished already.`);
    }
    const location = catalog.locationById.get(r.locationId) ?? { name: r.locationId };
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.links.send(this.#d.repositories(trx), r, [driver], location, this.#d.now());
    });
    this.#d.afterCommit();
  }

  /** A driver's licence photo, opened, for staff (the `licences` area). */
  /**
   * A driver's licence photo, opened for staff of the `licences` area. Each
   * view enters the audit log (who and when by the entry itself; the booking's
   * code, the driver's id and the side, never the person) before the photo is
   * answered: a view whose entry cannot be written is not served.
   */
  async licencePhoto(driverId: string, side: LicenceSide): Promise<{ contentType: string; bytes: Buffer }> {
    const repos = this.#repos();
    const photo = await repos.preArrival.photo(driverId, side);
    const code = photo && (await repos.preArrival.reservationCodeOf(driverId));
    if (!photo || !code) throw new ApiError(404, 'not_found', 'No such licence photo.');
    const action = 'licence photo viewed';
    await recordAudit(
      this.#d.db,
      {
        action,
        entityType: 'reservation',
        entityId: code,
        summary: `${currentActor().name}: ${action} (${code}, ${side})`,
        after: { code, driverId, side },
      },
      this.#d.now(),
    );
    return { contentType: photo.contentType, bytes: this.#d.cipher.openBytes(photo.sealed) };
  }

  #repos() {
    return this.#d.repositories(this.#d.db);
  }

  async #open(token: string): Promise<Opened> {
    const catalog = await this.#d.catalog.get();
    const repos = this.#repos();
    const found = await repos.preArrival.findByTokenHash(preArrivalTokenHash(token));
    if (!found) throw invalidLink();
    const reservation = await repos.reservations.findById(found.reservationId);
    if (!reservation) throw invalidLink();
    closedFor(reservation, this.#d.now(), 410);
    if (missingSteps(found.driver).length === 0) {
      throw new ApiError(
        410,
        'pre_arrival_complete',
        'You have finished every step: this link has done its job. Bring your license to the counter.',
      );
    }
    return { driver: found.driver, reservation, catalog };
  }

  /** A listed driver is held for review (409 `manual_review_required`) unless a manager let the booking through. */
  async #screen(opened: Opened, driver: DoNotRentCheck['drivers'][number]): Promise<void> {
    await this.#d.doNotRent.screen(
      { drivers: [driver], renter: {} },
      { reservationId: opened.reservation.id },
    );
  }

  /** The class's driver rules on what the driver gave: 422 with the reasons on the fields. */
  async #check(opened: Opened, given: Parameters<typeof driverProblems>[0]): Promise<void> {
    const { driver, reservation: r, catalog } = opened;
    const vehicle = catalog.classById.get(driver.classId);
    if (!vehicle) return;
    const rules = await this.#repos().drivers.rules();
    const problems = driverProblems(given, ruleFor(rules, vehicle), vehicle.name, {
      pickupDate: r.pickupDate,
      returnDate: r.returnDate,
    });
    if (problems.length === 0) return;
    throw new ApiError(
      422,
      'driver_not_qualified',
      problems.length === 1
        ? (problems[0]?.message as string)
        : `There are ${problems.length} problems. ${problems.map((p) => p.message).join(' ')}`,
      Object.fromEntries(problems.map((p) => [p.field, p.message])),
    );
  }
}

const briefingChanged = () =>
  new ApiError(409, 'text_changed', 'The text has changed since you opened the page: read it again.');

/** A cancelled or expired booking, or a pickup past: 410 for a link, 409 for a resend. */
function closedFor(r: StoredReservation, now: number, status: 409 | 410): void {
  if (r.status === 'cancelled' || r.status === 'expired') {
    throw new ApiError(
      status,
      'link_expired',
      'This booking is no longer active, so this link no longer works.',
    );
  }
  if (now >= r.pickupAt) {
    throw new ApiError(
      status,
      'link_expired',
      'The pickup time has passed, so this link no longer works. Bring your license to the counter.',
    );
  }
}
