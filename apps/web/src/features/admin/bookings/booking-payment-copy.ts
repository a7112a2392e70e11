import { formatMoney } from '../../../lib/format';

/** Words of a booking's payment panel. */
export const bookingPaymentCopy = {
  title: 'Payment',
  none: 'Not recorded.',
  method: 'Method',
  organisation: 'Organisation',
  po: 'PO number',
  paid: 'Paid',
  held: 'Held on the card',
  refunded: 'Refunded',
  balance: 'Balance',
  payments: 'Payments',
  invoices: 'Invoices',
  charge: 'Charge the balance to the saved card',
  chargeTitle: (balance: number) => `Charge ${formatMoney(balance)} to the saved card?`,
  chargeBody:
    'The card saved with this booking’s earlier payment is charged now. The renter is e-mailed a receipt.',
  keep: 'Do not charge',
  charging: 'Charging…',
  charged: (cents: number, status: string) =>
    `Charge of ${formatMoney(cents)} to the saved card: ${status.toLowerCase()}.`,
};
