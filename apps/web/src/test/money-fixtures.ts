import type {
  AdminInvoiceRow,
  AdminOrganisationDetail,
  AdminPaymentRow,
} from '@convoy/domain/contracts/admin-money.schema';
import type { TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import type { InvoiceSummary, Payment } from '@convoy/domain/contracts/payment.schema';
import { noTerms } from './organisation-fixtures';
import { json } from './stub-api';

/** The back office's session as the fake API answers it, with its CSRF token. */
export const adminSession = (csrfToken: string) => () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken, idleMinutes: 30 });

/** An open invoice of $358.00 with a PO, nothing paid. */
export function testInvoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    number: 'INV-2030-000012',
    status: 'open',
    issuedOn: '2030-06-01',
    dueOn: '2030-07-01',
    poNumber: 'PO-4471',
    totalCents: 35_800,
    paidCents: 0,
    balanceDueCents: 35_800,
    ...overrides,
  };
}

/** testInvoice in the back office's list: booking CNV-7K3M9Q, billed to Peachtree Academy. */
export function testInvoiceRow(overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow {
  return {
    ...testInvoice(),
    kind: 'booking',
    reservationCode: 'CNV-7K3M9Q',
    billTo: 'Peachtree Academy',
    organisationCode: 'ORG-7K3M9Q',
    daysOverdue: 0,
    ...overrides,
  };
}

/** A $300.00 deposit held on a Visa card. */
export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '5a0c1f0e-3f43-4d39-9a55-1b0f0f7c2a11',
    kind: 'deposit',
    status: 'authorised',
    amountCents: 30_000,
    authorisedCents: 30_000,
    capturedCents: 0,
    refundedCents: 0,
    description: 'Visa •••• 4242',
    createdAt: '2030-06-01T14:00:00.000Z',
    failureMessage: null,
    ...overrides,
  };
}

export function testPaymentRow(overrides: Partial<AdminPaymentRow> = {}): AdminPaymentRow {
  return {
    ...testPayment(),
    reservationCode: 'CNV-7K3M9Q',
    renterName: 'Grace Hopper',
    createdBy: null,
    operations: [],
    dispute: null,
    ...overrides,
  };
}

export function testCertificate(overrides: Partial<TaxCertificate> = {}): TaxCertificate {
  return {
    id: '0d7e4a56-8f0b-4c1e-9d7a-2e6c4b1a9f30',
    state: 'GA',
    number: 'GA-EX-48213',
    expiresOn: '2031-12-31',
    status: 'pending',
    rejectionReason: null,
    fileName: 'exemption.pdf',
    contentType: 'application/pdf',
    uploadedAt: '2030-06-01T14:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** A school that has not asked for terms, with one certificate to review and one open invoice. */
export function testOrganisationDetail(code: string): AdminOrganisationDetail {
  return {
    organisation: {
      code,
      name: 'Peachtree Academy',
      kind: 'school',
      billingContact: {
        name: 'Dana Whitfield',
        email: 'accounts@peachtree.example',
        phone: '+1 404 555 0133',
      },
      address: { line1: '1200 Peachtree St NE', city: 'Atlanta', region: 'GA', postalCode: '30309' },
      terms: noTerms,
      certificates: [testCertificate()],
      createdAt: '2030-05-01T14:00:00.000Z',
      keyExpiresAt: '2031-06-01T14:00:00.000Z',
    },
    termsReviewedAt: null,
    termsReviewedBy: null,
    reservations: [
      {
        code: 'CNV-7K3M9Q',
        status: 'confirmed',
        vehicleName: '2 × 15 Passenger Van',
        locationId: 'atlanta',
        pickupDate: '2030-07-01',
        returnDate: '2030-07-03',
        totalCents: 35_800,
        poNumber: 'PO-4471',
      },
    ],
    invoices: [{ ...testInvoice(), reservationCode: 'CNV-7K3M9Q' }],
    payments: [],
    balanceCents: 35_800,
  };
}
