import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type { PreArrivalAcknowledgementPayload, PreArrivalLinkPayload } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/**
 * E-mails to a named driver (decision 024): their personal pre-arrival link,
 * and their signed acknowledgement. Each goes to that driver alone and names
 * no other driver. In the booking's language (decision 048).
 */

const words = defineMessages({
  linkSubject: {
    en: '{renter} named you as a driver: get ready before pickup ({code})',
    es: 'Usted figura como conductor en la reserva de {renter}: prepárese antes de la recogida ({code})',
  },
  named: {
    en: '{renter} named you as a driver of the {vehicle} on booking {code}, picked up at {location} on {pickup}. Before the day, confirm your details, enter your license, photograph it front and back and sign your driver’s acknowledgement: a few minutes on your phone, and no wait at the counter.',
    es: 'Usted figura como conductor del vehículo {vehicle} en la reserva {code} de {renter}, que se recoge en {location} el {pickup}. Antes de ese día, confirme sus datos, ingrese su licencia, fotografíela por delante y por detrás y firme su declaración del conductor: unos minutos en su teléfono y sin esperas en el mostrador.',
  },
  getReady: { en: 'Get ready for pickup', es: 'Prepárese para la recogida' },
  yoursAlone: {
    en: 'The link is yours alone: it works until you have finished or the pickup time has passed. Bring your license on the day: the counter still checks it.',
    es: 'El enlace es solo suyo: funciona hasta que termine o hasta que pase la hora de recogida. Traiga su licencia ese día: en el mostrador la revisamos de todos modos.',
  },
  agreementSubject: {
    en: 'Your signed {brand} rental agreement for {code}',
    es: 'Su contrato de alquiler de {brand} firmado para {code}',
  },
  acknowledgementSubject: {
    en: 'Your signed driver’s acknowledgement for {brand} booking {code}',
    es: 'Su declaración del conductor firmada para la reserva {code} de {brand}',
  },
  agreementThanks: {
    en: 'Thank you for signing the rental agreement of booking {code}. Your copy is attached as a PDF. At the counter, the odometer, fuel and damage of each vehicle are added to it as it goes out.',
    es: 'Gracias por firmar el contrato de alquiler de la reserva {code}. Adjuntamos su copia en PDF. En el mostrador se le agregan el odómetro, el combustible y los daños de cada vehículo cuando sale.',
  },
  acknowledgementThanks: {
    en: 'Thank you: you are ready to drive on booking {code}. Your signed acknowledgement is attached as a PDF; keep it with your license.',
    es: 'Gracias: ya puede manejar en la reserva {code}. Adjuntamos en PDF su declaración firmada; guárdela con su licencia.',
  },
});

const render = (subject: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(subject, blocks),
  attachments: [],
});

export const preArrivalLinkSubject = (p: PreArrivalLinkPayload) =>
  words().linkSubject({ renter: p.renterName, code: p.code });

export function preArrivalLink(p: PreArrivalLinkPayload, ctx: MailContext): RenderedEmail {
  const w = words();
  return render(preArrivalLinkSubject(p), [
    greeting(p.driverName),
    {
      type: 'paragraph',
      text: w.named({
        renter: p.renterName,
        vehicle: p.vehicleName,
        code: p.code,
        location: p.locationName,
        pickup: p.pickup,
      }),
    },
    { type: 'link', label: w.getReady(), url: ctx.open(p.link) },
    { type: 'paragraph', text: w.yoursAlone() },
  ]);
}

export const preArrivalAcknowledgementSubject = (p: PreArrivalAcknowledgementPayload) =>
  p.kind === 'remote_agreement_signed'
    ? words().agreementSubject({ brand: brand.name, code: p.code })
    : words().acknowledgementSubject({ brand: brand.name, code: p.code });

export function preArrivalAcknowledgement(p: PreArrivalAcknowledgementPayload): RenderedEmail {
  const w = words();
  return render(preArrivalAcknowledgementSubject(p), [
    greeting(p.driverName),
    {
      type: 'paragraph',
      text:
        p.kind === 'remote_agreement_signed'
          ? w.agreementThanks({ code: p.code })
          : w.acknowledgementThanks({ code: p.code }),
    },
  ]);
}
