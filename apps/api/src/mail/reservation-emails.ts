import { brand } from '@convoy/domain/content/brand';
import { toIcs } from '@convoy/domain/rules/calendar';
import { oneWayTermsWords } from '@convoy/domain/rules/cancellation-words';
import { defineMessages } from '../i18n/messages.ts';
import type { ChangeSnapshot, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatAddress, formatMoney } from './format.ts';
import { moneyBlocks } from './money-emails.ts';
import { priceLines, priceSummary } from './price-lines.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import {
  locationBlock,
  manageUrl,
  reservationFacts,
  returnLocationOf,
  siteLink,
  vehicles,
} from './reservation-facts.ts';

/** The renter's confirmation and cancellation e-mails, each with its calendar file, in their language (decision 048). */

const words = defineMessages({
  driversNeeded: {
    en: '{n, plural, one {One vehicle needs} other {# vehicles need}} a named driver before pickup: add each driver, with their license, from the manage page.',
    es: '{n, plural, one {Un vehículo necesita} other {# vehículos necesitan}} un conductor designado antes de la recogida: agregue a cada conductor, con su licencia, desde la página de su reserva.',
  },
  pickUpAndReturnAt: { en: 'Pick up and return at {location}.', es: 'Recogida y devolución en {location}.' },
  pickUpReturnTo: {
    en: 'Pick up at {location}; return to {returnLocation}.',
    es: 'Recogida en {location}; devolución en {returnLocation}.',
  },
  calendarDescription: {
    en: 'Reservation {code}. {price} {where} Manage: {url}',
    es: 'Reserva {code}. {price} {where} Administrar: {url}',
  },
  calendarFile: { en: 'reservation-{code}.ics', es: 'reserva-{code}.ics' },
  confirmedSubject: {
    en: 'Your {brand} reservation {code} is confirmed',
    es: 'Su reserva {code} de {brand} está confirmada',
  },
  confirmedTitle: { en: 'Reservation {code} confirmed', es: 'Reserva {code} confirmada' },
  confirmedBody: {
    en: 'Your reservation is confirmed. Keep your code handy: you need it, with this e-mail address, to look up or cancel the booking.',
    es: 'Su reserva está confirmada. Tenga a mano su código: lo necesita, junto con este correo electrónico, para consultar o cancelar la reserva.',
  },
  price: { en: 'Price', es: 'Precio' },
  viewOrCancel: { en: 'View or cancel your reservation', es: 'Ver o cancelar su reserva' },
  calendarAdds: {
    en: 'The attached calendar file adds the rental to your calendar. Every driver brings a valid driver’s license; the renter brings a credit card in their name.',
    es: 'El archivo de calendario adjunto agrega el alquiler a su calendario. Cada conductor trae una licencia de conducir vigente; el arrendatario trae una tarjeta de crédito a su nombre.',
  },
  questions: {
    en: 'Questions? Call {location} at {phone} or reply to this e-mail.',
    es: '¿Preguntas? Llame a {location} al {phone} o responda a este correo.',
  },
  canceling: { en: 'Canceling', es: 'Cancelación' },
  cancellationFee: { en: 'Cancellation fee', es: 'Cargo por cancelación' },
  noFee: { en: 'None', es: 'Ninguno' },
  changedSubject: {
    en: 'Your {brand} reservation {code} has changed',
    es: 'Su reserva {code} de {brand} ha cambiado',
  },
  changedTitle: { en: 'Reservation {code} changed', es: 'Reserva {code} modificada' },
  changedBody: {
    en: 'Your reservation has changed. What changed:',
    es: 'Su reserva ha cambiado. Lo que cambió:',
  },
  priceAltered: { en: 'What the change alters in the price', es: 'Lo que el cambio modifica en el precio' },
  newPrice: { en: 'New price', es: 'Precio nuevo' },
  beforeChange: { en: 'Before the change', es: 'Antes del cambio' },
  changeAdds: { en: 'The change adds', es: 'El cambio agrega' },
  changeSaves: { en: 'The change saves', es: 'El cambio ahorra' },
  feeFloor: {
    en: 'Canceling after this change costs at least {fee}: what canceling before it would have cost.',
    es: 'Cancelar después de este cambio cuesta al menos {fee}: lo que habría costado cancelar antes de él.',
  },
  viewChangeOrCancel: {
    en: 'View, change or cancel your reservation',
    es: 'Ver, cambiar o cancelar su reserva',
  },
  calendarUpdates: {
    en: 'The attached calendar file updates the rental in your calendar.',
    es: 'El archivo de calendario adjunto actualiza el alquiler en su calendario.',
  },
  canceledSubject: {
    en: 'Your {brand} reservation {code} is canceled',
    es: 'Su reserva {code} de {brand} está cancelada',
  },
  canceledTitle: { en: 'Reservation {code} canceled', es: 'Reserva {code} cancelada' },
  canceledBody: {
    en: 'Your reservation is canceled and the vehicles are released. There is nothing more to do.',
    es: 'Su reserva está cancelada y los vehículos quedan liberados. No tiene que hacer nada más.',
  },
  calendarRemoves: {
    en: 'The attached calendar file removes the rental from your calendar.',
    es: 'El archivo de calendario adjunto quita el alquiler de su calendario.',
  },
  bookAgain: { en: 'Book again', es: 'Reservar de nuevo' },
  notYou: {
    en: 'Did not cancel this yourself? Call {location} at {phone}.',
    es: '¿No canceló usted esta reserva? Llame a {location} al {phone}.',
  },
});

/** How many vehicles still need a named driver, as a sentence (none in messages queued before drivers). */
function driversNeededBlocks({ reservation: r }: ReservationSnapshot): Block[] {
  const needed = r.driversNeeded ?? 0;
  if (needed === 0) return [];
  return [{ type: 'paragraph', text: words().driversNeeded({ n: needed }) }];
}

function calendarFile(s: ReservationSnapshot, ctx: MailContext, cancelled: boolean) {
  const { reservation: r, location } = s;
  const there = returnLocationOf(s);
  const at = (l: typeof location) => `${l.name}, ${formatAddress(l.address)}`;
  const where = there
    ? words().pickUpReturnTo({ location: at(location), returnLocation: at(there) })
    : words().pickUpAndReturnAt({ location: at(location) });
  const ics = toIcs(
    {
      // Stable per reservation, so the cancellation removes the event the confirmation added.
      uid: `${r.code}@${new URL(brand.siteUrl).hostname}`,
      title: `${brand.name}: ${vehicles(s)} (${r.code})`,
      description: words().calendarDescription({
        code: r.code,
        price: priceSummary(s.pricing),
        where,
        url: manageUrl(ctx, r.code),
      }),
      location: `${location.name}, ${formatAddress(location.address)}`,
      start: new Date(r.pickupAt),
      end: new Date(r.returnAt),
      organizer: { name: brand.name, email: brand.email },
      cancelled,
    },
    brand.name,
  );
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: words().calendarFile({ code: r.code }),
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

export const confirmationSubject = (s: ReservationSnapshot) =>
  words().confirmedSubject({ brand: brand.name, code: s.reservation.code });

export function reservationConfirmation(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r } = s;
  const w = words();
  const title = w.confirmedTitle({ code: r.code });
  const blocks: Block[] = [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.confirmedBody() },
    { type: 'facts', rows: reservationFacts(s, ctx) },
    ...driversNeededBlocks(s),
    ...locationBlock(s),
    { type: 'heading', text: w.price() },
    { type: 'facts', rows: priceLines(s.pricing) },
    ...moneyBlocks(s.money, ctx, r.code),
    ...cancellationBlocks(s),
    { type: 'link', label: w.viewOrCancel(), url: manageUrl(ctx, r.code) },
    { type: 'paragraph', text: w.calendarAdds() },
    { type: 'paragraph', text: w.questions({ location: s.location.name, phone: s.location.phone }) },
  ];
  return {
    subject: confirmationSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, false)],
  };
}

/**
 * What cancelling costs, tier by tier, as the stored policy said when the
 * message was written; a one-way route's own terms say they are (decision 028).
 */
function cancellationBlocks({ cancellation }: ReservationSnapshot): Block[] {
  if (!cancellation) return [];
  return [
    { type: 'heading', text: words().canceling() },
    ...(cancellation.oneWayTerms ? [{ type: 'paragraph' as const, text: oneWayTermsWords }] : []),
    { type: 'lines', lines: [...cancellation.policy, cancellation.noShow] },
  ];
}

/** The fee the cancellation policy set (a message queued before the policy has none). */
function feeRows({ reservation: r }: ReservationSnapshot): [string, string][] {
  const fee = r.cancellationFeeCents;
  if (fee === undefined || fee === null) return [];
  return [[words().cancellationFee(), fee === 0 ? words().noFee() : formatMoney(fee)]];
}

export const changeSubject = (s: ReservationSnapshot) =>
  words().changedSubject({ brand: brand.name, code: s.reservation.code });

/**
 * What changed, the reservation as it is now, each charge the change alters
 * (before → after), its new price and the difference, and the updated calendar entry.
 */
export function reservationChange(s: ChangeSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r, change } = s;
  const w = words();
  const title = w.changedTitle({ code: r.code });
  const difference = change.differenceCents;
  const blocks: Block[] = [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.changedBody() },
    { type: 'lines', lines: change.changes },
    { type: 'facts', rows: reservationFacts(s, ctx) },
    ...locationBlock(s),
    ...((change.priceChanges ?? []).length > 0
      ? [
          { type: 'heading' as const, text: w.priceAltered() },
          {
            type: 'facts' as const,
            rows: (change.priceChanges ?? []).map((c): [string, string] => [
              c.label,
              `${formatMoney(c.beforeCents)} → ${formatMoney(c.afterCents)}`,
            ]),
          },
        ]
      : []),
    { type: 'heading', text: w.newPrice() },
    { type: 'facts', rows: priceLines(s.pricing) },
    {
      type: 'facts',
      rows: [
        [w.beforeChange(), formatMoney(change.previousTotalCents)],
        [difference >= 0 ? w.changeAdds() : w.changeSaves(), formatMoney(Math.abs(difference))],
      ],
    },
    // SPEC Part B §14: a change never lowers what cancelling costs (a row queued before the floor existed has none).
    ...(change.cancellationFeeFloorCents > 0
      ? [
          {
            type: 'paragraph' as const,
            text: w.feeFloor({ fee: formatMoney(change.cancellationFeeFloorCents) }),
          },
        ]
      : []),
    ...moneyBlocks(s.money, ctx, r.code),
    ...cancellationBlocks(s),
    { type: 'link', label: w.viewChangeOrCancel(), url: manageUrl(ctx, r.code) },
    { type: 'paragraph', text: w.calendarUpdates() },
  ];
  return {
    subject: changeSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, false)],
  };
}

export const cancellationSubject = (s: ReservationSnapshot) =>
  words().canceledSubject({ brand: brand.name, code: s.reservation.code });

export function reservationCancellation(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r } = s;
  const w = words();
  const title = w.canceledTitle({ code: r.code });
  const blocks: Block[] = [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.canceledBody() },
    { type: 'facts', rows: [...reservationFacts(s), ...feeRows(s)] },
    ...moneyBlocks(s.money, ctx, r.code),
    { type: 'paragraph', text: w.calendarRemoves() },
    { type: 'link', label: w.bookAgain(), url: siteLink(ctx, '/') },
    { type: 'paragraph', text: w.notYou({ location: s.location.name, phone: s.location.phone }) },
  ];
  return {
    subject: cancellationSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, true)],
  };
}
