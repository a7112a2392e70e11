import type { InsuranceStatus } from '@convoy/domain/contracts/insurance.schema';
import { certificateFileWords } from '../form/certificate-upload';
import m from './insurance.messages';

/**
 * Words of the certificate of insurance's form and status, on the manage page and the organization page,
 * in the build's language (insurance.messages.ts).
 */
export const insuranceCopy = {
  heading: m.heading(),
  loadingForm: m.loadingForm(),
  intro: m.intro(),
  organisationIntro: m.organisationIntro(),
  status: {
    missing: m.statusMissing(),
    pending: m.statusPending(),
    verified: m.statusVerified(),
    rejected: m.statusRejected(),
  } satisfies Record<InsuranceStatus, string>,
  statusLabel: m.statusLabel(),
  validUntil: (date: string) => m.validUntil({ date }),
  rejectedBecause: (reason: string) => m.rejectedBecause({ reason }),
  notCovering: (problem: string) => m.notCovering({ problem }),
  fromOrganisation: m.fromOrganisation(),
  uploadHeading: m.uploadHeading(),
  insurer: m.insurer(),
  policyNumber: m.policyNumber(),
  validFrom: m.validFrom(),
  validTo: m.validTo(),
  liabilityLimit: m.liabilityLimit(),
  liabilityHint: m.liabilityHint(),
  coversHiredVehicles: m.coversHiredVehicles(),
  ...certificateFileWords,
  upload: m.upload(),
  uploading: m.uploading(),
  uploaded: m.uploaded(),
  list: m.list(),
  none: m.none(),
};
