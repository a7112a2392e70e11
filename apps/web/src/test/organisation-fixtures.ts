import type { Organisation } from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';

/** Terms an organisation has neither asked for nor been given. */
export const noTerms: Organisation['terms'] = {
  status: 'none',
  requestedNetDays: null,
  netDays: null,
  poRequired: false,
  paysByPurchaseOrder: false,
};

/** A church with an account, as GET /api/organisations/account answers it; terms as given. */
export function testOrganisation(terms: Partial<Organisation['terms']> = {}): Organisation {
  return {
    code: 'ORG-7K3M9Q',
    name: 'Grace Fellowship Church',
    kind: 'church',
    billingContact: { name: 'Ruth Okafor', email: 'treasurer@grace.example', phone: '+1 404 555 0188' },
    address: { line1: '12 Peachtree St', city: 'Atlanta', region: 'GA', postalCode: '30303' },
    terms: { ...noTerms, ...terms },
    certificates: [],
    createdAt: '2030-01-01T12:00:00.000Z',
    keyExpiresAt: '2031-01-01T12:00:00.000Z',
  };
}

/** Net 30 approved, a purchase order required. */
export const approvedTerms = {
  status: 'approved',
  requestedNetDays: 30,
  netDays: 30,
  poRequired: true,
} as const;

export function testAccount(organisation: Organisation = testOrganisation()): OrganisationAccount {
  return { organisation, reservations: [], invoices: [] };
}

/** The key the tests remember: 32 URL-safe characters. */
export const testKey = 'k3y-for-tests_0123456789abcdefABCDEF';
