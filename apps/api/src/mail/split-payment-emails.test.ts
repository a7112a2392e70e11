import { describe, expect, it } from 'vitest';
import { testMailContext as ctx, testSecrets } from '../../test/mail.ts';
import { inLanguage } from '../i18n/language.ts';
import type {
  SplitPaymentLinkPayload,
  SplitPaymentReceiptPayload,
  SplitTakenOverPayload,
} from '../outbox/outbox-message.ts';
import { formatLocalDate } from './format.ts';
import { languageOf, renderEmail, subjectOf } from './render.ts';
import { unnamedMember } from './split-payment-emails.ts';

/** A split's member e-mails in the booking's language (decision 048): the payload's `locale`. */

const link: SplitPaymentLinkPayload = {
  kind: 'split_payment_link',
  locale: 'es',
  code: 'CNV-7K3M9Q',
  payerName: 'Beto',
  organiserName: 'Ana Ruiz',
  vehicleName: '15 Passenger Van',
  locationName: 'Baltimore Harbor',
  pickup: inLanguage('es', () => formatLocalDate('2026-07-06')),
  shareCents: 35_800,
  dueCents: 35_800,
  dueOn: '2026-06-29',
  link: testSecrets.seal('https://rent.test/pay#token=abc'),
};
const receipt: SplitPaymentReceiptPayload = {
  kind: 'split_payment_receipt',
  locale: 'es',
  code: 'CNV-7K3M9Q',
  payerName: 'Beto',
  organiserName: 'Ana Ruiz',
  amountCents: 35_800,
  documents: [],
};
const takenOver: SplitTakenOverPayload = {
  kind: 'split_taken_over',
  locale: 'es',
  code: 'CNV-7K3M9Q',
  organiserName: 'Ana',
  members: [
    { name: 'Beto', cents: 35_800 },
    { name: inLanguage('es', unnamedMember), cents: 35_800 },
  ],
  dueCents: 71_600,
};

const flat = (text: string) => text.replace(/\s+/g, ' ');
const amounts = (text: string) => text.match(/\$[\d,]+\.\d{2}/g) ?? [];
const { locale: _link, ...englishLink } = link;

describe('a split’s e-mails in Spanish', () => {
  it('are in the language the payload carries; English for one queued before it carried one', () => {
    expect(languageOf(link)).toBe('es');
    expect(languageOf(englishLink)).toBe('en');
    expect(languageOf({ ...link, locale: 'fr' } as unknown as SplitPaymentLinkPayload)).toBe('en');
  });

  it('asks a member for their share, by the due date, with their own link', () => {
    const email = renderEmail(link, ctx);
    expect(email.subject).toBe('Ana Ruiz le pidió pagar su parte de $358.00 (CNV-7K3M9Q)');
    expect(subjectOf(link)).toBe(email.subject);
    const text = flat(email.text);
    for (const expected of [
      'Hola, Beto:',
      'Ana Ruiz reservó el vehículo 15 Passenger Van en Baltimore Harbor a partir del lunes, 6 de julio de 2026 (reserva CNV-7K3M9Q) y dividió el costo entre el grupo. Su parte es de $358.00, a pagar a más tardar el lunes, 29 de junio de 2026.',
      'Pagar su parte: https://rent.test/pay#token=abc',
      'El enlace es solo para usted. Usted paga con tarjeta en la página de pago segura de Convoy',
    ]) {
      expect(text).toContain(expected);
    }
    expect(amounts(text)).toEqual(amounts(renderEmail(englishLink, ctx).text));
    expect(text).not.toMatch(/Hello|share|link is yours/);
    const reminder = renderEmail({ ...link, kind: 'split_payment_reminder', dueOn: null }, ctx);
    expect(reminder.subject).toBe('Recordatorio: su parte de $358.00 del viaje de Ana Ruiz (CNV-7K3M9Q)');
    expect(flat(reminder.text)).toContain(
      'Su parte de la reserva CNV-7K3M9Q de Ana Ruiz sigue pendiente de pago: $358.00.',
    );
    expect(reminder.text).toContain('(el que le enviamos antes ya no funciona)');
  });

  it('thanks a member for their payment, and tells the organizer the unpaid shares are theirs', () => {
    const thanks = renderEmail(receipt, ctx);
    expect(thanks.subject).toBe('Recibo: su parte de la reserva CNV-7K3M9Q de Convoy');
    expect(flat(thanks.text)).toContain(
      'Gracias: recibimos $358.00 por su parte de la reserva CNV-7K3M9Q, organizada por Ana Ruiz. Adjuntamos el recibo en PDF.',
    );
    expect(thanks.text).not.toMatch(/Hello|Thank you/);
    const told = renderEmail(takenOver, ctx);
    expect(told.subject).toBe(
      'Las partes no pagadas antes del vencimiento ahora le corresponden a usted (CNV-7K3M9Q)',
    );
    const text = flat(told.text);
    expect(text).toContain('estos miembros no habían pagado su parte: Beto ($358.00), Un miembro ($358.00).');
    expect(text).toContain('Como organizador, ahora usted paga lo que falta: $716.00 en total');
    expect(text).toContain(
      'Pagar el saldo en línea: https://rent.test/es/manage?code=CNV-7K3M9Q&pay=balance',
    );
    expect(text).not.toMatch(/Hello|members had not|Pay the balance/);
  });
});
