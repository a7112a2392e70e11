import { randomUUID } from 'node:crypto';
import { brand } from '@convoy/domain/content/brand';
import type {
  AccessKeyIssued,
  CertificateFields,
  OrganisationCreated,
  OrganisationCredentials,
  OrganisationRequest,
  TaxCertificate,
  TermsRequest,
} from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../errors.ts';
import { invoiceSummary } from '../invoices/invoicing.ts';
import { dayOfInstant } from '../mail/format.ts';
import type { CertificateStore } from '../media/certificate-file.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import { type EventServiceDependencies, enqueueWithStaffNotice } from '../outbox/event-emails.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import { newCode } from '../short-code.ts';
import type { StoredOrganisation } from './organisation.repository.ts';
import {
  apiInstant,
  keyExpiresAt,
  keyHashOf,
  keyMatches,
  newAccessKey,
  recordKeyEvent,
  toApiCertificate,
  toApiOrganisation,
} from './organisation.ts';
import { organisationSnapshot } from './organisation-snapshot.ts';

export interface OrganisationDependencies extends EventServiceDependencies {
  certificates: CertificateStore;
  /** Seals the access key in the welcome e-mail's outbox row (decision 018). */
  seal: (plain: string) => SealedSecret;
  /** A key expires this many days after it was issued (ORGANISATION_KEY_DAYS). */
  keyDays: number;
}

const unknownAccount = () =>
  new ApiError(
    401,
    'organisation_unknown',
    'That organization account code and access key do not match. Use the link in your organization’s e-mail.',
    { 'organisation.key': 'Check the access key from your organization’s e-mail.' },
  );

const keyExpired = (expiredAt: number) => {
  const message = `This access key expired on ${dayOfInstant(expiredAt)}. Call us at ${brand.phone} or write to ${brand.email} for a new one: we e-mail it to your billing contact.`;
  return new ApiError(401, 'organisation_key_expired', message, { 'organisation.key': message });
};

/**
 * Organisation accounts for the organisations themselves (SPEC Part B §15):
 * opening one (its access key e-mailed to the billing contact and shown
 * once), acting for it with its code and key, its own page, asking for
 * invoice terms and uploading tax-exemption certificates for staff to verify.
 */
export class OrganisationService {
  readonly #d: OrganisationDependencies;

  constructor(deps: OrganisationDependencies) {
    this.#d = deps;
  }

  async create(request: OrganisationRequest): Promise<OrganisationCreated> {
    const accessKey = newAccessKey();
    for (let attempt = 1; ; attempt++) {
      const now = this.#d.now();
      const stored: StoredOrganisation = {
        id: randomUUID(),
        code: newCode('ORG'),
        name: request.name,
        kind: request.kind,
        billingContact: request.billingContact,
        address: request.address,
        keyHash: keyHashOf(accessKey),
        keyIssuedAt: now,
        terms: {
          status: request.requestedNetDays ? 'requested' : 'none',
          requestedNetDays: request.requestedNetDays ?? null,
          netDays: null,
          poRequired: false,
          paysByPurchaseOrder: request.paysByPurchaseOrder ?? false,
          reviewedAt: null,
          reviewedBy: null,
        },
        createdAt: now,
      };
      try {
        await this.#d.db.transaction().execute(async (trx) => {
          const repos = this.#d.repositories(trx);
          await repos.organisations.insert(stored);
          const organisation = organisationSnapshot(stored);
          await enqueueWithStaffNotice(
            repos.outbox,
            stored.code,
            { to: stored.billingContact.email, staff: this.#d.staffEmail },
            {
              payload: { kind: 'organisation_welcome', organisation, accessKey: this.#d.seal(accessKey) },
              event: { type: 'organisation_opened', organisation },
            },
            now,
          );
        });
        this.#d.afterCommit();
        return { organisation: toApiOrganisation(stored, [], this.#d.keyDays), accessKey };
      } catch (error) {
        // Two codes alike in 729 million: draw another.
        if (isUniqueViolation(error, 'organisations') && attempt < 5) continue;
        throw error;
      }
    }
  }

  /**
   * The organisation these credentials name; 401 when the code or key is
   * wrong, or the key expired (only one who holds the key learns that).
   */
  async authenticate(credentials: OrganisationCredentials): Promise<StoredOrganisation> {
    const found = await this.#d.repositories(this.#d.db).organisations.findByCode(credentials.code);
    if (!found || !keyMatches(credentials.key, found.keyHash)) throw unknownAccount();
    const expiresAt = keyExpiresAt(found.keyIssuedAt, this.#d.keyDays);
    if (expiresAt <= this.#d.now()) throw keyExpired(expiresAt);
    return found;
  }

  /**
   * A new access key, answered this once; the key asked with stops working at
   * once. The billing contact is told (without the key) and the audit log
   * records the change (the code and the dates, never a key).
   */
  async changeKey(credentials: OrganisationCredentials): Promise<AccessKeyIssued> {
    const org = await this.authenticate(credentials);
    const accessKey = newAccessKey();
    const now = this.#d.now();
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      if (!(await repos.organisations.replaceKey(org.id, keyHashOf(accessKey), now, org.keyHash)))
        throw unknownAccount();
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: org.billingContact.email,
            reference: org.code,
            payload: {
              kind: 'organisation_key_changed',
              organisation: organisationSnapshot(org),
              changedAt: now,
            },
          },
        ],
        now,
      );
      await recordKeyEvent(trx, {
        action: 'access key changed',
        org,
        issuedAt: now,
        keyDays: this.#d.keyDays,
        at: now,
      });
    });
    this.#d.afterCommit();
    return { accessKey, keyExpiresAt: apiInstant(keyExpiresAt(now, this.#d.keyDays)) };
  }

  /** The organisation's own page: its details, terms, certificates, bookings and invoices. */
  async account(credentials: OrganisationCredentials): Promise<OrganisationAccount> {
    const org = await this.authenticate(credentials);
    const repos = this.#d.repositories(this.#d.db);
    const [certificates, reservations, invoices] = await Promise.all([
      repos.organisations.certificates(org.id),
      repos.reservations.forOrganisation(org.id),
      repos.invoices.forOrganisationWithReceived(org.id),
    ]);
    const codes = new Map(reservations.map((r) => [r.id, r.code]));
    return {
      organisation: toApiOrganisation(org, certificates, this.#d.keyDays),
      reservations: reservations.map(({ id: _id, ...r }) => r),
      invoices: invoices.map(({ invoice, receivedCents }) => ({
        ...invoiceSummary(invoice, receivedCents),
        reservationCode: codes.get(invoice.reservationId) ?? '',
      })),
    };
  }

  /**
   * Asks staff for invoice terms (again, after a refusal), saying whether it pays by purchase
   * order (left out: as it said before); approved terms are kept as they are.
   */
  async requestTerms(
    credentials: OrganisationCredentials,
    request: TermsRequest,
  ): Promise<OrganisationAccount> {
    const org = await this.authenticate(credentials);
    if (org.terms.status !== 'approved') {
      const netDays = request.requestedNetDays;
      const paysByPurchaseOrder = request.paysByPurchaseOrder ?? org.terms.paysByPurchaseOrder;
      await this.#d.db.transaction().execute(async (trx) => {
        const repos = this.#d.repositories(trx);
        await repos.organisations.requestTerms(org.id, netDays, paysByPurchaseOrder);
        const organisation = organisationSnapshot({
          ...org,
          terms: { ...org.terms, status: 'requested', requestedNetDays: netDays, paysByPurchaseOrder },
        });
        await enqueueEmails(
          repos.outbox,
          [
            {
              to: this.#d.staffEmail,
              reference: org.code,
              payload: { kind: 'staff_notification', event: { type: 'terms_requested', organisation } },
            },
          ],
          this.#d.now(),
        );
      });
      this.#d.afterCommit();
    }
    return this.account(credentials);
  }

  /** Stores a certificate's file and details for staff to verify. */
  async uploadCertificate(
    credentials: OrganisationCredentials,
    fields: CertificateFields,
    file: { data: Buffer; name: string },
  ): Promise<TaxCertificate> {
    const org = await this.authenticate(credentials);
    const kept = await this.#d.certificates.keep(file);
    const now = this.#d.now();
    const certificate = {
      id: randomUUID(),
      organisationId: org.id,
      state: fields.state,
      number: fields.number,
      expiresOn: fields.expiresOn,
      ...kept,
      uploadedAt: now,
    };
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      await repos.organisations.insertCertificate(certificate);
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: this.#d.staffEmail,
            reference: org.code,
            payload: {
              kind: 'staff_notification',
              event: {
                type: 'certificate_uploaded',
                organisation: organisationSnapshot(org),
                certificate: { state: fields.state, number: fields.number, expiresOn: fields.expiresOn },
              },
            },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    return toApiCertificate(certificate);
  }
}
