import { paymentKindLabels } from '@convoy/domain/contracts/payment.schema';
import { formatMoney } from '../../../lib/format';
import m from './payment-copy.messages';

/** "the $500.00 security deposit", or without the amount while the price is on its way. */
const deposit = (cents: number | undefined) =>
  cents === undefined ? m.theDeposit() : m.theDepositOf({ amount: formatMoney(cents) });

/** Words about paying (decision 014): confirm's "How you'll pay", success and manage. */
export const paymentCopy = {
  heading: m.heading(),
  bookFor: (name: string) => m.bookFor({ name }),
  bookForHint: m.bookForHint(),
  accountLoading: m.accountLoading(),
  accountRefused: (name: string) => m.accountRefused({ name }),
  accountLink: m.accountLink(),
  accountFailed: m.accountFailed(),
  termsPending: (name: string) => m.termsPending({ name }),
  methodLegend: m.methodLegend(),
  card: m.card(),
  invoice: (netDays: number | null) => (netDays === null ? m.invoice() : m.invoiceNet({ days: netDays })),
  atPickup: m.atPickup(),
  cardDeposit: (depositCents: number | undefined, totalCents: number | undefined) =>
    totalCents === undefined
      ? m.cardDeposit({ deposit: deposit(depositCents) })
      : m.cardDepositTotal({ deposit: deposit(depositCents), total: formatMoney(totalCents) }),
  cardFull: (totalCents: number | undefined) =>
    totalCents === undefined ? m.cardFull() : m.cardFullTotal({ total: formatMoney(totalCents) }),
  cardPage: m.cardPage(),
  atPickupText: (depositCents: number | undefined) => m.atPickupText({ deposit: deposit(depositCents) }),
  invoiceText: (name: string, netDays: number | null) =>
    netDays === null ? m.invoiceText({ name }) : m.invoiceTextDue({ name, days: netDays }),
  poNumber: m.poNumber(),
  poHint: m.poHint(),
  poMissing: (name: string) => m.poMissing({ name }),
  notReady: m.notReady(),
  submitNote: {
    card: m.submitCard(),
    invoice: m.submitInvoice(),
    at_pickup: m.submitAtPickup(),
  },

  // Success and manage
  sectionHeading: m.sectionHeading(),
  method: m.method(),
  methods: {
    card: m.methodCard(),
    invoice: m.methodInvoice(),
    at_pickup: m.methodAtPickup(),
  },
  organisation: m.organisation(),
  po: m.po(),
  paid: m.paid(),
  held: m.held(),
  refunded: m.refunded(),
  balance: m.balance(),
  dueBy: (when: string) => m.dueBy({ when }),
  dueAtPickup: m.dueAtPickup(),
  settled: m.settled(),
  summary: {
    depositHeld: (held: number, total: number) =>
      m.summaryDepositHeld({ held: formatMoney(held), total: formatMoney(total) }),
    paidInFull: (paid: number) => m.summaryPaidInFull({ paid: formatMoney(paid) }),
    invoice: (total: number, due: string | null) =>
      due
        ? m.summaryInvoiceDue({ total: formatMoney(total), due })
        : m.summaryInvoice({ total: formatMoney(total) }),
    atPickup: (total: number) => m.summaryAtPickup({ total: formatMoney(total) }),
  },
  invoicesHeading: m.invoicesHeading(),
  invoiceLine: (number: string, status: string, due: string, total: number) =>
    m.invoiceLine({ number, status, total: formatMoney(total), due }),
  invoiceStatus: { open: m.invoiceOpen(), paid: m.invoicePaid(), void: m.invoiceVoid() } as Record<
    string,
    string
  >,
  downloadInvoice: m.downloadInvoice(),
  downloadInvoiceNumbered: (number: string) => m.downloadInvoiceNumbered({ number }),
  paymentsHeading: m.paymentsHeading(),
  // A payment's kind (the domain's words), what it was for and its amount: punctuation only, no words of its own.
  paymentLine: (kind: keyof typeof paymentKindLabels, description: string, cents: number) =>
    `${paymentKindLabels[kind]}${description ? `, ${description}` : ''}: ${formatMoney(cents)}`,
  downloadReceipt: (label: string) => (label ? m.downloadReceiptOf({ label }) : m.downloadReceipt()),
  payBalance: (cents: number) => m.payBalance({ amount: formatMoney(cents) }),
  payShare: (cents: number) => m.payShare({ amount: formatMoney(cents) }),
  payNow: m.payNow(),
  opening: m.opening(),
  nothingDue: m.nothingDue(),

  // The return from the payment page
  checking: m.checking(),
  confirmed: m.confirmed(),
  waitingHeading: m.waitingHeading(),
  waiting: (until: string) => m.waiting({ until }),
  waitingNoTime: m.waitingNoTime(),
  cancelledReturn: m.cancelledReturn(),
  stillWaiting: m.stillWaiting(),
  checkAgain: m.checkAgain(),
  expiredHeading: m.expiredHeading(),
  expired: m.expired(),
  bookAgain: m.bookAgain(),
  cancelled: m.cancelled(),
  lookupFailed: m.lookupFailed(),
};
