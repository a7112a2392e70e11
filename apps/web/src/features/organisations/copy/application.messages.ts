import { defineMessages } from '../../../lib/messages';

/**
 * The organization account application (/organisations' form), and the words of it the
 * account page asks again (decision 048: every message in both languages).
 */
export default defineMessages({
  name: { en: 'Organization name', es: 'Nombre de la organización' },
  kind: { en: 'Kind of organization', es: 'Tipo de organización' },
  choose: { en: 'Choose…', es: 'Elija…' },
  contactLegend: { en: 'Billing contact', es: 'Contacto de facturación' },
  contactHint: {
    en: 'The access key and the invoices go to this person.',
    es: 'La clave de acceso y las facturas se envían a esta persona.',
  },
  contactName: { en: 'Full name', es: 'Nombre completo' },
  contactEmail: { en: 'E-mail address', es: 'Correo electrónico' },
  contactPhone: { en: 'Phone number', es: 'Número de teléfono' },
  phoneHint: {
    en: 'Include the country code if it is not a US number.',
    es: 'Incluya el código de país si no es un número de EE. UU.',
  },
  addressLegend: { en: 'Billing address', es: 'Dirección de facturación' },
  line1: { en: 'Street address', es: 'Calle y número' },
  line2: { en: 'Suite, building or PO box', es: 'Oficina, edificio o apartado postal' },
  city: { en: 'City', es: 'Ciudad' },
  region: { en: 'State', es: 'Estado' },
  postalCode: { en: 'ZIP code', es: 'Código postal' },
  termsLegend: { en: 'Ask for invoice terms', es: 'Solicitar condiciones de facturación' },
  termsHint: {
    en: 'Pay invoices 15, 30 or 60 days after they are issued, once our accounts team approves them.',
    es: 'Pague las facturas 15, 30 o 60 días después de su emisión, una vez que nuestro equipo de cuentas apruebe las condiciones.',
  },
  termsNone: { en: 'Not now', es: 'Ahora no' },
  termsNet: { en: 'Net {days} days', es: 'Pago a {days} días' },
  paysByPurchaseOrder: { en: 'We pay by purchase order', es: 'Pagamos con orden de compra' },
  paysByPurchaseOrderHint: {
    en: 'Once your invoice terms are approved, each booking paid by invoice asks for the PO number and prints it on the invoice.',
    es: 'Una vez aprobadas sus condiciones de facturación, cada reserva pagada con factura pide el número de orden de compra y lo imprime en la factura.',
  },
  submit: { en: 'Apply for an account', es: 'Solicitar una cuenta' },
  createdHeading: { en: '{name} has an account', es: '{name} ya tiene una cuenta' },
  createdCode: { en: 'Your account code', es: 'Su código de cuenta' },
  createdKeySent: {
    en: 'We have e-mailed the access key to {email}. Keep it like a password: with the code, it opens the account page and books for the organization.',
    es: 'Enviamos la clave de acceso por correo electrónico a {email}. Guárdela como una contraseña: con el código, abre la página de la cuenta y permite reservar para la organización.',
  },
  createdRemembered: {
    en: 'This device remembers the account: when you book here, you can book for the organization.',
    es: 'Este dispositivo recuerda la cuenta: cuando reserve aquí, podrá reservar para la organización.',
  },
  createdTermsRequested: {
    en: 'Our accounts team reviews your request for net {days} terms, usually within two business days.',
    es: 'Nuestro equipo de cuentas revisa su solicitud de pago a {days} días, normalmente en dos días hábiles.',
  },
  createdPaysByPurchaseOrder: {
    en: 'You told us your organization pays by purchase order: once your terms are approved, each booking paid by invoice asks for the PO number.',
    es: 'Nos indicó que su organización paga con orden de compra: una vez aprobadas sus condiciones, cada reserva pagada con factura pedirá el número de orden de compra.',
  },
  createdOpen: { en: 'Open the account page', es: 'Abrir la página de la cuenta' },
  createdBook: { en: 'Book for this organization', es: 'Reservar para esta organización' },
});
