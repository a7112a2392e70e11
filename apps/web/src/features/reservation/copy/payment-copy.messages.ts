import { defineMessages } from '../../../lib/messages';

/** Words about paying (payment-copy.ts), decision 048: every message in both languages. */
export default defineMessages({
  heading: { en: 'How you’ll pay', es: 'Cómo pagará' },
  bookFor: { en: 'Book for {name}', es: 'Reservar para {name}' },
  bookForHint: {
    en: 'Its invoice terms and tax exemption apply, and the booking shows on its account page. Untick to book privately.',
    es: 'Se aplican sus condiciones de facturación y su exención de impuestos, y la reserva aparece en la página de su cuenta. Desmarque la casilla para reservar a título personal.',
  },
  accountLoading: {
    en: 'Opening your organization’s account…',
    es: 'Abriendo la cuenta de su organización…',
  },
  accountRefused: {
    en: 'This device remembers {name}, but its access key was not accepted, so this booking is private. Open the organization’s account page to enter the key again.',
    es: 'Este dispositivo recuerda a {name}, pero su clave de acceso no fue aceptada, así que esta reserva es personal. Abra la página de la cuenta de la organización para ingresar la clave de nuevo.',
  },
  accountLink: { en: 'Organization account page', es: 'Página de la cuenta de la organización' },
  accountFailed: {
    en: 'We could not open your organization’s account just now, so this booking is private.',
    es: 'No pudimos abrir la cuenta de su organización en este momento, así que esta reserva es personal.',
  },
  termsPending: {
    en: '{name}’s request for invoice terms is being reviewed: pay as below for now.',
    es: 'Estamos revisando la solicitud de pago por factura de {name}: por ahora, pague como se indica abajo.',
  },
  methodLegend: { en: 'Payment method', es: 'Forma de pago' },
  card: { en: 'Pay by card', es: 'Pagar con tarjeta' },
  invoice: { en: 'Pay by invoice', es: 'Pagar por factura' },
  invoiceNet: { en: 'Pay by invoice — net {days} days', es: 'Pagar por factura — a {days} días' },
  atPickup: { en: 'Pay at pickup', es: 'Pagar en la recogida' },
  /** "the security deposit", in a sentence of cardDeposit and atPickupText. */
  theDeposit: { en: 'the security deposit', es: 'el depósito de garantía' },
  theDepositOf: { en: 'the {amount} security deposit', es: 'el depósito de garantía de {amount}' },
  cardDeposit: {
    en: 'We hold {deposit} on your card now; the total is due at pickup.',
    es: 'Retenemos {deposit} en su tarjeta ahora; el total se paga en la recogida.',
  },
  cardDepositTotal: {
    en: 'We hold {deposit} on your card now; the total {total} is due at pickup.',
    es: 'Retenemos {deposit} en su tarjeta ahora; el total de {total} se paga en la recogida.',
  },
  cardFull: { en: 'You pay the total now by card.', es: 'Usted paga el total ahora con tarjeta.' },
  cardFullTotal: { en: 'You pay {total} now by card.', es: 'Usted paga {total} ahora con tarjeta.' },
  cardPage: {
    en: 'After Confirm reservation you enter your card on our payment provider’s secure page; the card number never reaches this site.',
    es: 'Después de “Confirmar reserva”, ingresará su tarjeta en la página segura de nuestro proveedor de pagos; el número de la tarjeta nunca llega a este sitio.',
  },
  atPickupText: {
    en: 'Nothing is charged online: you pay the total at the counter when you pick up; {deposit} is held on a credit card then.',
    es: 'No se cobra nada en línea: usted paga el total en el mostrador en la recogida; en ese momento se retiene {deposit} en una tarjeta de crédito.',
  },
  invoiceText: {
    en: 'We invoice {name} when the booking is confirmed. The security deposit is held on a credit card at pickup.',
    es: 'Facturamos a {name} cuando se confirma la reserva. El depósito de garantía se retiene en una tarjeta de crédito en la recogida.',
  },
  invoiceTextDue: {
    en: 'We invoice {name} when the booking is confirmed; it is due {days} days later. The security deposit is held on a credit card at pickup.',
    es: 'Facturamos a {name} cuando se confirma la reserva; la factura vence {days} días después. El depósito de garantía se retiene en una tarjeta de crédito en la recogida.',
  },
  poNumber: { en: 'Purchase order (PO) number', es: 'Número de orden de compra (PO)' },
  poHint: { en: 'Printed on the invoice.', es: 'Aparece impreso en la factura.' },
  poMissing: {
    en: '{name} pays by purchase order: enter the PO number.',
    es: '{name} paga con orden de compra: ingrese el número de PO.',
  },
  notReady: {
    en: 'We are still checking how you can pay. Press Confirm reservation again in a moment.',
    es: 'Todavía estamos verificando cómo puede pagar. Pulse “Confirmar reserva” de nuevo en un momento.',
  },
  submitCard: {
    en: 'Next: our payment provider’s secure page.',
    es: 'A continuación: la página segura de nuestro proveedor de pagos.',
  },
  submitInvoice: {
    en: 'Nothing is charged now: the invoice is e-mailed when the booking is confirmed.',
    es: 'No se cobra nada ahora: la factura se envía por correo electrónico cuando se confirma la reserva.',
  },
  submitAtPickup: { en: 'Nothing is charged now.', es: 'No se cobra nada ahora.' },

  // Success and manage
  sectionHeading: { en: 'Payment', es: 'Pago' },
  method: { en: 'Paid by', es: 'Forma de pago' },
  methodCard: { en: 'Card', es: 'Tarjeta' },
  methodInvoice: { en: 'Invoice', es: 'Factura' },
  methodAtPickup: { en: 'At the counter when you pick up', es: 'En el mostrador, en la recogida' },
  organisation: { en: 'Booked for', es: 'Reservado para' },
  po: { en: 'Purchase order', es: 'Orden de compra' },
  paid: { en: 'Paid', es: 'Pagado' },
  held: { en: 'Security deposit held on your card', es: 'Depósito de garantía retenido en su tarjeta' },
  refunded: { en: 'Refunded', es: 'Reembolsado' },
  balance: { en: 'Still to pay', es: 'Saldo pendiente' },
  dueBy: { en: 'due {when}', es: 'vence el {when}' },
  dueAtPickup: { en: 'due at pickup', es: 'se paga en la recogida' },
  settled: { en: 'Nothing more to pay.', es: 'No hay nada más que pagar.' },
  summaryDepositHeld: {
    en: 'The {held} security deposit is held on your card (not charged). The total {total} is due at pickup.',
    es: 'El depósito de garantía de {held} está retenido en su tarjeta (no se ha cobrado). El total de {total} se paga en la recogida.',
  },
  summaryPaidInFull: {
    en: 'Paid in full by card: {paid}.',
    es: 'Pagado en su totalidad con tarjeta: {paid}.',
  },
  summaryInvoice: {
    en: 'Pay by invoice: {total}. Pay by bank transfer with the invoice number as the reference.',
    es: 'Pago por factura: {total}. Pague por transferencia bancaria con el número de factura como referencia.',
  },
  summaryInvoiceDue: {
    en: 'Pay by invoice: {total}, due {due}. Pay by bank transfer with the invoice number as the reference.',
    es: 'Pago por factura: {total}, vence el {due}. Pague por transferencia bancaria con el número de factura como referencia.',
  },
  summaryAtPickup: {
    en: 'Nothing was charged online: you pay {total} at the counter when you pick up, and the security deposit is held on a credit card then.',
    es: 'No se cobró nada en línea: usted paga {total} en el mostrador en la recogida, y en ese momento se retiene el depósito de garantía en una tarjeta de crédito.',
  },
  invoicesHeading: { en: 'Invoices', es: 'Facturas' },
  invoiceLine: {
    en: 'Invoice {number}: {status}, {total}, due {due}',
    es: 'Factura {number}: {status}, {total}, vence el {due}',
  },
  invoiceOpen: { en: 'open', es: 'abierta' },
  invoicePaid: { en: 'paid', es: 'pagada' },
  invoiceVoid: { en: 'void', es: 'anulada' },
  downloadInvoice: { en: 'Download invoice (PDF)', es: 'Descargar factura (PDF)' },
  downloadInvoiceNumbered: { en: 'Download invoice {number} (PDF)', es: 'Descargar factura {number} (PDF)' },
  paymentsHeading: { en: 'Payments received', es: 'Pagos recibidos' },
  downloadReceipt: { en: 'Download receipt (PDF)', es: 'Descargar recibo (PDF)' },
  downloadReceiptOf: { en: 'Download receipt (PDF): {label}', es: 'Descargar recibo (PDF): {label}' },
  payBalance: { en: 'Pay the balance — {amount}', es: 'Pagar el saldo — {amount}' },
  payShare: { en: 'Pay your share — {amount}', es: 'Pagar su parte — {amount}' },
  payNow: { en: 'Pay now', es: 'Pagar ahora' },
  opening: { en: 'Opening the payment page…', es: 'Abriendo la página de pago…' },
  nothingDue: { en: 'Nothing is due online now.', es: 'Por ahora no hay nada que pagar en línea.' },

  // The return from the payment page
  checking: {
    en: 'Checking your payment with our payment provider…',
    es: 'Verificando su pago con nuestro proveedor de pagos…',
  },
  confirmed: {
    en: 'Payment received: your reservation is confirmed.',
    es: 'Pago recibido: su reserva está confirmada.',
  },
  waitingHeading: { en: 'Waiting for your payment', es: 'Esperando su pago' },
  waiting: {
    en: 'Waiting for your payment — vehicles held until {until}.',
    es: 'Esperando su pago — vehículos reservados hasta las {until}.',
  },
  waitingNoTime: { en: 'Waiting for your payment.', es: 'Esperando su pago.' },
  cancelledReturn: {
    en: 'You left the payment page before paying; nothing was charged.',
    es: 'Salió de la página de pago antes de pagar; no se cobró nada.',
  },
  stillWaiting: {
    en: 'We have not heard from our payment provider yet. If you paid, this page updates when we do; if not, pay now to keep the vehicles.',
    es: 'Aún no tenemos respuesta de nuestro proveedor de pagos. Si ya pagó, esta página se actualizará cuando la recibamos; si no, pague ahora para conservar los vehículos.',
  },
  checkAgain: { en: 'Check again', es: 'Volver a verificar' },
  expiredHeading: { en: 'Reservation released', es: 'Reserva liberada' },
  expired: {
    en: 'The payment did not come in time; nothing was charged. The vehicles have been released.',
    es: 'El pago no llegó a tiempo; no se cobró nada. Los vehículos quedaron liberados.',
  },
  bookAgain: { en: 'Search again', es: 'Buscar de nuevo' },
  cancelled: { en: 'This reservation is canceled.', es: 'Esta reserva está cancelada.' },
  lookupFailed: {
    en: 'We could not check your reservation just now.',
    es: 'No pudimos verificar su reserva en este momento.',
  },
});
