import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import type { AddendumAcknowledgement } from '@convoy/domain/contracts/counter.schema';
import { documentSha256 } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import type { Repositories } from '../repositories.ts';
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
  if (a.acknowledgement.textVersion !== checkOutAddendum.version) {
    throw new ApiError(
      409,
      'text_changed',
      'The addendum’s words have changed since the page was opened: reload it and show the renter again.',
      { addendum: 'Reload the page and have the renter read the addendum again.' },
    );
  }
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
