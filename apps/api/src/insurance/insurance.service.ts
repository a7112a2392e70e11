import { randomUUID } from 'node:crypto';
import type { Locale } from '@convoy/domain/content/locale';
import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import type {
  AdminInsuranceQuery,
  InsuranceCertificate,
  InsuranceFields,
  InsuranceReview,
  InsuranceReviewed,
  InsuranceSettings,
} from '@convoy/domain/contracts/insurance.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { ApiError } from '../errors.ts';
import type { CertificateStore } from '../media/certificate-file.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { EventServiceDependencies } from '../outbox/event-emails.ts';
import type { InsuranceHolder } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import type {
  HeldInsuranceCertificate,
  StoredInsuranceCertificate,
} from './insurance-certificate.repository.ts';
import { type InsuredTrip, insuranceRules } from './insurance-cover.ts';

export interface InsuranceDependencies extends EventServiceDependencies {
  certificates: CertificateStore;
}

/** The booking a renter uploads for: found by its code and e-mail (manage.service.ts). */
export interface InsuredReservation extends InsuredTrip {
  code: string;
  contact: { firstName: string; lastName: string; email: string };
}

/** The organisation account uploading, signed in with its code and key (organisation.service.ts). */
export interface InsuredOrganisation {
  id: string;
  code: string;
  name: string;
  billingContact: { name: string; email: string };
}

const iso = (ms: number) => zonedIso(ms, adminTimezone);
const notFound = () => new ApiError(404, 'not_found', 'No certificate of insurance has that id.');

export function toApiInsurance(c: HeldInsuranceCertificate): InsuranceCertificate {
  return {
    id: c.id,
    insurer: c.insurer,
    policyNumber: c.policyNumber,
    validFrom: c.validFrom,
    validTo: c.validTo,
    liabilityLimitCents: c.liabilityLimitCents,
    coversHiredVehicles: c.coversHiredVehicles,
    status: c.status,
    rejectionReason: c.rejectionReason,
    fileName: c.fileName,
    contentType: c.contentType,
    uploadedAt: iso(c.uploadedAt),
    reviewedAt: c.reviewedAt === null ? null : iso(c.reviewedAt),
    reservationCode: c.reservationCode,
    organisationCode: c.organisationCode,
  };
}

/**
 * Certificates of insurance (decision 023): a renter who declined protection
 * uploads one for the booking, an organisation account for all its bookings;
 * staff verify or reject it with a reason and the holder is e-mailed the
 * outcome; the company's minimum liability limit. The file is checked and kept
 * as the tax-exemption certificates' are (media/certificate-file.ts).
 */
export class InsuranceService {
  readonly #d: InsuranceDependencies;

  constructor(deps: InsuranceDependencies) {
    this.#d = deps;
  }

  async uploadForReservation(
    r: InsuredReservation,
    fields: InsuranceFields,
    file: { data: Buffer; name: string },
  ): Promise<InsuranceCertificate> {
    if (!r.choices.protectionDeclined)
      throw new ApiError(
        409,
        'protection_taken',
        `${r.code} takes our protection: it needs no certificate of insurance.`,
      );
    const holder = {
      name: `${r.contact.firstName} ${r.contact.lastName}`,
      reservationCode: r.code,
      organisationCode: null,
    };
    return this.#upload({ reservationId: r.id, organisationId: null }, holder, fields, file);
  }

  async uploadForOrganisation(
    org: InsuredOrganisation,
    fields: InsuranceFields,
    file: { data: Buffer; name: string },
  ): Promise<InsuranceCertificate> {
    const holder = { name: org.name, reservationCode: null, organisationCode: org.code };
    return this.#upload({ reservationId: null, organisationId: org.id }, holder, fields, file);
  }

  /** An organisation's certificates, newest first, for its own page. */
  async forOrganisation(org: InsuredOrganisation): Promise<InsuranceCertificate[]> {
    const found = await this.#d.repositories(this.#d.db).insuranceCertificates.forOrganisation(org.id);
    return found.map((c) => toApiInsurance({ ...c, reservationCode: null, organisationCode: org.code }));
  }

  async #upload(
    owner: Pick<StoredInsuranceCertificate, 'reservationId' | 'organisationId'>,
    holder: InsuranceHolder,
    fields: InsuranceFields,
    file: { data: Buffer; name: string },
  ): Promise<InsuranceCertificate> {
    const kept = await this.#d.certificates.keep(file);
    const now = this.#d.now();
    const certificate: StoredInsuranceCertificate = {
      id: randomUUID(),
      ...owner,
      ...fields,
      ...kept,
      uploadedAt: now,
    };
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      await repos.insuranceCertificates.insert(certificate);
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: this.#d.staffEmail,
            reference: holder.reservationCode ?? holder.organisationCode ?? '',
            payload: {
              kind: 'staff_notification',
              event: { type: 'insurance_uploaded', holder, certificate: snapshotOf(fields) },
            },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    return toApiInsurance({
      ...certificate,
      reservationCode: holder.reservationCode,
      organisationCode: holder.organisationCode,
    });
  }

  /** The back office's review list. */
  async list(query: AdminInsuranceQuery): Promise<InsuranceCertificate[]> {
    const found = await this.#d.repositories(this.#d.db).insuranceCertificates.list(query.status, 200);
    return found.map(toApiInsurance);
  }

  async detail(id: string): Promise<InsuranceCertificate> {
    const found = await this.#d.repositories(this.#d.db).insuranceCertificates.findHeld(id);
    if (!found) throw notFound();
    return toApiInsurance(found);
  }

  /** Staff verify (correcting what was typed, if need be) or reject with a reason; the holder is e-mailed. */
  async review(id: string, review: InsuranceReview, by: string): Promise<InsuranceReviewed> {
    const { decision: _decision, reason, ...fields } = review;
    const status = review.decision === 'verify' ? ('verified' as const) : ('rejected' as const);
    const rejectionReason = status === 'rejected' ? (reason ?? null) : null;
    const now = this.#d.now();
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const found = await repos.insuranceCertificates.findHeld(id);
      if (!found) throw notFound();
      const to = await insuranceHolderOf(repos, found);
      await repos.insuranceCertificates.review(id, { status, rejectionReason, ...fields }, by, now);
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: to.email,
            reference: to.holder.reservationCode ?? to.holder.organisationCode ?? '',
            payload: {
              kind: 'insurance_reviewed',
              ...(to.locale ? { locale: to.locale } : {}),
              holder: to.holder,
              certificate: { ...snapshotOf(fields), status, rejectionReason },
            },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    const c = await this.detail(id);
    return {
      id,
      status: c.status,
      rejectionReason: c.rejectionReason,
      reviewedAt: c.reviewedAt,
      reservationCode: c.reservationCode,
      organisationCode: c.organisationCode,
    };
  }

  /** The certificate's file as uploaded, for staff to read beside its fields. */
  async file(id: string): Promise<{ data: Buffer; contentType: string; fileName: string }> {
    const found = await this.#d.repositories(this.#d.db).insuranceCertificates.find(id);
    if (!found) throw notFound();
    return {
      data: await this.#d.certificates.read(found.storageKey),
      contentType: found.contentType,
      fileName: found.fileName,
    };
  }

  async settings(): Promise<InsuranceSettings> {
    const repo = this.#d.repositories(this.#d.db).insuranceCertificates;
    return { minimumLiabilityCents: (await insuranceRules(repo)).minimumLiabilityCents };
  }

  async saveSettings(settings: InsuranceSettings): Promise<InsuranceSettings> {
    await this.#d
      .repositories(this.#d.db)
      .insuranceCertificates.saveMinimumLiabilityCents(settings.minimumLiabilityCents);
    return this.settings();
  }
}

/** A certificate in an e-mail: never its policy number. */
export const snapshotOf = (c: { insurer: string; validFrom: string; validTo: string }) => ({
  insurer: c.insurer,
  validFrom: c.validFrom,
  validTo: c.validTo,
});

/**
 * Who hears about a certificate (staff's decision, the reminder): the
 * booking's renter, in the booking's language (decision 048), or the
 * organisation's billing contact (no `locale`: English).
 */
export async function insuranceHolderOf(
  repos: Repositories,
  c: Pick<StoredInsuranceCertificate, 'reservationId' | 'organisationId'>,
): Promise<{ email: string; holder: InsuranceHolder; locale?: Locale }> {
  if (c.reservationId !== null) {
    const r = await repos.reservations.findById(c.reservationId);
    if (!r) throw notFound();
    return {
      email: r.contact.email,
      holder: { name: r.contact.firstName, reservationCode: r.code, organisationCode: null },
      locale: r.locale,
    };
  }
  const org = c.organisationId === null ? undefined : await repos.organisations.findById(c.organisationId);
  if (!org) throw notFound();
  return {
    email: org.billingContact.email,
    holder: { name: org.name, reservationCode: null, organisationCode: org.code },
  };
}
