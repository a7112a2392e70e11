import type { ExpiryReminders } from '../outbox/expiry-reminders.ts';
import { insuranceHolderOf, snapshotOf } from './insurance.service.ts';
import type { StoredInsuranceCertificate } from './insurance-certificate.repository.ts';

/** 30 days before a verified certificate of insurance ends, its holder is reminded once (decision 023). */
export const insuranceReminders: ExpiryReminders<StoredInsuranceCertificate> = {
  due: (repos, today, byDate, limit) => repos.insuranceCertificates.toRemind(today, byDate, limit),
  claim: (repos, id, at) => repos.insuranceCertificates.markReminded(id, at),
  async email(repos, c) {
    const { email, holder, locale } = await insuranceHolderOf(repos, c);
    return {
      to: email,
      reference: holder.reservationCode ?? holder.organisationCode ?? '',
      payload: {
        kind: 'insurance_reminder',
        ...(locale ? { locale } : {}),
        holder,
        certificate: snapshotOf(c),
      },
    };
  },
};
