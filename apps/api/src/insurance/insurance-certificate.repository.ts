import type { CertificateStatus } from '@convoy/domain/contracts/organisation.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { InsuranceCertificateTable } from '../db/tables/insurance.table.ts';

export interface StoredInsuranceCertificate {
  id: string;
  reservationId: string | null;
  organisationId: string | null;
  insurer: string;
  policyNumber: string;
  validFrom: string;
  validTo: string;
  liabilityLimitCents: number;
  coversHiredVehicles: boolean;
  status: CertificateStatus;
  rejectionReason: string | null;
  fileName: string;
  contentType: string;
  fileBytes: number;
  storageKey: string;
  uploadedAt: number;
  reviewedAt: number | null;
  reviewedBy: string | null;
}

/** A certificate with whose it is, as the back office lists it. */
export interface HeldInsuranceCertificate extends StoredInsuranceCertificate {
  reservationCode: string | null;
  organisationCode: string | null;
}

/** What staff confirm (or correct) when they verify or reject a certificate. */
export interface InsuranceDecision {
  status: 'verified' | 'rejected';
  rejectionReason: string | null;
  insurer: string;
  policyNumber: string;
  validFrom: string;
  validTo: string;
  liabilityLimitCents: number;
  coversHiredVehicles: boolean;
}

/** Reads and writes certificates of insurance and the minimum limit; takes the database or a transaction. */
export class InsuranceCertificateRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(c: StoredInsuranceCertificate): Promise<void> {
    await this.#db
      .insertInto('insurance_certificates')
      .values({
        id: c.id,
        reservation_id: c.reservationId,
        organisation_id: c.organisationId,
        insurer: c.insurer,
        policy_number: c.policyNumber,
        valid_from: c.validFrom,
        valid_to: c.validTo,
        liability_limit_cents: c.liabilityLimitCents,
        covers_hired_vehicles: c.coversHiredVehicles ? 1 : 0,
        status: c.status,
        rejection_reason: c.rejectionReason,
        file_name: c.fileName,
        content_type: c.contentType,
        file_bytes: c.fileBytes,
        storage_key: c.storageKey,
        uploaded_at: c.uploadedAt,
      })
      .execute();
  }

  async find(id: string): Promise<StoredInsuranceCertificate | undefined> {
    const row = await this.#db
      .selectFrom('insurance_certificates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** A booking's own certificates and its organisation's, newest first. */
  async forReservation(
    reservationId: string,
    organisationId: string | null,
  ): Promise<StoredInsuranceCertificate[]> {
    const rows = await this.#db
      .selectFrom('insurance_certificates')
      .selectAll()
      .where((eb) =>
        organisationId === null
          ? eb('reservation_id', '=', reservationId)
          : eb.or([eb('reservation_id', '=', reservationId), eb('organisation_id', '=', organisationId)]),
      )
      .orderBy('uploaded_at', 'desc')
      .orderBy('id')
      .limit(50)
      .execute();
    return rows.map(fromRow);
  }

  async forOrganisation(organisationId: string): Promise<StoredInsuranceCertificate[]> {
    const rows = await this.#db
      .selectFrom('insurance_certificates')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id')
      .limit(50)
      .execute();
    return rows.map(fromRow);
  }

  /** The certificates with the codes of the booking or organisation they belong to. */
  #held() {
    return this.#db
      .selectFrom('insurance_certificates')
      .leftJoin('reservations', 'reservations.id', 'insurance_certificates.reservation_id')
      .leftJoin('organisations', 'organisations.id', 'insurance_certificates.organisation_id')
      .selectAll('insurance_certificates')
      .select(['reservations.code as reservation_code', 'organisations.code as organisation_code']);
  }

  async findHeld(id: string): Promise<HeldInsuranceCertificate | undefined> {
    const row = await this.#held().where('insurance_certificates.id', '=', id).executeTakeFirst();
    return row && fromHeldRow(row);
  }

  /** The review list: pending first, then the latest uploaded. */
  async list(status: CertificateStatus | undefined, limit: number): Promise<HeldInsuranceCertificate[]> {
    let query = this.#held();
    if (status) query = query.where('insurance_certificates.status', '=', status);
    const rows = await query
      .orderBy((eb) => eb.case().when('insurance_certificates.status', '=', 'pending').then(0).else(1).end())
      .orderBy('insurance_certificates.uploaded_at', 'desc')
      .orderBy('insurance_certificates.id')
      .limit(limit)
      .execute();
    return rows.map(fromHeldRow);
  }

  /** Staff verify (possibly correcting the fields) or reject a certificate. */
  async review(id: string, d: InsuranceDecision, by: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('insurance_certificates')
      .set({
        status: d.status,
        rejection_reason: d.rejectionReason,
        insurer: d.insurer,
        policy_number: d.policyNumber,
        valid_from: d.validFrom,
        valid_to: d.validTo,
        liability_limit_cents: d.liabilityLimitCents,
        covers_hired_vehicles: d.coversHiredVehicles ? 1 : 0,
        reviewed_at: at,
        reviewed_by: by,
        // A corrected end date deserves its own reminder.
        reminder_sent_at: null,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Verified certificates ending on or before `byDate` (and not yet ended on `today`) with no reminder sent. */
  async toRemind(today: string, byDate: string, limit: number): Promise<StoredInsuranceCertificate[]> {
    const rows = await this.#db
      .selectFrom('insurance_certificates')
      .selectAll()
      .where('status', '=', 'verified')
      .where('valid_to', '>=', today)
      .where('valid_to', '<=', byDate)
      .where('reminder_sent_at', 'is', null)
      .orderBy('valid_to')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  /** Claims the reminder (so two instances send it once); false when another took it. */
  async markReminded(id: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('insurance_certificates')
      .set({ reminder_sent_at: at })
      .where('id', '=', id)
      .where('reminder_sent_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The insurance settings; undefined only when their row was removed. */
  async settings(): Promise<{ minimumLiabilityCents: number; certificatesRequiredFrom: number } | undefined> {
    const row = await this.#db
      .selectFrom('insurance_settings')
      .selectAll()
      .where('id', '=', 'company')
      .executeTakeFirst();
    return (
      row && {
        minimumLiabilityCents: Number(row.minimum_liability_cents),
        certificatesRequiredFrom: Number(row.certificates_required_from),
      }
    );
  }

  async saveMinimumLiabilityCents(cents: number): Promise<void> {
    await this.#db
      .insertInto('insurance_settings')
      .values({ id: 'company', minimum_liability_cents: cents, certificates_required_from: 0 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ minimum_liability_cents: cents }))
      .execute();
  }
}

function fromRow(r: Selectable<InsuranceCertificateTable>): StoredInsuranceCertificate {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    organisationId: r.organisation_id,
    insurer: r.insurer,
    policyNumber: r.policy_number,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    liabilityLimitCents: Number(r.liability_limit_cents),
    coversHiredVehicles: r.covers_hired_vehicles === 1,
    status: r.status,
    rejectionReason: r.rejection_reason,
    fileName: r.file_name,
    contentType: r.content_type,
    fileBytes: Number(r.file_bytes),
    storageKey: r.storage_key,
    uploadedAt: Number(r.uploaded_at),
    reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
    reviewedBy: r.reviewed_by,
  };
}

function fromHeldRow(
  r: Selectable<InsuranceCertificateTable> & {
    reservation_code: string | null;
    organisation_code: string | null;
  },
): HeldInsuranceCertificate {
  return { ...fromRow(r), reservationCode: r.reservation_code, organisationCode: r.organisation_code };
}
