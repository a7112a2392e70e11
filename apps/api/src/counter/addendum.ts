import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import type { AgreedText } from '@convoy/domain/content/pre-arrival';
import type { AddendumAcknowledgement, CheckOutRequest } from '@convoy/domain/contracts/counter.schema';
import { documentSha256 } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { renderAddendumPdf } from './addendum-pdf.ts';
import { checkOutParts, mailAgreement, type OutgoingVehicles } from './agreement.ts';

/** The rental agreement the renter signed before pickup, as the addendum cites it. */
export interface RemoteAgreement {
  signerName: string;
  signedAt: number;
  documentSha256: string;
}

export interface Acknowledging extends OutgoingVehicles {
  signed: RemoteAgreement;
  acknowledgement: AddendumAcknowledgement;
}

/**
 * When the renter signed the rental agreement before pickup (decision 027), the
 * check-out's readings become an addendum to it: drawn as a PDF, acknowledged
 * by the renter with one tap (no drawn signature), stored in place of the
 * counter's signed agreement with its text version and its PDF's SHA-256, and
 * e-mailed, in the check-out's transaction (`repos` is the set over it).
 */
export async function acknowledgeAddendum(repos: Repositories, a: Acknowledging): Promise<void> {
  const r = a.reservation;
  refuseChangedText(a.acknowledgement, checkOutAddendum);
  const organisation = r.organisationId ? await repos.organisations.findById(r.organisationId) : undefined;
  const { location, document: parts } = checkOutParts(a, organisation?.name ?? null);
  const at = (instant: number) => formatLocalDateTime(instant, r.timezone);
  const pdf = await renderAddendumPdf({
    code: r.code,
    ...parts,
    agreement: { signedAt: at(a.signed.signedAt), documentSha256: a.signed.documentSha256 },
    text: checkOutAddendum,
    acknowledgement: { by: a.signed.signerName, at: at(a.now), recordedBy: a.witnessedBy },
  });
  await repos.agreements.insert({
    reservation_id: r.id,
    kind: 'addendum',
    signer_name: a.signed.signerName,
    signed_at: a.now,
    witnessed_by: a.witnessedBy,
    signature: null,
    pdf,
    emailed_to: r.contact.email,
    text_version: checkOutAddendum.version,
    document_sha256: documentSha256(pdf),
  });
  await mailAgreement(repos, r, location, {
    signerName: a.signed.signerName,
    signedAt: a.now,
    kind: 'addendum',
  });
}

/** 409 `text_changed` when the renter was shown other words than these (decisions 027, 035). */
export function refuseChangedText(acknowledgement: AddendumAcknowledgement, text: AgreedText): void {
  if (acknowledgement.textVersion !== text.version) {
    throw new ApiError(
      409,
      'text_changed',
      'The addendum’s words have changed since the page was opened: reload it and show the renter again.',
      { addendum: 'Reload the page and have the renter read the addendum again.' },
    );
  }
}

/** Who signs for the booking: the renter, by name, as the remote signature names them (decision 024). */
export const renterName = (r: StoredReservation) => `${r.contact.firstName} ${r.contact.lastName}`;

/** The rental agreement the renter signed before pickup (decision 024), with its PDF's hash; null when they have not. */
export async function remoteAgreementOf(
  repos: Repositories,
  r: StoredReservation,
): Promise<RemoteAgreement | null> {
  const signature = await repos.preArrival.signature(r.id, 'renter');
  return signature
    ? {
        signerName: renterName(r),
        signedAt: signature.signedAt,
        documentSha256: signature.documentSha256,
      }
    : null;
}

/**
 * What the check-out lacks of the agreement (decision 027): signed before
 * pickup, the renter acknowledges the readings as an addendum, and no
 * signature is drawn; else the renter signs on the tablet, as before.
 */
export function agreementFields(
  request: CheckOutRequest,
  signed: RemoteAgreement | null,
): Record<string, string> {
  if (signed) {
    if (request.agreement) {
      return {
        agreement:
          'The renter signed the rental agreement before pickup: have them acknowledge the readings instead.',
      };
    }
    return request.addendum ? {} : { 'addendum.acknowledged': 'Have the renter tap to agree the readings.' };
  }
  return request.agreement ? {} : { agreement: 'Have the renter sign in the box.' };
}
