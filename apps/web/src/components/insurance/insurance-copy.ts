import type { InsuranceStatus } from '@convoy/domain/contracts/insurance.schema';

/** Words of the certificate of insurance's form and status, on the manage page and the organization page. */
export const insuranceCopy = {
  heading: 'Certificate of insurance',
  loadingForm: 'Loading the upload form…',
  intro:
    'You declined our protection: before the vehicles go out, upload a certificate of insurance that covers hired vehicles for the whole trip. We review it and e-mail you the outcome.',
  organisationIntro:
    'Declining our protection? A verified certificate of insurance here covers every booking of your organization whose dates it spans.',
  status: {
    missing: 'Not uploaded yet',
    pending: 'Waiting for our review',
    verified: 'Verified',
    rejected: 'Not accepted',
  } satisfies Record<InsuranceStatus, string>,
  statusLabel: 'Status',
  validUntil: (date: string) => `Valid until ${date}`,
  rejectedBecause: (reason: string) => `Why: ${reason}`,
  notCovering: (problem: string) => `It does not cover this trip: ${problem}`,
  fromOrganisation: 'Your organization’s certificate covers this booking.',
  uploadHeading: 'Upload a certificate of insurance',
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  liabilityLimit: 'Liability limit (US dollars)',
  liabilityHint: 'As printed on the certificate, e.g. 1,000,000.',
  coversHiredVehicles: 'The policy covers hired (non-owned) vehicles',
  file: 'Certificate file',
  fileHint: 'A PDF or a photo (JPEG, PNG, WebP or AVIF), up to 15 MB.',
  fileMissing: 'Choose the certificate’s file (PDF or photo) to upload.',
  fileTooLarge: 'The file is larger than 15 MB. Scan it at a lower resolution and try again.',
  fileType: 'Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or AVIF).',
  upload: 'Upload certificate',
  uploading: 'Uploading…',
  uploaded: 'Certificate uploaded: we will e-mail you once we have reviewed it.',
  list: 'Your certificates of insurance',
  none: 'No certificate of insurance yet.',
};
