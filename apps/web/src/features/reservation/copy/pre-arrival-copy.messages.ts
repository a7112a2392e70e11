import { defineMessages } from '../../../lib/messages';

/** The manage page's readiness and remote signing (pre-arrival-copy.ts), decision 048: every message in both languages. */
export default defineMessages({
  // Readiness for pickup
  readinessHeading: { en: 'Ready for pickup', es: 'Lista para la recogida' },
  ready: {
    en: 'Your booking is ready for pickup: every driver has checked in and the agreement is signed.',
    es: 'Su reserva está lista para la recogida: todos los conductores completaron su registro y el contrato está firmado.',
  },
  notReady: {
    en: 'Not ready for pickup yet. Here is what is still missing.',
    es: 'Todavía no está lista para la recogida. Esto es lo que falta.',
  },
  driversHeading: { en: 'Drivers', es: 'Conductores' },
  noDrivers: {
    en: 'No drivers named yet: name one for each vehicle below.',
    es: 'Aún no hay conductores designados: designe uno para cada vehículo abajo.',
  },
  statusInvited: { en: 'Invited: has not opened their link yet', es: 'Invitado: aún no abrió su enlace' },
  statusStarted: { en: 'Started: some steps done', es: 'En curso: algunos pasos completados' },
  statusReady: { en: 'Ready', es: 'Listo' },
  unknown: { en: 'Not known yet', es: 'Aún no se sabe' },
  missing: { en: 'Still missing: {items}.', es: 'Falta: {items}.' },
  stepLicense: { en: 'license details', es: 'datos de la licencia' },
  stepLicensePhotos: { en: 'license photos', es: 'fotos de la licencia' },
  stepSafety: { en: 'safety briefing', es: 'instrucciones de seguridad' },
  stepSignature: { en: 'signature', es: 'firma' },
  resend: { en: 'Send the link again', es: 'Reenviar el enlace' },
  /** Read after resend by a screen reader: "Send the link again to Ana". */
  resendTo: { en: ' to {name}', es: ' a {name}' },
  sending: { en: 'Sending…', es: 'Enviando…' },
  resent: {
    en: 'We have e-mailed {name} their link again.',
    es: 'Le reenviamos a {name} su enlace por correo electrónico.',
  },
  agreementSigned: { en: 'Rental agreement: signed.', es: 'Contrato de alquiler: firmado.' },
  agreementMissing: { en: 'Rental agreement: not signed yet.', es: 'Contrato de alquiler: aún sin firmar.' },
  signLink: { en: 'Sign it below', es: 'Fírmelo abajo' },
  insuranceMissing: {
    en: 'Certificate of insurance: not yet verified for this trip.',
    es: 'Certificado de seguro: aún no verificado para este viaje.',
  },
  insuranceLink: { en: 'Upload or check it', es: 'Súbalo o revíselo' },

  // The rental agreement
  agreementHeading: { en: 'Rental agreement', es: 'Contrato de alquiler' },
  agreementIntro: {
    en: 'Sign the rental agreement now, from your phone or computer, so nobody waits at the counter. We e-mail you a PDF copy.',
    es: 'Firme el contrato de alquiler ahora, desde su teléfono o computadora, para que nadie espere en el mostrador. Le enviamos una copia en PDF por correo electrónico.',
  },
  open: { en: 'Read and sign the agreement', es: 'Leer y firmar el contrato' },
  loading: { en: 'Loading the agreement…', es: 'Cargando el contrato…' },
  summaryHeading: { en: 'What you sign', es: 'Lo que firma' },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  drivers: { en: 'Drivers', es: 'Conductores' },
  dates: { en: 'Dates', es: 'Fechas' },
  charges: { en: 'Charges', es: 'Cargos' },
  total: { en: 'Total', es: 'Total' },
  noneNamed: { en: 'None named yet', es: 'Ninguno designado aún' },
  version: { en: 'Terms version {version}', es: 'Versión de los términos: {version}' },
  consent: { en: 'I agree to sign electronically', es: 'Acepto firmar electrónicamente' },
  sign: { en: 'Sign the agreement', es: 'Firmar el contrato' },
  signing: { en: 'Signing…', es: 'Firmando…' },
  signedHeading: { en: 'Agreement signed', es: 'Contrato firmado' },
  signedNow: {
    en: 'You have signed the rental agreement. A PDF copy is on its way to your e-mail.',
    es: 'Firmó el contrato de alquiler. Le estamos enviando una copia en PDF por correo electrónico.',
  },
  signedOn: { en: 'Signed on {when}.', es: 'Firmado el {when}.' },
  summaryTitle: { en: 'Check your signature', es: 'Revise su firma' },
  signature: { en: 'Your signature', es: 'Su firma' },
  signatureBox: {
    en: 'Signature box: sign with a finger or the mouse',
    es: 'Recuadro de firma: firme con el dedo o el mouse',
  },
  signatureHint: {
    en: 'Sign inside the box with a finger, a stylus or the mouse.',
    es: 'Firme dentro del recuadro con el dedo, un lápiz óptico o el mouse.',
  },
  signed: { en: 'Signed.', es: 'Firmado.' },
  notSigned: { en: 'Not signed yet.', es: 'Aún sin firmar.' },
  signatureLoading: { en: 'Loading the signature box…', es: 'Cargando el recuadro de firma…' },
  clearSignature: { en: 'Clear signature', es: 'Borrar la firma' },
});
