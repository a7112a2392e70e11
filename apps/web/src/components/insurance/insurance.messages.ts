import { defineMessages } from '../../lib/messages';

/**
 * The certificate of insurance's form and status, on the manage page and the organization page
 * (decision 048: every message in both languages).
 */
export default defineMessages({
  heading: { en: 'Certificate of insurance', es: 'Certificado de seguro' },
  loadingForm: { en: 'Loading the upload form…', es: 'Cargando el formulario…' },
  intro: {
    en: 'You declined our protection: before the vehicles go out, upload a certificate of insurance that covers hired vehicles for the whole trip. We review it and e-mail you the outcome.',
    es: 'Usted rechazó nuestra protección: antes de que salgan los vehículos, suba un certificado de seguro que cubra vehículos alquilados durante todo el viaje. Lo revisamos y le enviamos el resultado por correo electrónico.',
  },
  organisationIntro: {
    en: 'Declining our protection? A verified certificate of insurance here covers every booking of your organization whose dates it spans.',
    es: '¿Rechaza nuestra protección? Un certificado de seguro verificado aquí cubre todas las reservas de su organización que caigan dentro de sus fechas.',
  },
  statusMissing: { en: 'Not uploaded yet', es: 'Aún no se ha subido' },
  statusPending: { en: 'Waiting for our review', es: 'En espera de nuestra revisión' },
  statusVerified: { en: 'Verified', es: 'Verificado' },
  statusRejected: { en: 'Not accepted', es: 'No aceptado' },
  statusLabel: { en: 'Status', es: 'Estado' },
  validUntil: { en: 'Valid until {date}', es: 'Vigente hasta el {date}' },
  rejectedBecause: { en: 'Why: {reason}', es: 'Motivo: {reason}' },
  notCovering: { en: 'It does not cover this trip: {problem}', es: 'No cubre este viaje: {problem}' },
  fromOrganisation: {
    en: 'Your organization’s certificate covers this booking.',
    es: 'El certificado de su organización cubre esta reserva.',
  },
  uploadHeading: { en: 'Upload a certificate of insurance', es: 'Subir un certificado de seguro' },
  insurer: { en: 'Insurer', es: 'Aseguradora' },
  policyNumber: { en: 'Policy number', es: 'Número de póliza' },
  validFrom: { en: 'Valid from', es: 'Vigente desde' },
  validTo: { en: 'Valid to', es: 'Vigente hasta' },
  liabilityLimit: {
    en: 'Liability limit (US dollars)',
    es: 'Límite de responsabilidad civil (dólares estadounidenses)',
  },
  liabilityHint: {
    en: 'As printed on the certificate, e.g. 1,000,000.',
    es: 'Tal como aparece en el certificado, p. ej., 1,000,000.',
  },
  coversHiredVehicles: {
    en: 'The policy covers hired (non-owned) vehicles',
    es: 'La póliza cubre vehículos alquilados (no propios)',
  },
  upload: { en: 'Upload certificate', es: 'Subir certificado' },
  uploading: { en: 'Uploading…', es: 'Subiendo…' },
  uploaded: {
    en: 'Certificate uploaded: we will e-mail you once we have reviewed it.',
    es: 'Certificado subido: le escribiremos por correo electrónico cuando lo hayamos revisado.',
  },
  list: { en: 'Your certificates of insurance', es: 'Sus certificados de seguro' },
  none: { en: 'No certificate of insurance yet.', es: 'Todavía no hay ningún certificado de seguro.' },
});
