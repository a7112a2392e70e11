import type { InsuranceCertificate } from '@convoy/domain/contracts/insurance.schema';
import type {
  AccessKeyIssued,
  OrganisationCredentials,
  TaxCertificate,
  TermsRequest,
} from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { certificateForm, certificateUploadTimeoutMs } from '../../../lib/certificate-form';
import { organisationAuthorization } from '../../../lib/organisation-account';

/**
 * The organization's own endpoints beside its account (lib/organisation-account.ts),
 * each with its code and key in the Authorization header.
 */

/** POST /api/organisations/account/terms: ask for invoice terms (again). */
export function requestTerms(
  credentials: OrganisationCredentials,
  request: TermsRequest,
): Promise<OrganisationAccount> {
  return apiRequest('/api/organisations/account/terms', {
    body: request,
    headers: organisationAuthorization(credentials),
  });
}

/** POST /api/organisations/account/key: a new access key, answered this once; the one sent stops working. */
export function changeKey(credentials: OrganisationCredentials): Promise<AccessKeyIssued> {
  return apiRequest('/api/organisations/account/key', {
    method: 'POST',
    headers: organisationAuthorization(credentials),
  });
}

/** POST /api/organisations/account/certificates: the fields and the file, as multipart/form-data. */
export function uploadCertificate(
  credentials: OrganisationCredentials,
  fields: { state: string; number: string; expiresOn: string },
  file: File,
): Promise<TaxCertificate> {
  return apiRequest('/api/organisations/account/certificates', {
    body: certificateForm(fields, file),
    headers: organisationAuthorization(credentials),
    timeoutMs: certificateUploadTimeoutMs,
  });
}

/** GET /api/organisations/account/invoices/:number.pdf, as a Blob to save. */
export function invoicePdf(credentials: OrganisationCredentials, number: string): Promise<Blob> {
  return apiFile(`/api/organisations/account/invoices/${encodeURIComponent(number)}.pdf`, {
    headers: organisationAuthorization(credentials),
  });
}

/** GET /api/organisations/account/insurance-certificates: the organization's certificates of insurance. */
export function insuranceCertificates(
  credentials: OrganisationCredentials,
): Promise<{ certificates: InsuranceCertificate[] }> {
  return apiRequest('/api/organisations/account/insurance-certificates', {
    headers: organisationAuthorization(credentials),
  });
}

/** POST /api/organisations/account/insurance-certificates: the fields and the file, as multipart/form-data. */
export function uploadInsuranceCertificate(
  credentials: OrganisationCredentials,
  fields: Record<string, string>,
  file: File,
): Promise<InsuranceCertificate> {
  return apiRequest('/api/organisations/account/insurance-certificates', {
    body: certificateForm(fields, file),
    headers: organisationAuthorization(credentials),
    timeoutMs: certificateUploadTimeoutMs,
  });
}
