import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type { AgreementMessage, ReservationSnapshot, ReturnedSnapshot } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import { moneyBlocks } from './money-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageLink, reservationFacts } from './reservation-facts.ts';

/**
 * E-mails from the counter (decision 015): the signed rental agreement at pickup, the final charges at
 * return; in the renter's language (decision 048).
 */

const words = defineMessages({
  swapSubject: {
    en: 'Your {brand} rental agreement addendum for {code}: a vehicle swapped',
    es: 'Anexo a su contrato de alquiler de {brand} para {code}: un vehículo cambiado',
  },
  addendumSubject: {
    en: 'Your {brand} rental agreement addendum for {code}: the vehicles at pickup',
    es: 'Anexo a su contrato de alquiler de {brand} para {code}: los vehículos en la recogida',
  },
  agreementSubject: {
    en: 'Your {brand} rental agreement for {code}',
    es: 'Su contrato de alquiler de {brand} para {code}',
  },
  swapped: {
    en: '{vehicle} was swapped at {location} on {signedAt}: {from} came back and {to} went out in its place, at the same price. {signer} agreed both vehicles’ readings; your copy of this addendum to your rental agreement is attached as a PDF.',
    es: '{vehicle} se cambió en {location} el {signedAt}: {from} volvió y {to} salió en su lugar, al mismo precio. {signer} aceptó las lecturas de ambos vehículos; adjuntamos en PDF su copia de este anexo a su contrato de alquiler.',
  },
  addendumAgreed: {
    en: '{signer} agreed at {location} on {signedAt} that the readings recorded are the vehicles’ condition at pickup. Your copy of this addendum to the rental agreement you signed before pickup is attached as a PDF: each vehicle with its odometer, fuel and any damage already marked.',
    es: '{signer} aceptó en {location} el {signedAt} que las lecturas registradas son el estado de los vehículos en la recogida. Adjuntamos en PDF su copia de este anexo al contrato de alquiler que firmó antes de la recogida: cada vehículo con su odómetro, su combustible y los daños ya marcados.',
  },
  agreementSigned: {
    en: '{signer} signed the rental agreement at {location} on {signedAt}. Your copy is attached as a PDF: the vehicles with their odometer, fuel and any damage already marked, the drivers, the charges and the terms.',
    es: '{signer} firmó el contrato de alquiler en {location} el {signedAt}. Adjuntamos su copia en PDF: los vehículos con su odómetro, su combustible y los daños ya marcados, los conductores, los cargos y los términos.',
  },
  addendumTitle: { en: 'Addendum to rental agreement {code}', es: 'Anexo al contrato de alquiler {code}' },
  agreementTitle: { en: 'Rental agreement {code}', es: 'Contrato de alquiler {code}' },
  keepIt: {
    en: 'Keep it with the vehicle. Roadside assistance and questions: {location}, {phone}.',
    es: 'Guárdelo en el vehículo. Asistencia en carretera y preguntas: {location}, {phone}.',
  },
  returnedSubject: {
    en: 'Thank you: {brand} reservation {code} is back, with your final invoice',
    es: 'Gracias: la reserva {code} de {brand} está de vuelta, con su factura final',
  },
  allBack: {
    en: 'Every vehicle of reservation {code} is back at {location}. Thank you for renting with {brand}.',
    es: 'Todos los vehículos de la reserva {code} están de vuelta en {location}. Gracias por alquilar con {brand}.',
  },
  returnAdded: { en: 'What the return added', es: 'Lo que agregó la devolución' },
  totalAdded: { en: 'Total added', es: 'Total agregado' },
  nothingAdded: {
    en: 'Nothing: on time, within the mileage, with the fuel as it went out.',
    es: 'Nada: a tiempo, dentro del millaje y con el combustible con el que salió.',
  },
  depositCapturedAndReleased: {
    en: '{captured} of the deposit held on your card is charged for what the rental owes; {released} is released (your bank may take a few days to show it).',
    es: 'Del depósito retenido en su tarjeta, se cobran {captured} por lo que adeuda el alquiler; se liberan {released} (su banco puede tardar unos días en reflejarlo).',
  },
  depositCaptured: {
    en: '{captured} of the deposit held on your card is charged for what the rental owes.',
    es: 'Del depósito retenido en su tarjeta, se cobran {captured} por lo que adeuda el alquiler.',
  },
  depositReleased: {
    en: '{released} is released (your bank may take a few days to show it).',
    es: 'Se liberan {released} del depósito (su banco puede tardar unos días en reflejarlo).',
  },
  returnedTitle: { en: 'Reservation {code} returned', es: 'Reserva {code} devuelta' },
});

const render = (subject: string, title: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(title, blocks),
  attachments: [],
});

type AgreementSnapshot = ReservationSnapshot & { agreement: AgreementMessage };

export const agreementSubject = (s: AgreementSnapshot) => {
  const values = { brand: brand.name, code: s.reservation.code };
  return s.agreement.kind === 'swap'
    ? words().swapSubject(values)
    : s.agreement.kind === 'addendum'
      ? words().addendumSubject(values)
      : words().agreementSubject(values);
};

/** The opening of the e-mail: what was signed or acknowledged, by whom, where and when. */
function agreementWords(s: AgreementSnapshot, signedAt: string): string {
  const { swap } = s.agreement;
  const w = words();
  const values = { signer: s.agreement.signerName, location: s.location.name, signedAt };
  if (s.agreement.kind === 'swap' && swap) {
    return w.swapped({ ...values, vehicle: swap.vehicle, from: swap.from, to: swap.to });
  }
  return s.agreement.kind === 'addendum' ? w.addendumAgreed(values) : w.agreementSigned(values);
}

/** The signed agreement, or the addendum of readings to the one signed before pickup (decision 027). */
export function rentalAgreement(s: AgreementSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const w = words();
  const signedAt = formatLocalDateTime(s.agreement.signedAt, s.location.timezone);
  const addendum = s.agreement.kind !== undefined;
  return render(
    agreementSubject(s),
    addendum ? w.addendumTitle({ code: r.code }) : w.agreementTitle({ code: r.code }),
    [
      greeting(r.contact.firstName),
      {
        type: 'paragraph',
        text: agreementWords(s, signedAt),
      },
      { type: 'facts', rows: reservationFacts(s) },
      {
        type: 'paragraph',
        text: w.keepIt({ location: s.location.name, phone: s.location.phone }),
      },
      manageLink(ctx, r.code),
    ],
  );
}

export const returnedSubject = (s: ReservationSnapshot) =>
  words().returnedSubject({ brand: brand.name, code: s.reservation.code });

/** What became of the deposit: the part charged, the part released; nothing when none was held. */
function depositWords({ depositCapturedCents: captured, depositReleasedCents: released }: ReturnedSnapshot) {
  const w = words();
  const values = { captured: formatMoney(captured), released: formatMoney(released) };
  if (captured > 0 && released > 0) return w.depositCapturedAndReleased(values);
  if (captured > 0) return w.depositCaptured({ captured: values.captured });
  if (released > 0) return w.depositReleased({ released: values.released });
  return null;
}

export function rentalReturned(
  s: ReservationSnapshot & { returned: ReturnedSnapshot },
  ctx: MailContext,
): RenderedEmail {
  const r = s.reservation;
  const { returned } = s;
  const w = words();
  const blocks: Block[] = [
    greeting(r.contact.firstName),
    {
      type: 'paragraph',
      text: w.allBack({ code: r.code, location: s.location.name, brand: brand.name }),
    },
    { type: 'heading', text: w.returnAdded() },
    returned.lines.length > 0
      ? {
          type: 'facts',
          rows: [
            ...returned.lines.map((l): [string, string] => [l.label, formatMoney(l.amountCents)]),
            [w.totalAdded(), formatMoney(returned.totalCents)],
          ],
        }
      : { type: 'paragraph', text: w.nothingAdded() },
  ];
  const deposit = depositWords(returned);
  if (deposit) blocks.push({ type: 'paragraph', text: deposit });
  blocks.push(...moneyBlocks(s.money, ctx, r.code), manageLink(ctx, r.code));
  return render(returnedSubject(s), w.returnedTitle({ code: r.code }), blocks);
}
