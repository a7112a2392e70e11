import { defineMessages } from '../i18n/messages.ts';
import type { InsuranceHolder, InsuranceSnapshot } from '../outbox/outbox-message.ts';
import { type Block, greeting } from './document.ts';
import { formatLocalDate } from './format.ts';
import { accountUrl, render } from './money-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageUrl } from './reservation-facts.ts';

/** Certificates of insurance (decision 023): staff's decision and the reminder before one ends (decision 048: in the render's language). */

const words = defineMessages({
  insurer: { en: 'Insurer', es: 'Aseguradora' },
  valid: { en: 'Valid', es: 'Vigencia' },
  validFromTo: { en: '{from} to {to}', es: 'del {from} al {to}' },
  verifiedSubject: {
    en: 'Certificate of insurance for {whose}: verified',
    es: 'Certificado de seguro de {whose}: verificado',
  },
  rejectedSubject: {
    en: 'Certificate of insurance for {whose}: not accepted',
    es: 'Certificado de seguro de {whose}: no aceptado',
  },
  servedReservation: { en: 'reservation {code}', es: 'la reserva {code}' },
  servedBookings: { en: '{name}’s bookings', es: 'las reservas de {name}' },
  reviewedTitle: {
    en: 'Certificate of insurance from {insurer}',
    es: 'Certificado de seguro de {insurer}',
  },
  verified: {
    en: 'We verified your certificate of insurance: it covers the vehicles of {served} picked up and returned by {validTo}.',
    es: 'Verificamos su certificado de seguro: cubre los vehículos de {served} que se recojan y se devuelvan a más tardar el {validTo}.',
  },
  rejected: {
    en: 'We could not accept your certificate of insurance: {reason}. Upload a corrected one before pickup: the vehicles cannot go out without it.',
    es: 'No pudimos aceptar su certificado de seguro: {reason}. Suba uno corregido antes de la recogida: los vehículos no pueden salir sin él.',
  },
  notVerified: { en: 'it could not be verified', es: 'no se pudo verificar' },
  viewIt: { en: 'View it', es: 'Verlo' },
  uploadCorrected: { en: 'Upload a corrected certificate', es: 'Subir un certificado corregido' },
  reminderSubject: {
    en: '{whose}: your certificate of insurance ends on {validTo}',
    es: '{whose}: su certificado de seguro vence el {validTo}',
  },
  reminderTitle: {
    en: 'Your certificate of insurance ends soon',
    es: 'Su certificado de seguro vence pronto',
  },
  endsOn: {
    en: 'Your certificate of insurance from {insurer} ends on {validTo}. Vehicles returned after that day cannot go out on it: upload the renewed certificate before then.',
    es: 'Su certificado de seguro de {insurer} vence el {validTo}. Los vehículos que se devuelvan después de ese día no pueden salir con él: suba el certificado renovado antes de esa fecha.',
  },
  uploadRenewed: { en: 'Upload the renewed certificate', es: 'Subir el certificado renovado' },
});

/** Where the holder uploads a certificate: the booking's manage page, or the organisation's page. */
const uploadLink = (h: InsuranceHolder, ctx: MailContext, label: string): Block => ({
  type: 'link',
  label,
  url: h.reservationCode ? manageUrl(ctx, h.reservationCode) : accountUrl(ctx, h.organisationCode ?? ''),
});

const whose = (h: InsuranceHolder) => h.reservationCode ?? h.organisationCode ?? '';

const facts = (c: InsuranceSnapshot): Block => ({
  type: 'facts',
  rows: [
    [words().insurer(), c.insurer],
    [
      words().valid(),
      words().validFromTo({ from: formatLocalDate(c.validFrom), to: formatLocalDate(c.validTo) }),
    ],
  ],
});

export const insuranceReviewedSubject = (h: InsuranceHolder, c: { status: string }) =>
  c.status === 'verified'
    ? words().verifiedSubject({ whose: whose(h) })
    : words().rejectedSubject({ whose: whose(h) });

export function insuranceReviewed(
  h: InsuranceHolder,
  c: InsuranceSnapshot & { status: 'verified' | 'rejected'; rejectionReason: string | null },
  ctx: MailContext,
): RenderedEmail {
  const w = words();
  const served = h.reservationCode
    ? w.servedReservation({ code: h.reservationCode })
    : w.servedBookings({ name: h.name });
  return render(insuranceReviewedSubject(h, c), w.reviewedTitle({ insurer: c.insurer }), [
    greeting(h.name),
    {
      type: 'paragraph',
      text:
        c.status === 'verified'
          ? w.verified({ served, validTo: formatLocalDate(c.validTo) })
          : w.rejected({ reason: c.rejectionReason ?? w.notVerified() }),
    },
    facts(c),
    uploadLink(h, ctx, c.status === 'verified' ? w.viewIt() : w.uploadCorrected()),
  ]);
}

export const insuranceReminderSubject = (h: InsuranceHolder, c: InsuranceSnapshot) =>
  words().reminderSubject({ whose: whose(h), validTo: formatLocalDate(c.validTo) });

export function insuranceReminder(h: InsuranceHolder, c: InsuranceSnapshot, ctx: MailContext): RenderedEmail {
  const w = words();
  return render(insuranceReminderSubject(h, c), w.reminderTitle(), [
    greeting(h.name),
    {
      type: 'paragraph',
      text: w.endsOn({ insurer: c.insurer, validTo: formatLocalDate(c.validTo) }),
    },
    facts(c),
    uploadLink(h, ctx, w.uploadRenewed()),
  ]);
}
