import { defineMessages } from '../../../lib/messages';

/** The organization's own page, /organisation (decision 048: every message in both languages). */
export default defineMessages({
  loading: { en: 'Loading your organization’s account…', es: 'Cargando la cuenta de su organización…' },
  /** Prerendered: true for every visitor, and on screen before any script runs. */
  howToOpen: {
    en: 'Open the account with the link in the e-mail we sent to your billing contact, or with the account code and access key in that e-mail.',
    es: 'Abra la cuenta con el enlace del correo electrónico que enviamos a su contacto de facturación, o con el código de cuenta y la clave de acceso que vienen en ese correo.',
  },
  loadFailed: {
    en: 'We could not open the account just now.',
    es: 'No pudimos abrir la cuenta en este momento.',
  },
  signInHeading: { en: 'Open your organization’s account', es: 'Abra la cuenta de su organización' },
  signInIntro: {
    en: 'This device remembers the code and key until you choose to forget them.',
    es: 'Este dispositivo recuerda el código y la clave hasta que usted decida olvidarlos.',
  },
  signInCodeHint: { en: 'Like ORG-7K3M9Q', es: 'Por ejemplo, ORG-7K3M9Q' },
  signInKeyHint: {
    en: 'The long key in the e-mail, or open the link in the e-mail.',
    es: 'La clave larga del correo electrónico, o abra el enlace del correo.',
  },
  signInSubmit: { en: 'Open the account', es: 'Abrir la cuenta' },
  signInPending: { en: 'Opening…', es: 'Abriendo…' },
  signInRefused: {
    en: 'That account code and access key do not match. Check both in the e-mail, or use the link in it.',
    es: 'Ese código de cuenta y esa clave de acceso no coinciden. Revise ambos en el correo electrónico, o use el enlace que contiene.',
  },
  signInApply: {
    en: 'No account yet? [Apply for one](/organisations).',
    es: '¿Todavía no tiene cuenta? [Solicite una](/organisations).',
  },
  forget: {
    en: 'Forget this organization on this device',
    es: 'Olvidar esta organización en este dispositivo',
  },
  forgotten: {
    en: 'This device no longer remembers the organization.',
    es: 'Este dispositivo ya no recuerda la organización.',
  },
  book: { en: 'Book for this organization', es: 'Reservar para esta organización' },
  code: { en: 'Account code', es: 'Código de cuenta' },
  detailsHeading: { en: 'Details', es: 'Datos' },
  billingContact: { en: 'Billing contact', es: 'Contacto de facturación' },
  address: { en: 'Billing address', es: 'Dirección de facturación' },
  keyHeading: { en: 'Access key', es: 'Clave de acceso' },
  keyExpires: {
    en: 'The access key works until {date}. Change it before then, or whenever it may have been seen by someone who should not have it.',
    es: 'La clave de acceso funciona hasta el {date}. Cámbiela antes de esa fecha, o cuando alguien que no deba tenerla pueda haberla visto.',
  },
  keyChange: { en: 'Change the access key', es: 'Cambiar la clave de acceso' },
  keyTitle: { en: 'Change the access key?', es: '¿Cambiar la clave de acceso?' },
  keyBody: {
    en: 'The key you use now stops working at once, on every device that remembers it. This device remembers the new one; we tell your billing contact that it changed, without the key.',
    es: 'La clave que usa ahora deja de funcionar de inmediato en todos los dispositivos que la recuerdan. Este dispositivo recordará la nueva; le avisaremos a su contacto de facturación que cambió, sin enviarle la clave.',
  },
  keyKeep: { en: 'Keep the current key', es: 'Conservar la clave actual' },
  keyConfirm: { en: 'Change it', es: 'Cambiarla' },
  keyChanging: { en: 'Changing…', es: 'Cambiando…' },
  keyChanged: { en: 'Your new access key:', es: 'Su nueva clave de acceso:' },
  keyShownOnce: {
    en: 'Copy it now and keep it as you would a password: it is shown only this once. This device already remembers it.',
    es: 'Cópiela ahora y guárdela como una contraseña: solo se muestra esta vez. Este dispositivo ya la recuerda.',
  },
  termsHeading: { en: 'Invoice terms', es: 'Condiciones de facturación' },
  termsNone: {
    en: 'No invoice terms: bookings are paid by card or at pickup.',
    es: 'Sin condiciones de facturación: las reservas se pagan con tarjeta o en la recogida.',
  },
  termsRequested: {
    en: 'You asked for net {days} day terms; our accounts team is reviewing the request.',
    es: 'Usted solicitó pago a {days} días; nuestro equipo de cuentas está revisando la solicitud.',
  },
  termsApproved: {
    en: 'Approved: pay by invoice, due {days} days after it is issued.',
    es: 'Aprobado: pague con factura, con vencimiento {days} días después de su emisión.',
  },
  termsPoRequired: {
    en: 'Each booking paid by invoice needs a purchase order number.',
    es: 'Cada reserva pagada con factura necesita un número de orden de compra.',
  },
  termsDeclined: {
    en: 'Your request for invoice terms was declined. Call us to talk it over, or ask again.',
    es: 'Su solicitud de condiciones de facturación fue rechazada. Llámenos para conversarlo, o vuelva a solicitarlas.',
  },
  termsPaysByPurchaseOrder: {
    en: 'You told us you pay by purchase order.',
    es: 'Nos indicó que paga con orden de compra.',
  },
  askDays: { en: 'Terms to ask for', es: 'Plazo que solicita' },
  netDays: { en: 'Net {days} days', es: 'Pago a {days} días' },
  ask: { en: 'Ask for net {days} terms', es: 'Solicitar pago a {days} días' },
  asking: { en: 'Sending…', es: 'Enviando…' },
  asked: {
    en: 'Request sent: our accounts team reviews it, usually within two business days.',
    es: 'Solicitud enviada: nuestro equipo de cuentas la revisa, normalmente en dos días hábiles.',
  },
  certificatesHeading: { en: 'Tax-exemption certificates', es: 'Certificados de exención de impuestos' },
  certificatesIntro: {
    en: 'A verified certificate of the state where you pick up waives that state’s sales tax on your bookings until it expires.',
    es: 'Un certificado verificado del estado donde recoge el vehículo exime a sus reservas del impuesto sobre las ventas de ese estado hasta que vence.',
  },
  noCertificates: { en: 'No certificate uploaded yet.', es: 'Todavía no se ha subido ningún certificado.' },
  certificate: {
    en: '{state}, certificate {number}, expires {expires}',
    es: '{state}, certificado {number}, vence el {expires}',
  },
  certificateStatus: {
    en: '{status, select, pending {Waiting for our review} verified {Verified} rejected {Refused} other {{status}}}',
    es: '{status, select, pending {En espera de nuestra revisión} verified {Verificado} rejected {Rechazado} other {{status}}}',
  },
  uploadHeading: { en: 'Upload a certificate', es: 'Subir un certificado' },
  state: { en: 'State', es: 'Estado' },
  choose: { en: 'Choose…', es: 'Elija…' },
  number: { en: 'Certificate number', es: 'Número de certificado' },
  expiresOn: { en: 'Expiry date', es: 'Fecha de vencimiento' },
  upload: { en: 'Upload the certificate', es: 'Subir el certificado' },
  uploading: { en: 'Uploading…', es: 'Subiendo…' },
  uploaded: {
    en: 'Certificate uploaded: we verify it, usually within two business days.',
    es: 'Certificado subido: lo verificamos, normalmente en dos días hábiles.',
  },
  bookingsHeading: { en: 'Bookings', es: 'Reservas' },
  noBookings: {
    en: 'No bookings for the organization yet.',
    es: 'La organización todavía no tiene reservas.',
  },
  bookingCode: { en: 'Code', es: 'Código' },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  dates: { en: 'Dates', es: 'Fechas' },
  status: { en: 'Status', es: 'Estado' },
  total: { en: 'Total', es: 'Total' },
  po: { en: 'PO', es: 'Orden de compra' },
  // One message per booking status, not a select: its case `cancelled` (the API's code) would read as British copy.
  bookingPendingPayment: { en: 'Waiting for payment', es: 'En espera de pago' },
  bookingConfirmed: { en: 'Confirmed', es: 'Confirmada' },
  bookingCanceled: { en: 'Canceled', es: 'Cancelada' },
  bookingReleased: { en: 'Released', es: 'Liberada' },
  manageBooking: { en: 'Manage booking {code}', es: 'Administrar la reserva {code}' },
  invoicesHeading: { en: 'Invoices', es: 'Facturas' },
  noInvoices: { en: 'No invoices yet.', es: 'Todavía no hay facturas.' },
  invoice: { en: 'Invoice', es: 'Factura' },
  invoiceBooking: { en: 'Booking', es: 'Reserva' },
  due: { en: 'Due', es: 'Vencimiento' },
  balance: { en: 'Still to pay', es: 'Saldo pendiente' },
  invoiceStatus: {
    en: '{status, select, open {Open} paid {Paid} void {Void} other {{status}}}',
    es: '{status, select, open {Pendiente} paid {Pagada} void {Anulada} other {{status}}}',
  },
  download: { en: 'Download {number} (PDF)', es: 'Descargar {number} (PDF)' },
  downloading: { en: 'Downloading…', es: 'Descargando…' },
});
