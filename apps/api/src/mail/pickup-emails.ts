import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type { DriverStillMissing, PreArrivalItem, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { locationBlock, manageLink, manageUrl, reservationFacts } from './reservation-facts.ts';

/** The reminders before pickup: what each driver still has to do, and the day-before reminder (decision 048: in the renter's language). */

const words = defineMessages({
  identity: {
    en: 'their name, date of birth and address confirmed',
    es: 'nombre, fecha de nacimiento y dirección confirmados',
  },
  licence: { en: 'license details', es: 'datos de la licencia' },
  licencePhotos: { en: 'photos of the license', es: 'fotos de la licencia' },
  safetyAcknowledgement: {
    en: 'the 15-passenger van safety briefing',
    es: 'las instrucciones de seguridad para la van de 15 pasajeros',
  },
  acknowledgementSignature: {
    en: 'the signed driver’s acknowledgement',
    es: 'la declaración del conductor firmada',
  },
  stillToDo: { en: '{name} ({vehicle}): {items}', es: '{name} ({vehicle}): {items}' },
  stillToDoRelinked: {
    en: '{name} ({vehicle}): {items} — we have e-mailed them their link again',
    es: '{name} ({vehicle}): {items} — le enviamos de nuevo su enlace por correo electrónico',
  },
  stillToDoHeading: { en: 'Still to do before pickup', es: 'Pendiente antes de la recogida' },
  relinked: {
    en: 'The link we just sent replaces the one they had. A driver without e-mail, or who cannot find it, can be sent a link from the manage page.',
    es: 'El enlace que acabamos de enviar reemplaza el que tenían. A un conductor sin correo electrónico, o que no lo encuentre, se le puede enviar un enlace desde la página de su reserva.',
  },
  sendAgain: {
    en: 'Send a driver their link again from the manage page',
    es: 'Enviar de nuevo a un conductor su enlace desde la página de su reserva',
  },
  bringLicence: {
    en: 'Every driver: a valid driver’s license.',
    es: 'Cada conductor: una licencia de conducir vigente.',
  },
  bringCardDeposit: {
    en: 'The renter: a credit card in their name for the {deposit} deposit.',
    es: 'El arrendatario: una tarjeta de crédito a su nombre para el depósito de {deposit}.',
  },
  bringCard: {
    en: 'The renter: a credit card in their name.',
    es: 'El arrendatario: una tarjeta de crédito a su nombre.',
  },
  bringCertificate: {
    en: 'Your certificate of insurance: you declined our protection, so your own cover must be shown.',
    es: 'Su certificado de seguro: usted rechazó nuestra protección, así que debe mostrar su propia cobertura.',
  },
  daySubject: {
    en: 'Your {brand} pickup: where, when and what to bring (reservation {code})',
    es: 'Su recogida con {brand}: dónde, cuándo y qué traer (reserva {code})',
  },
  yourPickup: {
    en: 'Your pickup at {location} is {when}.',
    es: 'Su recogida en {location} es el {when}.',
  },
  whatToBring: { en: 'What to bring', es: 'Qué traer' },
  dayTitle: { en: 'Reservation {code}: pickup soon', es: 'Reserva {code}: recogida próxima' },
});

const itemWords: Record<PreArrivalItem, () => string> = {
  identity: () => words().identity(),
  licence: () => words().licence(),
  licence_photos: () => words().licencePhotos(),
  safety_acknowledgement: () => words().safetyAcknowledgement(),
  acknowledgement_signature: () => words().acknowledgementSignature(),
};

/** One line per driver with steps still to do, and where to send their links again; nothing when all are done. */
export function driversStillMissingBlocks(
  drivers: readonly DriverStillMissing[],
  ctx: MailContext,
  code: string,
): Block[] {
  const w = words();
  const lines = drivers
    .filter((d) => d.missing.length > 0)
    .map((d) => {
      const values = {
        name: d.name,
        vehicle: d.vehicle,
        items: d.missing.map((item) => itemWords[item]()).join(', '),
      };
      return d.linkSent ? w.stillToDoRelinked(values) : w.stillToDo(values);
    });
  if (lines.length === 0) return [];
  const relinked = drivers.some((d) => d.linkSent);
  return [
    { type: 'heading', text: w.stillToDoHeading() },
    { type: 'lines', lines },
    ...(relinked ? ([{ type: 'paragraph', text: w.relinked() }] satisfies Block[]) : []),
    { type: 'link', label: w.sendAgain(), url: manageUrl(ctx, code) },
  ];
}

/** The deposit taken at pickup (a message queued before the true total has none). */
export const depositOf = (s: ReservationSnapshot): number =>
  'depositCents' in s.pricing ? s.pricing.depositCents : 0;

/** What the renter and the drivers bring to the counter, from the reservation as booked. */
export function whatToBring(s: ReservationSnapshot): string[] {
  const deposit = depositOf(s);
  const w = words();
  return [
    w.bringLicence(),
    deposit > 0 ? w.bringCardDeposit({ deposit: formatMoney(deposit) }) : w.bringCard(),
    ...(s.reservation.protectionDeclined === true ? [w.bringCertificate()] : []),
  ];
}

export const pickupDaySubject = (s: ReservationSnapshot) =>
  words().daySubject({ brand: brand.name, code: s.reservation.code });

/** The day before pickup: the time in the location's zone, the address and hours, what to bring. */
export function pickupDayReminder(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const w = words();
  const blocks: Block[] = [
    greeting(r.contact.firstName),
    {
      type: 'paragraph',
      text: w.yourPickup({
        location: s.location.name,
        when: formatLocalDateTime(r.pickupAt, s.location.timezone),
      }),
    },
    ...locationBlock(s),
    { type: 'heading', text: w.whatToBring() },
    { type: 'lines', lines: whatToBring(s) },
    { type: 'facts', rows: reservationFacts(s) },
    manageLink(ctx, r.code),
  ];
  return {
    subject: pickupDaySubject(s),
    text: toText(blocks),
    html: toHtml(w.dayTitle({ code: r.code }), blocks),
    attachments: [],
  };
}
