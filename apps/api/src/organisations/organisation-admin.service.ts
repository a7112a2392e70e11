import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import type {
  AdminOrganisationDetail,
  AdminOrganisationQuery,
  AdminOrganisationRow,
  CertificateReview,
  TermsDecision,
} from '@convoy/domain/contracts/admin-money.schema';
import type { TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import { invoiceBalance } from '@convoy/domain/rules/receivables';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { type AdminList, adminList } from '../back-office/admin-list.service.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { invoiceSummary, toApiPayment } from '../invoices/invoicing.ts';
import type { CertificateStore } from '../media/certificate-file.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { RepositoryFactory } from '../repositories.ts';
import {
  keyExpiresAt,
  keyHashOf,
  newAccessKey,
  toApiCertificate,
  toApiOrganisation,
} from './organisation.ts';
import { organisationSnapshot } from './organisation-snapshot.ts';

export interface OrganisationAdminDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  now: () => number;
  afterCommit: () => void;
  certificates: CertificateStore;
  /** Seals a new access key in its e-mail's outbox row (decision 018). */
  seal: (plain: string) => SealedSecret;
  /** A key expires this many days after it was issued (ORGANISATION_KEY_DAYS). */
  keyDays: number;
}

const notFound = () => new ApiError(404, 'not_found', 'No organization has that code.');

/**
 * The back office's organisations (SPEC Part B §15): the list, one
 * organisation's page (bookings, invoices, payments, balance, certificates),
 * approving or declining invoice terms, verifying or refusing a certificate,
 * and the certificate's file. Each decision is e-mailed to the billing contact.
 */
export class OrganisationAdminService {
  readonly #d: OrganisationAdminDependencies;
  readonly list: AdminList<AdminOrganisationQuery, AdminOrganisationRow>;

  constructor(deps: OrganisationAdminDependencies) {
    this.#d = deps;
    this.list = adminList(deps.repositories(deps.db).organisationAdminRows);
  }

  async detail(code: string): Promise<AdminOrganisationDetail> {
    const repos = this.#d.repositories(this.#d.db);
    const org = await repos.organisations.findByCode(code);
    if (!org) throw notFound();
    const [certificates, reservations, invoices] = await Promise.all([
      repos.organisations.certificates(org.id),
      repos.reservations.forOrganisation(org.id, 200),
      repos.invoices.forOrganisationWithReceived(org.id),
    ]);
    const codeOf = new Map(reservations.map((r) => [r.id, r.code]));
    const payments = await repos.payments.forReservations(reservations.map((r) => r.id));
    const open = invoices
      .filter(({ invoice }) => invoice.status === 'open')
      .reduce(
        (sum, { invoice, receivedCents }) =>
          sum + invoiceBalance(invoice.totalCents, receivedCents).balanceDueCents,
        0,
      );
    const iso = (ms: number) => zonedIso(ms, adminTimezone);
    return {
      organisation: toApiOrganisation(org, certificates, this.#d.keyDays),
      termsReviewedAt: org.terms.reviewedAt === null ? null : iso(org.terms.reviewedAt),
      termsReviewedBy: org.terms.reviewedBy,
      reservations: reservations.map(({ id: _id, ...r }) => r),
      invoices: invoices.map(({ invoice, receivedCents }) => ({
        ...invoiceSummary(invoice, receivedCents),
        reservationCode: codeOf.get(invoice.reservationId) ?? '',
      })),
      payments: payments.map((p) => ({
        ...toApiPayment(p, adminTimezone),
        reservationCode: codeOf.get(p.reservationId) ?? '',
      })),
      balanceCents: open,
    };
  }

  async decideTerms(code: string, decision: TermsDecision, by: string): Promise<AdminOrganisationDetail> {
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const org = await repos.organisations.findByCode(code);
      if (!org) throw notFound();
      const status = decision.decision === 'approve' ? 'approved' : 'declined';
      const netDays = decision.decision === 'approve' ? (decision.netDays ?? null) : null;
      // Unless staff say otherwise, an organisation that pays by purchase order gives one with each booking.
      const poRequired = decision.poRequired ?? org.terms.paysByPurchaseOrder;
      const now = this.#d.now();
      await repos.organisations.reviewTerms(org.id, { status, netDays, poRequired }, by, now);
      const organisation = organisationSnapshot({
        ...org,
        terms: { ...org.terms, status, netDays, poRequired },
      });
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: org.billingContact.email,
            reference: org.code,
            payload: { kind: 'organisation_terms', organisation },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    return this.detail(code);
  }

  /**
   * A new access key for the organisation (its last one lost, expired or
   * exposed), e-mailed to its billing contact and shown to no one here; the
   * old key stops working at once. The back office's audit hook records it.
   */
  async issueKey(code: string): Promise<AdminOrganisationDetail> {
    const accessKey = newAccessKey();
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const org = await repos.organisations.findByCode(code);
      if (!org) throw notFound();
      const now = this.#d.now();
      await repos.organisations.replaceKey(org.id, keyHashOf(accessKey), now);
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: org.billingContact.email,
            reference: org.code,
            payload: {
              kind: 'organisation_key_issued',
              organisation: organisationSnapshot(org),
              accessKey: this.#d.seal(accessKey),
              keyExpiresAt: keyExpiresAt(now, this.#d.keyDays),
            },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    return this.detail(code);
  }

  async reviewCertificate(id: string, review: CertificateReview, by: string): Promise<TaxCertificate> {
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const certificate = await repos.organisations.certificate(id);
      const org = certificate && (await repos.organisations.findById(certificate.organisationId));
      if (!certificate || !org) throw new ApiError(404, 'not_found', 'No certificate has that id.');
      const status: 'verified' | 'rejected' = review.decision === 'verify' ? 'verified' : 'rejected';
      const rejectionReason = status === 'rejected' ? (review.reason ?? null) : null;
      const now = this.#d.now();
      const fields = { state: review.state, number: review.number, expiresOn: review.expiresOn };
      await repos.organisations.reviewCertificate(id, { status, rejectionReason, ...fields }, by, now);
      await enqueueEmails(
        repos.outbox,
        [
          {
            to: org.billingContact.email,
            reference: org.code,
            payload: {
              kind: 'certificate_reviewed',
              organisation: organisationSnapshot(org),
              certificate: { ...fields, status, rejectionReason },
            },
          },
        ],
        now,
      );
      return { ...certificate, ...fields, status, rejectionReason, reviewedAt: now, reviewedBy: by };
    });
    this.#d.afterCommit();
    return toApiCertificate(outcome);
  }

  /** The certificate's file as uploaded, for staff to read. */
  async certificateFile(id: string): Promise<{ data: Buffer; contentType: string; fileName: string }> {
    const certificate = await this.#d.repositories(this.#d.db).organisations.certificate(id);
    if (!certificate) throw new ApiError(404, 'not_found', 'No certificate has that id.');
    return {
      data: await this.#d.certificates.read(certificate.storageKey),
      contentType: certificate.contentType,
      fileName: certificate.fileName,
    };
  }
}
