import type { Repositories } from '../repositories.ts';

/**
 * How long the answer to an Idempotency-Key is kept: a client retries a lost
 * answer within seconds or minutes (the web flow on the next click, a server
 * restart's replay within one), so a day is ample, and after it the same key is
 * a new request. Stripe keeps its keys for the same 24 hours.
 */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

/** What one sweep removed. */
export interface SweepResult {
  idempotencyKeys: number;
  pageViews: number;
  webVitals: number;
  /** Drivers whose licence number was erased, with the home address they gave at pre-arrival (decision 037). */
  licenceNumbers: number;
  /** Reservations whose delivery or collection address was erased (decision 030), with the licence numbers. */
  deliveryAddresses: number;
  /** The counter's photos, and signed rental agreements (signature and PDF), deleted. */
  handoverPhotos: number;
  rentalAgreements: number;
  /** Signatures made remotely before pickup, with their evidence and PDF (decision 024). */
  remoteSignatures: number;
  /** Tolls and citations whose nomination data (name, address, licence) was erased (decision 037). */
  nominations: number;
  /** Sent e-mails: outbox rows, and the .eml files of the file transport. */
  sentEmails: number;
  emailFiles: number;
  /** Texts sent or stopped (their number is already erased; decision 022). */
  sentTexts: number;
  /** Partners' webhooks delivered or failed, with their attempts (decision 038). */
  webhookDeliveries: number;
  /** Organisations' access keys whose expiry entered the audit log. */
  expiredKeys: number;
}

export interface RetentionPolicy {
  /** Page views and Web Vitals from before this calendar day (YYYY-MM-DD, back-office timezone) go. */
  analyticsBeforeDay: string;
  /** Idempotency answers recorded before this instant (epoch ms) go. */
  idempotencyBefore: number;
  /** Licence numbers, and delivery and collection addresses, of reservations that returned before this instant (epoch ms) are erased. */
  licencesReturnedBefore: number;
  /** Photos and signed agreements of reservations that returned before this instant (epoch ms) go. */
  evidenceReturnedBefore: number;
  /** E-mails sent before this instant (epoch ms) go, texts sent or stopped by then, and webhooks finished that were made by then. */
  emailsSentBefore: number;
  now: number;
}

/**
 * Deletes what the product no longer needs (nothing grows without
 * bound), and erases the personal data kept only for a while (licence
 * numbers and the licence photos with them, decision 013 and 024; what a toll's nomination needs, decision 037; delivery and collection addresses with
 * them, decision 030; the counter's photos and
 * signed agreements, decision 015, and the signatures made before pickup, decision 024),
 * sent e-mails (decision 018), texts (decision 022) and partners' webhooks (decision 038). Admin sessions and login throttles are pruned
 * where they are written (admin-session and login-throttle repositories);
 * reservations and enquiries are business records and stay.
 */
export async function sweepRetention(
  repos: Repositories,
  policy: RetentionPolicy,
): Promise<Omit<SweepResult, 'emailFiles' | 'expiredKeys'>> {
  const idempotencyKeys = await repos.idempotency.deleteCreatedBefore(policy.idempotencyBefore);
  const { pageViews, webVitals } = await repos.collect.deleteBeforeDay(policy.analyticsBeforeDay);
  const licenceNumbers = await repos.drivers.eraseLicencesReturnedBefore(
    policy.licencesReturnedBefore,
    policy.now,
  );
  const deliveryAddresses = await repos.reservations.eraseAddressesReturnedBefore(
    policy.licencesReturnedBefore,
  );
  // Each item keeps its own limit, set from the return when it was matched (NOMINATION_RETENTION_DAYS).
  const nominations = await repos.citations.eraseNominationsBefore(policy.now);
  const handoverPhotos = await repos.handoverPhotos.deleteReturnedBefore(policy.evidenceReturnedBefore);
  // A swap's addendum is part of what the renter signed (decision 035): it goes with the agreement.
  const rentalAgreements =
    (await repos.agreements.deleteReturnedBefore(policy.evidenceReturnedBefore)) +
    (await repos.handovers.clearSwapAddendaReturnedBefore(policy.evidenceReturnedBefore));
  const remoteSignatures = await repos.preArrival.deleteSignaturesReturnedBefore(
    policy.evidenceReturnedBefore,
  );
  const sentEmails = await repos.outbox.deleteSentBefore(policy.emailsSentBefore);
  const sentTexts = await repos.sms.deleteFinishedBefore(policy.emailsSentBefore);
  const webhookDeliveries = await repos.webhooks.deleteFinishedBefore(policy.emailsSentBefore);
  return {
    sentTexts,
    webhookDeliveries,
    licenceNumbers,
    deliveryAddresses,
    nominations,
    sentEmails,
    handoverPhotos,
    rentalAgreements,
    remoteSignatures,
    idempotencyKeys,
    pageViews,
    webVitals,
  };
}
