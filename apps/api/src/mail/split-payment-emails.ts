import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type {
  SplitPaymentLinkPayload,
  SplitPaymentReceiptPayload,
  SplitTakenOverPayload,
} from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatLocalDate, formatMoney } from './format.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageUrl } from './reservation-facts.ts';

/**
 * E-mails of a split booking (decision 045): a member's link and reminder and the receipt of their
 * payment, each to that member alone and naming no other member; the organizer's word when the due
 * date passes the unpaid shares to them. In the booking's language (decision 048: the payload's `locale`).
 */

const words = defineMessages({
  reminderSubject: {
    en: 'Reminder: your share of {amount} for {organiser}’s trip ({code})',
    es: 'Recordatorio: su parte de {amount} del viaje de {organiser} ({code})',
  },
  linkSubject: {
    en: '{organiser} asked you to pay your share of {amount} ({code})',
    es: '{organiser} le pidió pagar su parte de {amount} ({code})',
  },
  reminderIntro: {
    en: 'Your share of {organiser}’s booking {code} is still to pay: {amount}.',
    es: 'Su parte de la reserva {code} de {organiser} sigue pendiente de pago: {amount}.',
  },
  reminderIntroBy: {
    en: 'Your share of {organiser}’s booking {code} is still to pay: {amount} by {date}.',
    es: 'Su parte de la reserva {code} de {organiser} sigue pendiente de pago: {amount}, a más tardar el {date}.',
  },
  linkIntro: {
    en: '{organiser} booked the {vehicle} at {location} from {pickup} (booking {code}) and split the cost among the group. Your share is {amount}, to pay before pickup.',
    es: '{organiser} reservó el vehículo {vehicle} en {location} a partir del {pickup} (reserva {code}) y dividió el costo entre el grupo. Su parte es de {amount}, a pagar antes de la recogida.',
  },
  linkIntroBy: {
    en: '{organiser} booked the {vehicle} at {location} from {pickup} (booking {code}) and split the cost among the group. Your share is {amount}, to pay by {date}.',
    es: '{organiser} reservó el vehículo {vehicle} en {location} a partir del {pickup} (reserva {code}) y dividió el costo entre el grupo. Su parte es de {amount}, a pagar a más tardar el {date}.',
  },
  payShare: { en: 'Pay your share', es: 'Pagar su parte' },
  yoursAlone: {
    en: 'The link is yours alone. You pay by card on {brand}’s secure payment page and get a receipt by e-mail. What is not paid by the due date falls to {organiser}.',
    es: 'El enlace es solo para usted. Usted paga con tarjeta en la página de pago segura de {brand} y recibe un recibo por correo electrónico. Lo que no se pague antes de la fecha de vencimiento pasa a cargo de {organiser}.',
  },
  yoursAloneAgain: {
    en: 'The link is yours alone (the one sent before no longer works). You pay by card on {brand}’s secure payment page and get a receipt by e-mail. What is not paid by the due date falls to {organiser}.',
    es: 'El enlace es solo para usted (el que le enviamos antes ya no funciona). Usted paga con tarjeta en la página de pago segura de {brand} y recibe un recibo por correo electrónico. Lo que no se pague antes de la fecha de vencimiento pasa a cargo de {organiser}.',
  },
  receiptSubject: {
    en: 'Receipt: your share of {brand} booking {code}',
    es: 'Recibo: su parte de la reserva {code} de {brand}',
  },
  receiptBody: {
    en: 'Thank you: we received {amount} for your share of booking {code}, organized by {organiser}. The receipt is attached as a PDF.',
    es: 'Gracias: recibimos {amount} por su parte de la reserva {code}, organizada por {organiser}. Adjuntamos el recibo en PDF.',
  },
  takenOverSubject: {
    en: 'Shares not paid by the due date now fall to you ({code})',
    es: 'Las partes no pagadas antes del vencimiento ahora le corresponden a usted ({code})',
  },
  takenOverBody: {
    en: 'The balance of booking {code} is due, and these members had not paid their share: {members}. As organizer, you now pay what is left: {amount} in all, online or at the counter.',
    es: 'Venció el saldo de la reserva {code} y estos miembros no habían pagado su parte: {members}. Como organizador, ahora usted paga lo que falta: {amount} en total, en línea o en el mostrador.',
  },
  payBalance: { en: 'Pay the balance online', es: 'Pagar el saldo en línea' },
  unnamedMember: { en: 'A member', es: 'Un miembro' },
});

/** How the organizer's e-mail names a member who gave no name, in the language being written. */
export const unnamedMember = () => words().unnamedMember();

const render = (subject: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(subject, blocks),
  attachments: [],
});

export const splitPaymentLinkSubject = (p: SplitPaymentLinkPayload) =>
  p.kind === 'split_payment_reminder'
    ? words().reminderSubject({ amount: formatMoney(p.dueCents), organiser: p.organiserName, code: p.code })
    : words().linkSubject({ organiser: p.organiserName, amount: formatMoney(p.shareCents), code: p.code });

export function splitPaymentLink(p: SplitPaymentLinkPayload, ctx: MailContext): RenderedEmail {
  const w = words();
  const reminder = p.kind === 'split_payment_reminder';
  const date = p.dueOn ? formatLocalDate(p.dueOn) : undefined;
  const facts = { organiser: p.organiserName, code: p.code };
  const intro = reminder
    ? date
      ? w.reminderIntroBy({ ...facts, amount: formatMoney(p.dueCents), date })
      : w.reminderIntro({ ...facts, amount: formatMoney(p.dueCents) })
    : (date ? w.linkIntroBy : w.linkIntro)({
        ...facts,
        vehicle: p.vehicleName,
        location: p.locationName,
        pickup: p.pickup,
        amount: formatMoney(p.shareCents),
        ...(date ? { date } : {}),
      });
  const alone = reminder ? w.yoursAloneAgain : w.yoursAlone;
  return render(splitPaymentLinkSubject(p), [
    greeting(p.payerName),
    { type: 'paragraph', text: intro },
    { type: 'link', label: w.payShare(), url: ctx.open(p.link) },
    { type: 'paragraph', text: alone({ brand: brand.name, organiser: p.organiserName }) },
  ]);
}

export const splitPaymentReceiptSubject = (p: SplitPaymentReceiptPayload) =>
  words().receiptSubject({ brand: brand.name, code: p.code });

export function splitPaymentReceipt(p: SplitPaymentReceiptPayload): RenderedEmail {
  const w = words();
  return render(splitPaymentReceiptSubject(p), [
    greeting(p.payerName),
    {
      type: 'paragraph',
      text: w.receiptBody({
        amount: formatMoney(p.amountCents),
        code: p.code,
        organiser: p.organiserName,
      }),
    },
  ]);
}

export const splitTakenOverSubject = (p: SplitTakenOverPayload) => words().takenOverSubject({ code: p.code });

export function splitTakenOver(p: SplitTakenOverPayload, ctx: MailContext): RenderedEmail {
  const w = words();
  return render(splitTakenOverSubject(p), [
    greeting(p.organiserName),
    {
      type: 'paragraph',
      text: w.takenOverBody({
        code: p.code,
        members: p.members.map((m) => `${m.name} (${formatMoney(m.cents)})`).join(', '),
        amount: formatMoney(p.dueCents),
      }),
    },
    { type: 'link', label: w.payBalance(), url: `${manageUrl(ctx, p.code)}&pay=balance` },
  ]);
}
