import type { ExpiryReminders } from '../outbox/expiry-reminders.ts';
import type { StoredCertificate } from './organisation.repository.ts';
import { organisationSnapshot } from './organisation-snapshot.ts';

/** 30 days before a verified exemption certificate expires, its organisation is reminded once. */
export const taxCertificateReminders: ExpiryReminders<StoredCertificate> = {
  due: (repos, today, byDate, limit) => repos.organisations.certificatesToRemind(today, byDate, limit),
  claim: (repos, id, at) => repos.organisations.markReminded(id, at),
  async email(repos, c) {
    const org = await repos.organisations.findById(c.organisationId);
    return (
      org && {
        to: org.billingContact.email,
        reference: org.code,
        payload: {
          kind: 'certificate_reminder',
          organisation: organisationSnapshot(org),
          certificate: { state: c.state, number: c.number, expiresOn: c.expiresOn },
        },
      }
    );
  },
};
