import type { OrganisationSnapshot } from '../outbox/outbox-message.ts';
import type { StoredOrganisation } from './organisation.repository.ts';

/** What an e-mail about an organisation says of it, taken in the transaction that writes the e-mail. */
export function organisationSnapshot(o: StoredOrganisation): OrganisationSnapshot {
  return {
    code: o.code,
    name: o.name,
    kind: o.kind,
    billingContact: { name: o.billingContact.name, email: o.billingContact.email },
    terms: {
      status: o.terms.status,
      requestedNetDays: o.terms.requestedNetDays,
      netDays: o.terms.netDays,
      poRequired: o.terms.poRequired,
      paysByPurchaseOrder: o.terms.paysByPurchaseOrder,
    },
  };
}
