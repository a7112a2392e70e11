import { brand } from '@convoy/domain/content/brand';
import { type CitationKind, citationKindLabels } from '@convoy/domain/contracts/citation.schema';
import { defineMessages } from '../i18n/messages.ts';
import type { CitationNoticePayload } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import type { RenderedEmail } from './rendered-email.ts';

/**
 * A toll or citation charged to a booking (decision 037), to the renter: the
 * agency, when and where, the amount passed through and the admin fee the
 * terms disclose, and where it is billed. In the renter's language (decision 048).
 */

const words = defineMessages({
  toll: { en: 'Toll', es: 'Peaje' },
  parking: { en: 'Parking ticket', es: 'Multa de estacionamiento' },
  camera: { en: 'Speed or red light camera', es: 'Cámara de velocidad o de semáforo en rojo' },
  other: { en: 'Other citation', es: 'Otra multa' },
  subject: {
    en: '{kind} charged to {brand} booking {code}',
    es: '{kind}: cargo a la reserva {code} de {brand}',
  },
  noticeAt: {
    en: '{agency} sent us a notice ({kind}, reference {reference}) for a vehicle of booking {code}, on {when} at {place}.',
    es: '{agency} nos envió un aviso ({kind}, referencia {reference}) por un vehículo de la reserva {code}, del {when}, en {place}.',
  },
  notice: {
    en: '{agency} sent us a notice ({kind}, reference {reference}) for a vehicle of booking {code}, on {when}.',
    es: '{agency} nos envió un aviso ({kind}, referencia {reference}) por un vehículo de la reserva {code}, del {when}.',
  },
  chargedOnInvoice: {
    en: 'We paid it and charge the {amount} it came to, untaxed, plus our {fee} admin fee, as the rental terms say: {total} in all, on invoice {invoice}.',
    es: 'Lo pagamos y le cobramos su importe de {amount}, sin impuestos, más nuestro cargo administrativo de {fee}, como indican los términos de alquiler: {total} en total, en la factura {invoice}.',
  },
  chargedOnFinal: {
    en: 'We paid it and charge the {amount} it came to, untaxed, plus our {fee} admin fee, as the rental terms say: {total} in all, on your final invoice.',
    es: 'Lo pagamos y le cobramos su importe de {amount}, sin impuestos, más nuestro cargo administrativo de {fee}, como indican los términos de alquiler: {total} en total, en su factura final.',
  },
  notYours: {
    en: 'If you believe it is not yours, reply to this e-mail within 30 days and we will look into it.',
    es: 'Si cree que no le corresponde, responda a este correo dentro de 30 días y lo revisaremos.',
  },
});

/** The kind of notice in the render's language; a label the contracts no longer give, as stored. */
function kindWords(label: string): string {
  const kind = (Object.keys(citationKindLabels) as CitationKind[]).find(
    (k) => citationKindLabels[k] === label,
  );
  return kind ? words()[kind]() : label;
}

export const citationNoticeSubject = (p: CitationNoticePayload) =>
  words().subject({ kind: kindWords(p.kindLabel), brand: brand.name, code: p.code });

export function citationNotice(p: CitationNoticePayload): RenderedEmail {
  const subject = citationNoticeSubject(p);
  const w = words();
  const when = formatLocalDateTime(p.at, p.timezone);
  const notice = {
    agency: p.agency,
    kind: kindWords(p.kindLabel).toLowerCase(),
    reference: p.reference,
    code: p.code,
    when,
  };
  const charge = {
    amount: formatMoney(p.amountCents),
    fee: formatMoney(p.adminFeeCents),
    total: formatMoney(p.amountCents + p.adminFeeCents),
  };
  const blocks: Block[] = [
    greeting(p.renterName),
    { type: 'paragraph', text: p.place ? w.noticeAt({ ...notice, place: p.place }) : w.notice(notice) },
    {
      type: 'paragraph',
      text: p.invoiceNumber
        ? w.chargedOnInvoice({ ...charge, invoice: p.invoiceNumber })
        : w.chargedOnFinal(charge),
    },
    { type: 'paragraph', text: w.notYours() },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
