import type {
  CertificateStatus,
  NetTermsDays,
  OrganisationKind,
  PostalAddress,
  TermsStatus,
} from '@convoy/domain/contracts/organisation.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { OrganisationTable, TaxCertificateTable } from '../db/tables/organisation.table.ts';

/** An organisation as the server holds it (the key only as its hash). */
export interface StoredOrganisation {
  id: string;
  code: string;
  name: string;
  kind: OrganisationKind;
  billingContact: { name: string; email: string; phone: string };
  address: PostalAddress;
  keyHash: string;
  /** When the current key was issued (it expires ORGANISATION_KEY_DAYS later). */
  keyIssuedAt: number;
  terms: {
    status: TermsStatus;
    requestedNetDays: number | null;
    netDays: number | null;
    poRequired: boolean;
    /** What it said when it applied: it pays by purchase order. */
    paysByPurchaseOrder: boolean;
    reviewedAt: number | null;
    reviewedBy: string | null;
  };
  createdAt: number;
}

export interface StoredCertificate {
  id: string;
  organisationId: string;
  state: string;
  number: string;
  expiresOn: string;
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

/** Reads and writes organisations and their certificates; takes the database or a transaction. */
export class OrganisationRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(o: StoredOrganisation): Promise<void> {
    await this.#db
      .insertInto('organisations')
      .values({
        id: o.id,
        code: o.code,
        name: o.name,
        kind: o.kind,
        billing_name: o.billingContact.name,
        billing_email: o.billingContact.email,
        billing_phone: o.billingContact.phone,
        address_line1: o.address.line1,
        address_line2: o.address.line2 ?? null,
        city: o.address.city,
        region: o.address.region,
        postal_code: o.address.postalCode,
        key_hash: o.keyHash,
        key_issued_at: o.keyIssuedAt,
        terms_status: o.terms.status,
        requested_net_days: o.terms.requestedNetDays,
        net_days: o.terms.netDays,
        po_required: o.terms.poRequired ? 1 : 0,
        pays_by_purchase_order: o.terms.paysByPurchaseOrder ? 1 : 0,
        created_at: o.createdAt,
      })
      .execute();
  }

  async findByCode(code: string): Promise<StoredOrganisation | undefined> {
    const row = await this.#db
      .selectFrom('organisations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async findById(id: string): Promise<StoredOrganisation | undefined> {
    const row = await this.#db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** Staff's decision on invoice terms; false when there is no such organisation. */
  async reviewTerms(
    id: string,
    decision: { status: 'approved' | 'declined' | 'none'; netDays: NetTermsDays | null; poRequired: boolean },
    by: string,
    at: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('organisations')
      .set({
        terms_status: decision.status,
        net_days: decision.status === 'approved' ? decision.netDays : null,
        po_required: decision.poRequired ? 1 : 0,
        terms_reviewed_at: at,
        terms_reviewed_by: by,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * A new access key from `at`, its expiry not yet recorded; with `replacing`,
   * only while that is still the key's hash (two changes with one key: one
   * wins). False when nothing was changed.
   */
  async replaceKey(id: string, keyHash: string, at: number, replacing?: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('organisations')
      .set({ key_hash: keyHash, key_issued_at: at, key_expired_at: null })
      .where('id', '=', id)
      .$if(replacing !== undefined, (q) => q.where('key_hash', '=', replacing!))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Organisations whose key was issued before `issuedBefore` and whose expiry is not recorded yet. */
  async expiredKeysToRecord(issuedBefore: number, limit: number): Promise<StoredOrganisation[]> {
    const rows = await this.#db
      .selectFrom('organisations')
      .selectAll()
      .where('key_issued_at', '<', issuedBefore)
      .where('key_expired_at', 'is', null)
      .orderBy('key_issued_at')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  /** Records that the key issued at `issuedAt` expired; false when another did, or a new key came meanwhile. */
  async markKeyExpired(id: string, issuedAt: number, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('organisations')
      .set({ key_expired_at: at })
      .where('id', '=', id)
      .where('key_issued_at', '=', issuedAt)
      .where('key_expired_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The organisation asks (again) for terms, saying whether it pays by purchase order. */
  async requestTerms(id: string, netDays: NetTermsDays, paysByPurchaseOrder: boolean): Promise<void> {
    await this.#db
      .updateTable('organisations')
      .set({
        terms_status: 'requested',
        requested_net_days: netDays,
        pays_by_purchase_order: paysByPurchaseOrder ? 1 : 0,
      })
      .where('id', '=', id)
      .where('terms_status', '!=', 'approved')
      .execute();
  }

  async insertCertificate(c: StoredCertificate): Promise<void> {
    await this.#db
      .insertInto('tax_certificates')
      .values({
        id: c.id,
        organisation_id: c.organisationId,
        state: c.state,
        number: c.number,
        expires_on: c.expiresOn,
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

  async certificates(organisationId: string): Promise<StoredCertificate[]> {
    const rows = await this.#db
      .selectFrom('tax_certificates')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(fromCertificateRow);
  }

  async certificate(id: string): Promise<StoredCertificate | undefined> {
    const row = await this.#db
      .selectFrom('tax_certificates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromCertificateRow(row);
  }

  /** Staff verify (possibly correcting the state, number or expiry) or reject a certificate. */
  async reviewCertificate(
    id: string,
    review: {
      status: 'verified' | 'rejected';
      rejectionReason: string | null;
      state: string;
      number: string;
      expiresOn: string;
    },
    by: string,
    at: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('tax_certificates')
      .set({
        status: review.status,
        rejection_reason: review.rejectionReason,
        state: review.state,
        number: review.number,
        expires_on: review.expiresOn,
        reviewed_at: at,
        reviewed_by: by,
        // A corrected expiry deserves its own reminder.
        reminder_sent_at: null,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * The verified certificate of this state that is valid on `onDate` (its
   * expiry that day or later), the one lasting longest; undefined when none.
   */
  async validCertificate(
    organisationId: string,
    state: string,
    onDate: string,
  ): Promise<StoredCertificate | undefined> {
    const row = await this.#db
      .selectFrom('tax_certificates')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('state', '=', state)
      .where('status', '=', 'verified')
      .where('expires_on', '>=', onDate)
      .orderBy('expires_on', 'desc')
      .executeTakeFirst();
    return row && fromCertificateRow(row);
  }

  /** Verified certificates expiring on or before `byDate` (and not yet expired on `today`) with no reminder sent. */
  async certificatesToRemind(today: string, byDate: string, limit: number): Promise<StoredCertificate[]> {
    const rows = await this.#db
      .selectFrom('tax_certificates')
      .selectAll()
      .where('status', '=', 'verified')
      .where('expires_on', '>=', today)
      .where('expires_on', '<=', byDate)
      .where('reminder_sent_at', 'is', null)
      .orderBy('expires_on')
      .limit(limit)
      .execute();
    return rows.map(fromCertificateRow);
  }

  /** Claims the reminder (so two instances send it once); false when another took it. */
  async markReminded(id: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('tax_certificates')
      .set({ reminder_sent_at: at })
      .where('id', '=', id)
      .where('reminder_sent_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}

function fromRow(r: Selectable<OrganisationTable>): StoredOrganisation {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    billingContact: { name: r.billing_name, email: r.billing_email, phone: r.billing_phone },
    address: {
      line1: r.address_line1,
      ...(r.address_line2 ? { line2: r.address_line2 } : {}),
      city: r.city,
      region: r.region,
      postalCode: r.postal_code,
    },
    keyHash: r.key_hash,
    keyIssuedAt: Number(r.key_issued_at),
    terms: {
      status: r.terms_status,
      requestedNetDays: r.requested_net_days,
      netDays: r.net_days,
      poRequired: r.po_required === 1,
      paysByPurchaseOrder: r.pays_by_purchase_order === 1,
      reviewedAt: r.terms_reviewed_at === null ? null : Number(r.terms_reviewed_at),
      reviewedBy: r.terms_reviewed_by,
    },
    createdAt: Number(r.created_at),
  };
}

function fromCertificateRow(r: Selectable<TaxCertificateTable>): StoredCertificate {
  return {
    id: r.id,
    organisationId: r.organisation_id,
    state: r.state,
    number: r.number,
    expiresOn: r.expires_on,
    status: r.status,
    rejectionReason: r.rejection_reason,
    fileName: r.file_name,
    contentType: r.content_type,
    fileBytes: r.file_bytes,
    storageKey: r.storage_key,
    uploadedAt: Number(r.uploaded_at),
    reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
    reviewedBy: r.reviewed_by,
  };
}
