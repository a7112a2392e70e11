import { paymentKindLabels } from '@convoy/domain/contracts/payment.schema';
import { formatMoney } from '../../../lib/format';

/** "the $500.00 security deposit", or without the amount while the price is on its way. */
const amount = (cents: number | undefined, what: string) =>
  cents === undefined ? `the ${what}` : `the ${formatMoney(cents)} ${what}`;

/** Words about paying (decision 014): confirm's "How you'll pay", success and manage. */
export const paymentCopy = {
  heading: 'How you’ll pay',
  bookFor: (name: string) => `Book for ${name}`,
  bookForHint:
    'Its invoice terms and tax exemption apply, and the booking shows on its account page. Untick to book privately.',
  accountLoading: 'Opening your organization’s account…',
  accountRefused: (name: string) =>
    `This device remembers ${name}, but its access key was not accepted, so this booking is private. Open the organization’s account page to enter the key again.`,
  accountLink: 'Organization account page',
  accountFailed: 'We could not open your organization’s account just now, so this booking is private.',
  termsPending: (name: string) =>
    `${name}’s request for invoice terms is being reviewed: pay as below for now.`,
  methodLegend: 'Payment method',
  card: 'Pay by card',
  invoice: (netDays: number | null) =>
    netDays === null ? 'Pay by invoice' : `Pay by invoice — net ${netDays} days`,
  atPickup: 'Pay at pickup',
  cardDeposit: (depositCents: number | undefined, totalCents: number | undefined) =>
    `We hold ${amount(depositCents, 'security deposit')} on your card now; the total${totalCents === undefined ? '' : ` ${formatMoney(totalCents)}`} is due at pickup.`,
  cardFull: (totalCents: number | undefined) =>
    `You pay ${totalCents === undefined ? 'the total' : formatMoney(totalCents)} now by card.`,
  cardPage:
    'After Confirm reservation you enter your card on our payment provider’s secure page; the card number never reaches this site.',
  atPickupText: (depositCents: number | undefined) =>
    `Nothing is charged online: you pay the total at the counter when you pick up; ${amount(depositCents, 'security deposit')} is held on a credit card then.`,
  invoiceText: (name: string, netDays: number | null) =>
    `We invoice ${name} when the booking is confirmed${netDays === null ? '' : `; it is due ${netDays} days later`}. The security deposit is held on a credit card at pickup.`,
  poNumber: 'Purchase order (PO) number',
  poHint: 'Printed on the invoice.',
  poMissing: (name: string) => `${name} pays by purchase order: enter the PO number.`,
  notReady: 'We are still checking how you can pay. Press Confirm reservation again in a moment.',
  submitNote: {
    card: 'Next: our payment provider’s secure page.',
    invoice: 'Nothing is charged now: the invoice is e-mailed when the booking is confirmed.',
    at_pickup: 'Nothing is charged now.',
  },

  // Success and manage
  sectionHeading: 'Payment',
  method: 'Paid by',
  methods: {
    card: 'Card',
    invoice: 'Invoice',
    at_pickup: 'At the counter when you pick up',
  },
  organisation: 'Booked for',
  po: 'Purchase order',
  paid: 'Paid',
  held: 'Security deposit held on your card',
  refunded: 'Refunded',
  balance: 'Still to pay',
  dueBy: (when: string) => `due ${when}`,
  dueAtPickup: 'due at pickup',
  settled: 'Nothing more to pay.',
  summary: {
    depositHeld: (held: number, total: number) =>
      `The ${formatMoney(held)} security deposit is held on your card (not charged). The total ${formatMoney(total)} is due at pickup.`,
    paidInFull: (paid: number) => `Paid in full by card: ${formatMoney(paid)}.`,
    invoice: (total: number, due: string | null) =>
      `Pay by invoice: ${formatMoney(total)}${due ? `, due ${due}` : ''}. Pay by bank transfer with the invoice number as the reference.`,
    atPickup: (total: number) =>
      `Nothing was charged online: you pay ${formatMoney(total)} at the counter when you pick up, and the security deposit is held on a credit card then.`,
  },
  invoicesHeading: 'Invoices',
  invoiceLine: (number: string, status: string, due: string, total: number) =>
    `Invoice ${number}: ${status}, ${formatMoney(total)}, due ${due}`,
  invoiceStatus: { open: 'open', paid: 'paid', void: 'void' } as Record<string, string>,
  downloadInvoice: 'Download invoice (PDF)',
  downloadInvoiceNumbered: (number: string) => `Download invoice ${number} (PDF)`,
  paymentsHeading: 'Payments received',
  paymentLine: (kind: keyof typeof paymentKindLabels, description: string, cents: number) =>
    `${paymentKindLabels[kind]}${description ? `, ${description}` : ''}: ${formatMoney(cents)}`,
  downloadReceipt: (label: string) => `Download receipt (PDF)${label ? `: ${label}` : ''}`,
  payBalance: (cents: number) => `Pay the balance — ${formatMoney(cents)}`,
  payShare: (cents: number) => `Pay your share — ${formatMoney(cents)}`,
  payNow: 'Pay now',
  opening: 'Opening the payment page…',
  nothingDue: 'Nothing is due online now.',

  // The return from the payment page
  checking: 'Checking your payment with our payment provider…',
  confirmed: 'Payment received: your reservation is confirmed.',
  waitingHeading: 'Waiting for your payment',
  waiting: (until: string) => `Waiting for your payment — vehicles held until ${until}.`,
  waitingNoTime: 'Waiting for your payment.',
  cancelledReturn: 'You left the payment page before paying; nothing was charged.',
  stillWaiting:
    'We have not heard from our payment provider yet. If you paid, this page updates when we do; if not, pay now to keep the vehicles.',
  checkAgain: 'Check again',
  expiredHeading: 'Reservation released',
  expired: 'The payment did not come in time; nothing was charged. The vehicles have been released.',
  bookAgain: 'Search again',
  cancelled: 'This reservation is canceled.',
  lookupFailed: 'We could not check your reservation just now.',
};
